import { z } from "./zod";

/**
 * Shipments: the parcel a carrier carries for one order (the server's `shipments` table, module
 * shipping). Booked from the back office, followed by the carriers' callbacks, shown to the
 * customer as carrier, tracking code and link (docs/decisions/055-shipments-callbacks-reconciliation.md).
 */

/** The carriers a shipment can be booked with (the flat fee has no carrier behind it). */
export const SHIPMENT_CARRIERS = ["ghn", "ghtk"] as const;
export type ShipmentCarrier = (typeof SHIPMENT_CARRIERS)[number];

/** The carriers' names as customers know them: their brands, the same in every language. */
export const SHIPMENT_CARRIER_NAMES: Readonly<Record<ShipmentCarrier, string>> = {
  ghn: "GHN (Giao Hàng Nhanh)",
  ghtk: "GHTK (Giao Hàng Tiết Kiệm)",
};

/**
 * The shop's reading of a carrier's status. `delivered` and `returned` are final and move the
 * order; `cancelled` ends the parcel; the others are tracking only.
 */
export const SHIPMENT_STATUSES = [
  "awaiting_pickup",
  "in_transit",
  "delivering",
  "delivery_failed",
  "delivered",
  "returning",
  "returned",
  "cancelled",
  "exception",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * How far along a parcel is. A callback whose status ranks lower than the shipment's is an old one
 * arriving late and changes nothing; a final status (rank 4) is never left. A failed delivery and
 * an exception rank with delivering: the carrier tries again.
 */
const SHIPMENT_STATUS_RANK: Readonly<Record<ShipmentStatus, number>> = {
  awaiting_pickup: 0,
  in_transit: 1,
  delivering: 2,
  delivery_failed: 2,
  exception: 2,
  returning: 3,
  delivered: 4,
  returned: 4,
  cancelled: 4,
};

export function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return SHIPMENT_STATUS_RANK[status] === 4;
}

/** Whether a shipment at `from` may take `to` from a callback: forwards or sideways, never back, never out of a final one. */
export function canShipmentMove(from: ShipmentStatus, to: ShipmentStatus): boolean {
  if (from === to || isFinalShipmentStatus(from)) return false;
  return SHIPMENT_STATUS_RANK[to] >= SHIPMENT_STATUS_RANK[from];
}

/**
 * The carrier's public tracking page for a code: GHN's "tra cứu đơn hàng" (donhang.ghn.vn) and
 * GHTK's short tracking link (i.ghtk.vn), as both carriers print them for recipients.
 */
export function trackingUrl(carrier: ShipmentCarrier, trackingCode: string): string {
  const code = encodeURIComponent(trackingCode);
  return carrier === "ghn" ? `https://donhang.ghn.vn/?order_code=${code}` : `https://i.ghtk.vn/${code}`;
}

/**
 * Cash the carrier collects on delivery: the order's total for cash on delivery still unpaid,
 * nothing when the order is paid (online, or marked paid by the owner) or paid another way.
 */
export function cashToCollect(order: {
  paymentMethod: string;
  paymentStatus: string;
  total: number;
}): number {
  return order.paymentMethod === "cod" && order.paymentStatus === "unpaid" ? order.total : 0;
}

/** What a customer sees of the parcel (account, guest lookup, mails). */
export const shipmentTrackingSchema = z.object({
  carrier: z.enum(SHIPMENT_CARRIERS),
  trackingCode: z.string(),
  trackingUrl: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

/** The back office's view of one shipment. */
export const adminShipmentSchema = shipmentTrackingSchema.extend({
  id: z.uuid(),
  orderId: z.string(),
  /** The order's uuid. */
  orderUuid: z.uuid(),
  service: z.string().nullable(),
  /** The carrier's fee in đồng, as it answered the booking. */
  fee: z.number().int(),
  /** Cash the carrier collects: the order's total for cash on delivery, 0 when paid online. */
  codAmount: z.number().int(),
  /** Cash the carrier reported collected with its delivered callback; null until then. */
  codCollected: z.number().int().nullable(),
  /** The carrier's own status word or number, as last reported. */
  carrierStatus: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** GET /api/admin/orders/:id/shipment: the order's shipment and the carriers one may be booked with. */
export const orderShipmentSchema = z.object({
  shipment: adminShipmentSchema.nullable(),
  carriers: z.array(z.enum(SHIPMENT_CARRIERS)),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** GET /api/admin/shipments/carriers: the carriers this server has credentials for. */
export const shipmentCarriersSchema = z.object({ carriers: z.array(z.enum(SHIPMENT_CARRIERS)) });

/** At most this many orders are booked in one request (the list's page is 24 to 100 rows). */
export const MAX_SHIPMENTS_PER_REQUEST = 50;

/** POST /api/admin/shipments: book these confirmed orders with one carrier. */
export const createShipmentsSchema = z
  .object({
    orderIds: z.array(z.uuid()).min(1).max(MAX_SHIPMENTS_PER_REQUEST),
    carrier: z.enum(SHIPMENT_CARRIERS),
    /** A carrier service (GHN's service_id); the carrier's default when absent. */
    service: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type CreateShipments = z.infer<typeof createShipmentsSchema>;

/** Why one order of a batch was not booked; the web app translates the code. */
export const SHIPMENT_FAILURES = [
  "not_found",
  "not_confirmed",
  "already_shipped",
  "address_not_covered",
  "carrier_refused",
  "carrier_unavailable",
] as const;
export type ShipmentFailure = (typeof SHIPMENT_FAILURES)[number];

export const createShipmentsResultSchema = z.object({
  created: z.array(adminShipmentSchema),
  failed: z.array(
    z.object({
      id: z.uuid(),
      orderId: z.string().nullable(),
      code: z.enum(SHIPMENT_FAILURES),
      /** The carrier's own words when it refused, for the owner to act on. */
      message: z.string(),
    }),
  ),
});
export type CreateShipmentsResult = z.infer<typeof createShipmentsResultSchema>;

/** GET /api/admin/cod-reconciliation?from&to[&carrier]: days in Viet Nam, both included. */
export const codReconciliationQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    carrier: z.enum(SHIPMENT_CARRIERS).optional(),
  })
  .strict()
  .refine((query) => query.from <= query.to, { message: "from must not be after to", path: ["to"] });
export type CodReconciliationQuery = z.infer<typeof codReconciliationQuerySchema>;

export const codReconciliationLineSchema = z.object({
  orderId: z.string(),
  orderUuid: z.uuid(),
  carrier: z.enum(SHIPMENT_CARRIERS),
  trackingCode: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  deliveredAt: z.string().nullable(),
  expected: z.number().int(),
  /** Null: the carrier has not reported any amount. */
  reported: z.number().int().nullable(),
  difference: z.number().int(),
});
export type CodReconciliationLine = z.infer<typeof codReconciliationLineSchema>;

export const codReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  carriers: z.array(
    z.object({
      carrier: z.enum(SHIPMENT_CARRIERS),
      shipments: z.number().int(),
      expected: z.number().int(),
      reported: z.number().int(),
      difference: z.number().int(),
    }),
  ),
  /** The delivered parcels whose reported cash is not the expected. */
  differences: z.array(codReconciliationLineSchema),
});
export type CodReconciliation = z.infer<typeof codReconciliationSchema>;
