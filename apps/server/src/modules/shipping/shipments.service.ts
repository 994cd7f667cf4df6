import {
  type AdminShipment,
  addDays,
  type CodReconciliation,
  type CodReconciliationLine,
  type CodReconciliationQuery,
  type CreateShipments,
  type CreateShipmentsResult,
  canShipmentMove,
  cashToCollect,
  isFinalShipmentStatus,
  type Language,
  type OrderShipment,
  SHIPMENT_CARRIERS,
  type ShipmentCarrier,
  type ShipmentFailure,
  type ShipmentTracking,
  shopDayStart,
  trackingUrl,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/database-error";
import {
  type Carrier,
  CarrierError,
  type PickupAddress,
  type ShipmentLabel,
  type WebhookInput,
} from "./carrier";
import { checkCarrierEvent } from "./carrier-events";
import type { OrdersForShipping, ShippableOrder } from "./orders-port";
import { packingSlipHtml } from "./packing-slip";
import type { ShipmentRow } from "./shipments.repository";
import * as repository from "./shipments.repository";
import { type ParcelLine, parcelOf } from "./shipping.service";

export interface ShipmentLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What a callback route answers. The carriers resend anything but 200 (GHN ten times 5 s apart,
 * GHTK again), so 200 means "heard, do not send again" — also for a body that will never make
 * sense — and a resend is asked for only when a later try can succeed: the carrier could not be
 * asked about a final status, or the parcel's row is not written yet (a callback racing its
 * booking). A wrong secret is refused (401) and an unconfigured carrier is no route (404).
 */
export type CallbackOutcome =
  | { status: 200; outcome: "applied" | "duplicate" | "ignored" }
  | { status: 401 | 404 | 503; outcome: "refused" | "unknown_parcel" | "retry" | "not_configured" };

export type ShipmentService = ReturnType<typeof createShipmentService>;

/** The carriers' own word for a cancelled parcel (GHN's status word, GHTK's status id). */
const CANCELLED_CARRIER_STATUS: Readonly<Record<ShipmentCarrier, string>> = { ghn: "cancel", ghtk: "-1" };

/** Whether the carrier's order detail says the parcel is cancelled; false when it cannot be asked. */
async function carrierSaysCancelled(carrier: Carrier, trackingCode: string): Promise<boolean> {
  try {
    return (await carrier.shipmentDetail(trackingCode)).status === "cancelled";
  } catch {
    return false;
  }
}

function toAdminShipment(row: ShipmentRow): AdminShipment {
  return {
    id: row.id,
    orderId: row.orderCode,
    orderUuid: row.orderUuid,
    carrier: row.carrier,
    service: row.service,
    trackingCode: row.trackingCode,
    trackingUrl: trackingUrl(row.carrier, row.trackingCode),
    status: row.status,
    fee: row.fee,
    codAmount: row.codAmount,
    codCollected: row.codCollected,
    carrierStatus: row.carrierStatus,
    expectedDeliveryDate: row.expectedDeliveryDate,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function trackingOf(row: ShipmentRow): ShipmentTracking {
  return {
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    trackingUrl: trackingUrl(row.carrier, row.trackingCode),
    status: row.status,
  };
}

function failureOf(error: CarrierError): ShipmentFailure {
  if (error.kind === "not_offered") return "address_not_covered";
  return error.kind === "refused" ? "carrier_refused" : "carrier_unavailable";
}

/**
 * Shipments (docs/decisions/055-shipments-callbacks-reconciliation.md): booking confirmed orders
 * with a carrier, their labels, the carriers' status callbacks and the COD reconciliation. Orders
 * are reached through `OrdersForShipping` only; the carrier is asked first and the order moved
 * only after it booked the parcel, so a carrier that is down or refuses leaves the order as it was.
 */
export function createShipmentService({
  db,
  carriers,
  orders,
  pickup,
  parcelLines,
  defaultWeightGrams,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  carriers: readonly Carrier[];
  orders: OrdersForShipping;
  /** Where parcels leave from (the settings module's pickup address); null until the owner sets it. */
  pickup: () => Promise<PickupAddress | null>;
  /**
   * The products' weights and sizes for an order's lines (the products module); without it every
   * bag weighs SHIPPING_DEFAULT_WEIGHT_GRAMS in the default box.
   */
  parcelLines?: (items: ShippableOrder["items"]) => Promise<ParcelLine[]>;
  defaultWeightGrams: number;
  logger: ShipmentLogger;
  clock?: () => Date;
}) {
  const byName = new Map(carriers.map((carrier) => [carrier.name, carrier]));

  function configured(name: ShipmentCarrier): Carrier {
    const carrier = byName.get(name);
    if (!carrier) {
      throw new AppError("carrier_not_configured", 400, `${name} is not configured on this server.`);
    }
    return carrier;
  }

  async function linesOf(order: ShippableOrder): Promise<ParcelLine[]> {
    if (parcelLines) return parcelLines(order.items);
    return order.items.map((item) => ({
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      weightGrams: null,
      dimensionsCm: null,
    }));
  }

  type Booked = { ok: true; shipment: AdminShipment } | { ok: false; code: ShipmentFailure; message: string };

  async function book(
    carrier: Carrier,
    order: ShippableOrder,
    from: PickupAddress,
    service: string | undefined,
  ): Promise<Booked> {
    if (order.status !== "confirmed") {
      return { ok: false, code: "not_confirmed", message: `The order is ${order.status}.` };
    }
    if (order.provinceCode === null || order.wardCode === null) {
      return { ok: false, code: "address_not_covered", message: "The order has no ward to send it to." };
    }
    const lines = await linesOf(order);
    const codAmount = cashToCollect(order);
    let created: Awaited<ReturnType<Carrier["createShipment"]>>;
    try {
      created = await carrier.createShipment({
        orderCode: order.orderId,
        from,
        to: {
          name: order.fullName,
          phone: order.phone,
          street: order.street,
          provinceCode: order.provinceCode,
          wardCode: order.wardCode,
        },
        parcel: parcelOf(lines, defaultWeightGrams),
        items: order.items.map((item, index) => ({
          name: item.name,
          quantity: item.quantity,
          price: item.unitPrice,
          weightGrams: lines[index]?.weightGrams ?? defaultWeightGrams,
        })),
        codAmount,
        ...(service ? { service } : {}),
      });
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      logger.warn(
        { carrier: carrier.name, orderId: order.orderId, kind: error.kind, carrierCode: error.carrierCode },
        `shipment not booked: ${error.message}`,
      );
      return { ok: false, code: failureOf(error), message: error.message };
    }
    const now = clock();
    let row: ShipmentRow;
    try {
      row = await repository.insertShipment(db, {
        orderUuid: order.id,
        orderCode: order.orderId,
        carrier: carrier.name,
        service: service ?? null,
        trackingCode: created.trackingCode,
        fee: created.fee,
        codAmount,
        status: "awaiting_pickup",
        labelKind: carrier.name === "ghtk" ? "pdf" : "url",
        expectedDeliveryDate: created.expectedDeliveryDate,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Booked twice at once (two owners, two tabs): the carrier holds a parcel the shop does not
      // track. Said loudly, so the owner cancels it on the carrier's portal.
      if (isUniqueViolation(error)) {
        logger.error(
          { carrier: carrier.name, orderId: order.orderId, trackingCode: created.trackingCode },
          "a second parcel was booked for an order that already has one; cancel it with the carrier",
        );
        return { ok: false, code: "already_shipped", message: created.trackingCode };
      }
      throw error;
    }
    try {
      await orders.markShipping(order.id, trackingOf(row));
    } catch (error) {
      // Cancelled or moved by hand while the carrier was booking: the parcel exists and is shown
      // on the order; the owner decides (cancel it on the carrier's portal, or ship it).
      if (!(error instanceof AppError && error.code === "invalid_transition")) throw error;
      logger.error(
        { carrier: carrier.name, orderId: order.orderId, trackingCode: row.trackingCode },
        "a parcel was booked for an order that changed meanwhile; the order was left as it is",
      );
    }
    return { ok: true, shipment: toAdminShipment(row) };
  }

  /** Applies a believed final status to the order; safe to repeat (the moves are idempotent). */
  async function moveOrder(row: ShipmentRow): Promise<void> {
    if (row.status === "delivered") {
      await orders.markDelivered(row.orderUuid, trackingOf(row), { codCollected: row.codAmount > 0 });
    } else if (row.status === "returned") {
      await orders.markReturned(row.orderUuid, trackingOf(row));
    }
  }

  /** The carriers a shipment may be booked with here, GHN first. */
  function configuredCarriers(): ShipmentCarrier[] {
    return SHIPMENT_CARRIERS.filter((name) => byName.has(name));
  }

  return {
    carriers: configuredCarriers,

    async forOrder(orderUuid: string): Promise<OrderShipment> {
      const [row] = await repository.findLiveShipments(db, [orderUuid]);
      return { shipment: row ? toAdminShipment(row) : null, carriers: configuredCarriers() };
    },

    /** The customer's view of their orders' parcels, by order code. */
    async trackingByOrderCode(orderCodes: readonly string[]): Promise<Map<string, ShipmentTracking>> {
      const rows = await repository.findLiveShipmentsByCode(db, orderCodes);
      return new Map(rows.map((row) => [row.orderCode, trackingOf(row)]));
    },

    /**
     * Books each order with the carrier, one after the other (a carrier's API is not hammered by a
     * batch). Each order is booked or listed with why not; the order moves to `shipping` only once
     * its parcel is booked and stored.
     */
    async createShipments(request: CreateShipments): Promise<CreateShipmentsResult> {
      const carrier = configured(request.carrier);
      const from = await pickup();
      if (!from) {
        throw new AppError(
          "pickup_address_missing",
          409,
          "Set the pickup address in the shipping settings before booking a carrier.",
        );
      }
      const ids = [...new Set(request.orderIds)];
      const found = new Map((await orders.findOrders(ids)).map((order) => [order.id, order]));
      const live = new Set((await repository.findLiveShipments(db, ids)).map((row) => row.orderUuid));
      const result: CreateShipmentsResult = { created: [], failed: [] };
      for (const id of ids) {
        const order = found.get(id);
        if (!order) {
          result.failed.push({ id, orderId: null, code: "not_found", message: "No such order." });
          continue;
        }
        if (live.has(id)) {
          result.failed.push({
            id,
            orderId: order.orderId,
            code: "already_shipped",
            message: "The order already has a shipment.",
          });
          continue;
        }
        const booked = await book(carrier, order, from, request.service);
        if (booked.ok) result.created.push(booked.shipment);
        else result.failed.push({ id, orderId: order.orderId, code: booked.code, message: booked.message });
      }
      return result;
    },

    /**
     * Before an order is cancelled (orders' ParcelsForOrders): its live parcel, if any, is
     * cancelled with the carrier first. A parcel the carrier has in hand already (the shop's last
     * status past awaiting pickup) is 409 `shipment_picked_up` without asking; a carrier that
     * refuses is 409 `carrier_cancel_refused` (unless its order detail says the parcel is cancelled
     * already), one that does not answer 409 `carrier_cancel_unavailable`; each leaves the parcel
     * and the order as they were. A delivered or returned parcel is left to the order's lifecycle,
     * which refuses the move.
     */
    async cancelForOrder(orderUuid: string): Promise<{ parcelCancelled: boolean }> {
      const [row] = await repository.findLiveShipments(db, [orderUuid]);
      if (!row) return { parcelCancelled: await repository.hasCancelledShipment(db, orderUuid) };
      if (isFinalShipmentStatus(row.status)) return { parcelCancelled: false };
      const where = { carrier: row.carrier, orderId: row.orderCode, trackingCode: row.trackingCode };
      if (row.status !== "awaiting_pickup") {
        throw new AppError(
          "shipment_picked_up",
          409,
          `${row.carrier} has the parcel already (${row.status}); it can no longer be cancelled.`,
        );
      }
      const carrier = configured(row.carrier);
      try {
        await carrier.cancelShipment(row.trackingCode);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        if (!(error.kind === "refused" && (await carrierSaysCancelled(carrier, row.trackingCode)))) {
          logger.warn(
            { ...where, kind: error.kind, carrierCode: error.carrierCode },
            `parcel not cancelled: ${error.message}`,
          );
          throw error.kind === "unavailable"
            ? new AppError(
                "carrier_cancel_unavailable",
                409,
                `${row.carrier} did not answer; the order was not cancelled. Try again in a moment.`,
              )
            : new AppError("carrier_cancel_refused", 409, error.message);
        }
      }
      const now = clock();
      await repository.updateShipmentStatus(db, row.id, {
        status: "cancelled",
        carrierStatus: CANCELLED_CARRIER_STATUS[row.carrier],
        carrierStatusAt: now,
        updatedAt: now,
      });
      logger.info(where, "parcel cancelled with the carrier");
      return { parcelCancelled: true };
    },

    /** The order's packing slip as a printable page (packing-slip.ts), in the staff member's language. */
    async packingSlip(orderUuid: string, options: { shopName: string; language: Language }): Promise<string> {
      const [order] = await orders.findOrders([orderUuid]);
      if (!order) throw new AppError("not_found", 404, "Order not found.");
      const [row] = await repository.findLiveShipments(db, [orderUuid]);
      return packingSlipHtml(order, row ? toAdminShipment(row) : null, options);
    },

    /** The label of the order's parcel: the carrier's PDF, or its print page's address. */
    async label(orderUuid: string): Promise<ShipmentLabel> {
      const [row] = await repository.findLiveShipments(db, [orderUuid]);
      if (!row) throw new AppError("shipment_not_found", 404, "The order has no shipment.");
      const carrier = configured(row.carrier);
      try {
        return await carrier.label(row.trackingCode);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        logger.warn(
          { carrier: row.carrier, trackingCode: row.trackingCode, kind: error.kind },
          error.message,
        );
        throw error.kind === "unavailable"
          ? new AppError("carrier_unavailable", 502, `${row.carrier} did not answer; try again in a moment.`)
          : new AppError("carrier_refused", 502, error.message);
      }
    },

    /**
     * A carrier's status callback: the secret checked, the body read, a final status confirmed
     * with the carrier's own order detail (carrier-events.ts), then applied only forwards — an old
     * status arriving after a newer one, or any status after a final one, changes nothing.
     */
    async handleCallback(name: ShipmentCarrier, input: WebhookInput): Promise<CallbackOutcome> {
      const carrier = byName.get(name);
      if (!carrier) return { status: 404, outcome: "not_configured" };
      const parsed = carrier.parseWebhook(input);
      if (!parsed.ok) {
        if (parsed.reason === "bad_secret") {
          logger.warn({ carrier: name }, "carrier callback refused: wrong secret");
          return { status: 401, outcome: "refused" };
        }
        logger.warn({ carrier: name, reason: parsed.reason }, "carrier callback ignored: unreadable body");
        return { status: 200, outcome: "ignored" };
      }
      let event = parsed.event;
      const where = { carrier: name, trackingCode: event.trackingCode, status: event.status };
      // A parcel the shop never booked is not worth a question to the carrier.
      if (!(await repository.findShipmentByTracking(db, name, event.trackingCode))) {
        logger.warn(where, "carrier callback for a parcel the shop does not know; asked to send again");
        return { status: 404, outcome: "unknown_parcel" };
      }
      const checked = await checkCarrierEvent(carrier, event);
      if (!checked.believed) {
        logger.warn(
          { ...where, reason: checked.reason, carrierStatus: checked.carrierStatus },
          "carrier callback not believed",
        );
        return checked.reason === "carrier_unreachable"
          ? { status: 503, outcome: "retry" }
          : { status: 200, outcome: "ignored" };
      }
      // The event as believed: a final one may take its order code and COD from the carrier's detail.
      event = checked.event;
      const at = event.at ? new Date(event.at) : null;
      const eventAt = at && !Number.isNaN(at.getTime()) ? at : null;
      const now = clock();

      type Decision = { outcome: "applied" | "duplicate" | "ignored" | "unknown"; row: ShipmentRow | null };
      const decision = await db.transaction(async (tx): Promise<Decision> => {
        const row = await repository.lockShipmentByTracking(tx, name, event.trackingCode);
        if (!row) return { outcome: "unknown", row: null };
        if (event.orderCode !== null && event.orderCode !== row.orderCode) {
          return { outcome: "ignored", row };
        }
        if (row.status === event.status) return { outcome: "duplicate", row };
        const older = eventAt !== null && row.carrierStatusAt !== null && eventAt < row.carrierStatusAt;
        if (older || !canShipmentMove(row.status, event.status)) return { outcome: "ignored", row };
        const delivered = event.status === "delivered";
        const change = {
          status: event.status,
          carrierStatus: event.carrierStatus,
          carrierStatusAt: eventAt ?? now,
          updatedAt: now,
          ...(delivered ? { deliveredAt: eventAt ?? now, codCollected: event.codAmount } : {}),
        };
        await repository.updateShipmentStatus(tx, row.id, change);
        return { outcome: "applied", row: { ...row, ...change } };
      });

      if (decision.outcome === "unknown" || !decision.row) {
        logger.warn(where, "carrier callback for a parcel the shop does not know; asked to send again");
        return { status: 404, outcome: "unknown_parcel" };
      }
      if (decision.outcome === "ignored") {
        logger.warn(
          { ...where, current: decision.row.status, orderCode: event.orderCode },
          "carrier callback ignored: another order's, older than the last, or backwards",
        );
        return { status: 200, outcome: "ignored" };
      }
      // A final status is (re)applied to the order even when the parcel already had it: a crash
      // between the two writes is mended by the carrier's resend.
      if (isFinalShipmentStatus(decision.row.status)) await moveOrder(decision.row);
      if (decision.outcome === "applied") {
        logger.info({ ...where, orderId: decision.row.orderCode }, "carrier status applied");
      }
      return { status: 200, outcome: decision.outcome };
    },

    /**
     * COD expected (what each delivered parcel was to collect) against what the carrier reported
     * collecting, per carrier, for parcels delivered between two days of Viet Nam (both included);
     * and every parcel whose two figures differ, an unreported amount included.
     */
    async codReconciliation(query: CodReconciliationQuery): Promise<CodReconciliation> {
      const rows = await repository.findDeliveredBetween(db, {
        start: shopDayStart(query.from),
        end: shopDayStart(addDays(query.to, 1)),
        ...(query.carrier ? { carrier: query.carrier } : {}),
      });
      const totals = new Map<ShipmentCarrier, CodReconciliation["carriers"][number]>();
      const differences: CodReconciliationLine[] = [];
      for (const row of rows) {
        const total = totals.get(row.carrier) ?? {
          carrier: row.carrier,
          shipments: 0,
          expected: 0,
          reported: 0,
          difference: 0,
        };
        const reported = row.codCollected ?? 0;
        total.shipments += 1;
        total.expected += row.codAmount;
        total.reported += reported;
        total.difference = total.reported - total.expected;
        totals.set(row.carrier, total);
        // Nothing reported for a parcel with nothing to collect is no difference.
        if (reported !== row.codAmount) {
          differences.push({
            orderId: row.orderCode,
            orderUuid: row.orderUuid,
            carrier: row.carrier,
            trackingCode: row.trackingCode,
            status: row.status,
            deliveredAt: row.deliveredAt?.toISOString() ?? null,
            expected: row.codAmount,
            reported: row.codCollected,
            difference: reported - row.codAmount,
          });
        }
      }
      return {
        from: query.from,
        to: query.to,
        carriers: SHIPMENT_CARRIERS.flatMap((name) => totals.get(name) ?? []),
        differences,
      };
    },
  };
}
