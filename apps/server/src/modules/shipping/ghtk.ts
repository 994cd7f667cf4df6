/**
 * GHTK (Giao Hàng Tiết Kiệm), as docs.giaohangtietkiem.vn (also api.ghtk.vn) documents its API
 * (pages cited in docs/decisions/047-carriers-ghn-ghtk.md):
 *
 * - Host: https://services.giaohangtietkiem.vn (live; the default); GHTK hands out a staging host
 *   with test accounts, set in GHTK_API_URL.
 * - Headers on every call: `Token: {API_TOKEN}` and `X-Client-Source: {PARTNER_CODE}`.
 * - Answer envelope: `{success, message, …}`; `success: false` with a Vietnamese `message` (and
 *   sometimes `error_code`) is a refusal.
 * - GET /services/shipment/fee?pick_province&pick_district&pick_ward&pick_address&province&
 *   district&ward&address&weight (grams, integer)&value (đồng)&transport (road|fly)&
 *   deliver_option (xteam|none, required) → `{success, fee: {name, fee, insurance_fee,
 *   delivery}}`; `delivery: false` means GHTK does not deliver there. Addresses are names.
 * - POST /services/shipment/order?ver=1.5 `{products: [{name, weight (KILOGRAMS), quantity,
 *   price}], order: {id (the shop's order code), pick_name, pick_address, pick_province,
 *   pick_district, pick_ward, pick_tel, name, address, province, district, ward, hamlet, tel,
 *   pick_money (COD in đồng, 0 = nothing to collect), value, is_freeship, transport, pick_option,
 *   deliver_option}}` → `{success, order: {label, fee, estimated_deliver_time, …}}`.
 * - GET /services/label/{label}?paper_size=A6 → the label as application/pdf, or JSON
 *   `{success: false, message}`.
 * - GET /services/shipment/v2/{label} → `{success, order: {label_id, partner_id, status,
 *   status_text, pick_money, ship_money, …}}`.
 * - POST /services/shipment/cancel/{label} (or `partner_id:{order id}`) → `{success, message,
 *   log_id}`; GHTK cancels only parcels not yet picked up (statuses 1, 2 and 12), otherwise
 *   `success: false` ("Đơn đã lấy hàng, không thể hủy đơn.").
 * - Webhook: GHTK POSTs `application/x-www-form-urlencoded` fields `label_id, partner_id,
 *   status_id, action_time, reason_code, reason, weight (kg), fee, pick_money,
 *   return_part_package` to the URL the shop registered, including its `?hash=` secret, and sends
 *   again until it gets HTTP 200.
 */
import {
  type Carrier,
  CarrierError,
  type CarrierEvent,
  carrierFetch,
  isSameSecret,
  type ShipmentStatus,
  type WebhookResult,
} from "./carrier";
import type { CarrierUnits, LegacyUnit } from "./carrier-units";

export interface GhtkConfig {
  token: string;
  /** The partner code GHTK gives (X-Client-Source). */
  clientSource: string;
  apiUrl: string;
}

/** GHTK's status ids (its order-status table) read as the shop's statuses. */
const GHTK_STATUSES: Record<number, ShipmentStatus> = {
  [-1]: "cancelled",
  1: "awaiting_pickup",
  2: "awaiting_pickup",
  3: "in_transit",
  4: "delivering",
  5: "delivered",
  6: "delivered",
  7: "exception",
  8: "awaiting_pickup",
  9: "delivery_failed",
  10: "delivering",
  11: "returned",
  12: "awaiting_pickup",
  13: "exception",
  20: "returning",
  21: "returned",
  // The shipper's own reports come before GHTK confirms them: tracking only, never final.
  123: "in_transit",
  127: "awaiting_pickup",
  128: "awaiting_pickup",
  45: "delivering",
  49: "delivery_failed",
  410: "delivering",
};

export function ghtkStatusOf(id: number): ShipmentStatus | null {
  return GHTK_STATUSES[id] ?? null;
}

/** The one service the shop books: road transport, no xfast. */
const GHTK_SERVICE = "road";

interface GhtkEnvelope {
  success: boolean;
  message?: string;
  error_code?: string | number;
}

export function createGhtkCarrier(
  config: GhtkConfig,
  units: CarrierUnits,
  options: { webhookSecret: string | null },
): Carrier {
  const headers = { Token: config.token, "X-Client-Source": config.clientSource };

  async function json<T extends GhtkEnvelope>(response: Response): Promise<T> {
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      throw new CarrierError("ghtk", "unavailable", `GHTK answered ${response.status} without JSON`);
    }
    if (response.status >= 500) {
      throw new CarrierError(
        "ghtk",
        "unavailable",
        `GHTK answered ${response.status}: ${body.message ?? ""}`,
      );
    }
    if (body.success !== true) {
      throw new CarrierError("ghtk", "refused", `GHTK: ${body.message ?? "refused"}`, body.error_code);
    }
    return body;
  }

  function legacyOrRefuse(place: { provinceCode: number; wardCode: number }, what: string): LegacyUnit {
    const unit = units.legacyUnitOf(place);
    if (!unit) throw new CarrierError("ghtk", "not_offered", `GHTK has no address for the ${what}'s ward`);
    return unit;
  }

  return {
    name: "ghtk",

    async quote(request) {
      const from = units.legacyUnitOf(request.from);
      const to = units.legacyUnitOf(request.to);
      if (!from || !to) return { offered: false, reason: "address_not_covered" };
      const query = new URLSearchParams({
        pick_province: from.provinceName,
        pick_district: from.districtName,
        pick_ward: from.wardName,
        pick_address: request.from.street,
        province: to.provinceName,
        district: to.districtName,
        ward: to.wardName,
        weight: String(request.parcel.weightGrams),
        value: String(request.parcel.valueDong),
        transport: GHTK_SERVICE,
        deliver_option: "none",
      });
      const response = await carrierFetch("ghtk", `${config.apiUrl}/services/shipment/fee?${query}`, {
        headers,
      });
      const body = await json<GhtkEnvelope & { fee?: { fee: number; delivery: boolean } }>(response);
      if (body.fee?.delivery !== true) return { offered: false, reason: "route_not_served" };
      // GHTK's fee answer carries no date; its order answer gives an estimate only once created.
      return {
        offered: true,
        quotes: [{ carrier: "ghtk", service: GHTK_SERVICE, fee: body.fee.fee, expectedDeliveryDate: null }],
      };
    },

    async createShipment(request) {
      const from = legacyOrRefuse(request.from, "pickup address");
      const to = legacyOrRefuse(request.to, "recipient");
      const response = await carrierFetch("ghtk", `${config.apiUrl}/services/shipment/order?ver=1.5`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({
          products: request.items.map((item) => ({
            name: item.name,
            // GHTK's products take kilograms, unlike its fee call.
            weight: item.weightGrams / 1000,
            quantity: item.quantity,
            price: item.price,
          })),
          order: {
            id: request.orderCode,
            pick_name: request.from.name,
            pick_address: request.from.street,
            pick_province: from.provinceName,
            pick_district: from.districtName,
            pick_ward: from.wardName,
            pick_tel: request.from.phone,
            name: request.to.name,
            address: request.to.street,
            province: to.provinceName,
            district: to.districtName,
            ward: to.wardName,
            hamlet: "Khác",
            tel: request.to.phone,
            pick_money: request.codAmount,
            value: request.parcel.valueDong,
            // The shop pays GHTK; the shopper paid the shop's own figure at checkout.
            is_freeship: "1",
            transport: request.service ?? GHTK_SERVICE,
            pick_option: "cod",
            deliver_option: "none",
            note: request.note ?? "",
          },
        }),
      });
      const body = await json<
        GhtkEnvelope & { order?: { label: string; fee: number | string; estimated_deliver_time?: string } }
      >(response);
      if (!body.order?.label) throw new CarrierError("ghtk", "refused", "GHTK answered no label");
      return {
        carrier: "ghtk",
        trackingCode: body.order.label,
        fee: Number(body.order.fee),
        expectedDeliveryDate: dateIn(body.order.estimated_deliver_time),
      };
    },

    async label(trackingCode) {
      const response = await carrierFetch(
        "ghtk",
        `${config.apiUrl}/services/label/${encodeURIComponent(trackingCode)}?paper_size=A6`,
        { headers },
      );
      if (response.ok && response.headers.get("content-type")?.startsWith("application/pdf")) {
        return { kind: "pdf", pdf: Buffer.from(await response.arrayBuffer()) };
      }
      await json(response);
      throw new CarrierError("ghtk", "refused", "GHTK answered no label");
    },

    async shipmentDetail(trackingCode) {
      const response = await carrierFetch(
        "ghtk",
        `${config.apiUrl}/services/shipment/v2/${encodeURIComponent(trackingCode)}`,
        { headers },
      );
      const body = await json<
        GhtkEnvelope & {
          order?: { label_id: string; partner_id?: string; status: string | number; pick_money?: number };
        }
      >(response);
      if (!body.order) throw new CarrierError("ghtk", "refused", "GHTK answered no order");
      const status = ghtkStatusOf(Number(body.order.status));
      if (!status) {
        throw new CarrierError(
          "ghtk",
          "refused",
          `GHTK status ${body.order.status} is not one the shop knows`,
        );
      }
      return {
        carrier: "ghtk",
        trackingCode: body.order.label_id,
        orderCode: body.order.partner_id || null,
        status,
        carrierStatus: String(body.order.status),
        codAmount: Number(body.order.pick_money ?? 0),
      };
    },

    async cancelShipment(trackingCode) {
      const response = await carrierFetch(
        "ghtk",
        `${config.apiUrl}/services/shipment/cancel/${encodeURIComponent(trackingCode)}`,
        { method: "POST", headers: { ...headers, "Content-Type": "application/json" } },
      );
      await json(response);
    },

    parseWebhook(input): WebhookResult {
      if (options.webhookSecret === null || !isSameSecret(input.secret, options.webhookSecret)) {
        return { ok: false, reason: "bad_secret" };
      }
      if (typeof input.body !== "object" || input.body === null) return { ok: false, reason: "malformed" };
      const fields = input.body as Record<string, unknown>;
      const text = (name: string) =>
        typeof fields[name] === "string" ? (fields[name] as string) : undefined;
      const label = text("label_id");
      const statusId = Number(text("status_id"));
      if (!label || !Number.isInteger(statusId)) return { ok: false, reason: "malformed" };
      const status = ghtkStatusOf(statusId);
      if (!status) return { ok: false, reason: "unknown_status" };
      const amount = (name: string) => {
        const value = Number(text(name));
        return text(name) !== undefined && text(name) !== "" && Number.isFinite(value) ? value : null;
      };
      const event: CarrierEvent = {
        carrier: "ghtk",
        trackingCode: label,
        orderCode: text("partner_id") || null,
        status,
        carrierStatus: String(statusId),
        at: actionTimeOf(text("action_time")),
        codAmount: amount("pick_money"),
        fee: amount("fee"),
      };
      return { ok: true, event };
    },
  };
}

/**
 * GHTK's own example posts `action_time=2016-11-02T12:18:39+07:00` without encoding the `+`, which
 * a form parser reads as a space: put the offset's sign back.
 */
function actionTimeOf(value: string | undefined): string | null {
  if (!value) return null;
  return value.replace(/(T\d{2}:\d{2}:\d{2}) (\d{2}:\d{2})$/, "$1+$2");
}

/** GHTK's estimates read like "Chiều 2017-07-01"; the date in them, or null. */
function dateIn(estimate: string | undefined): string | null {
  return estimate?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? null;
}
