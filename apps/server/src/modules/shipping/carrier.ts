import { timingSafeEqual } from "node:crypto";
import { SHOP_UTC_OFFSET_SECONDS, type ShipmentStatus } from "@shop/shared";

/**
 * What the shop asks of a delivery company, whatever its API looks like. One file per provider
 * (ghn.ts, ghtk.ts) implements it from the provider's public documentation; each is tested against
 * a local mock that checks that documentation's headers, units and fields
 * (docs/decisions/047-carriers-ghn-ghtk.md).
 *
 * Addresses are always the 2025 units (province and ward codes of
 * modules/addresses/vn-divisions-2025.json); each adapter turns them into its own address model
 * through carrier-units.ts, and a place it cannot name is "not offered", never sent approximately.
 */

export const CARRIER_NAMES = ["ghn", "ghtk"] as const;
export type CarrierName = (typeof CARRIER_NAMES)[number];

/** A place in the 2025 units. */
export interface Place {
  provinceCode: number;
  wardCode: number;
}

/** Where parcels leave from (the owner's pickup address). */
export interface PickupAddress extends Place {
  name: string;
  phone: string;
  /** Street line: number, street, building. */
  street: string;
}

export interface Recipient extends Place {
  name: string;
  phone: string;
  street: string;
}

/** One parcel: whole grams and whole centimetres; the shop's figures, converted by each adapter. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Declared value in đồng (the insurance basis). */
  valueDong: number;
}

export interface QuoteRequest {
  from: PickupAddress;
  to: Place;
  parcel: Parcel;
  /** Cash the carrier collects on delivery, in đồng (0 when paid online). */
  codAmount: number;
}

export interface CarrierQuote {
  carrier: CarrierName;
  /** The carrier's service as the shop stores it (GHN's service_id, GHTK's transport). */
  service: string;
  /** The carrier's fee in đồng, before the shop's free-shipping rule. */
  fee: number;
  /** YYYY-MM-DD in Viet Nam's time zone, or null when the carrier does not say. */
  expectedDeliveryDate: string | null;
}

export type QuoteResult =
  | { offered: true; quotes: CarrierQuote[] }
  | { offered: false; reason: "address_not_covered" | "route_not_served" };

export interface ShipmentItem {
  name: string;
  quantity: number;
  /** Unit price in đồng. */
  price: number;
  /** Weight of one unit in grams. */
  weightGrams: number;
}

export interface ShipmentRequest {
  /** The shop's order code (ORDER…), sent as the carrier's client/partner order id. */
  orderCode: string;
  from: PickupAddress;
  to: Recipient;
  parcel: Parcel;
  items: ShipmentItem[];
  /** Cash to collect in đồng: the order's total for cash on delivery, 0 when paid. */
  codAmount: number;
  /** A service from an earlier quote; the carrier's default when absent. */
  service?: string;
  note?: string;
}

export interface CreatedShipment {
  carrier: CarrierName;
  trackingCode: string;
  fee: number;
  expectedDeliveryDate: string | null;
}

export type ShipmentLabel =
  /** A print page on the carrier's site; it may expire, so it is fetched when asked. */
  { kind: "url"; url: string } | { kind: "pdf"; pdf: Buffer };

/**
 * The shop's reading of a carrier status (packages/shared/src/shipments.ts). `delivered` and
 * `returned` are the final ones that move an order; the others are shown as tracking only.
 */
export { SHIPMENT_STATUSES, type ShipmentStatus } from "@shop/shared";

export interface ShipmentDetail {
  carrier: CarrierName;
  trackingCode: string;
  /** The shop's order code as the carrier keeps it. */
  orderCode: string | null;
  status: ShipmentStatus;
  /** The carrier's own status word or number, kept for the timeline and support. */
  carrierStatus: string;
  codAmount: number;
}

export interface CarrierEvent {
  carrier: CarrierName;
  trackingCode: string;
  orderCode: string | null;
  status: ShipmentStatus;
  carrierStatus: string;
  /** When the carrier says it happened (ISO 8601), or null. */
  at: string | null;
  /** COD the carrier reports for the parcel, when the event carries it. */
  codAmount: number | null;
  /** The carrier's fee as the event reports it, when it does. */
  fee: number | null;
}

/** A callback as the route received it: the secret from its path or query, the parsed body. */
export interface WebhookInput {
  secret: string | undefined;
  body: unknown;
}

export type WebhookResult =
  | { ok: true; event: CarrierEvent }
  | { ok: false; reason: "bad_secret" | "malformed" | "unknown_status" };

export interface Carrier {
  readonly name: CarrierName;
  /** Fee and expected date per service, or why this carrier is not offered for the place. */
  quote(request: QuoteRequest): Promise<QuoteResult>;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  label(trackingCode: string): Promise<ShipmentLabel>;
  shipmentDetail(trackingCode: string): Promise<ShipmentDetail>;
  /**
   * Asks the carrier to cancel a booked parcel. Resolves once the carrier says it is cancelled;
   * throws CarrierError `refused` (picked up already, or unknown to it) or `unavailable`.
   */
  cancelShipment(trackingCode: string): Promise<void>;
  /** Checks the shop's secret and reads the callback's body; never throws. */
  parseWebhook(input: WebhookInput): WebhookResult;
}

/**
 * The carrier answered with an error, or did not answer. `unavailable` (network, timeout, 5xx)
 * tells the owner to try later; `refused` carries the carrier's own message (a bad token, an
 * address or a weight it does not take).
 */
export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierName,
    readonly kind: "unavailable" | "refused" | "not_offered",
    message: string,
    readonly carrierCode?: string | number,
  ) {
    super(message);
    this.name = "CarrierError";
  }
}

/** Compares the callback's secret with the configured one without leaking its length or prefix. */
export function isSameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A Unix time (seconds) as the calendar day in Viet Nam (UTC+7, no daylight saving). */
export function vietnamDateOfUnixSeconds(seconds: number): string {
  return new Date((seconds + SHOP_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** An ISO 8601 time as the calendar day in Viet Nam, or null when it is not a time. */
export function vietnamDateOfIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : vietnamDateOfUnixSeconds(Math.floor(ms / 1000));
}

/** fetch with a deadline; a network failure or timeout becomes CarrierError `unavailable`. */
export async function carrierFetch(
  carrier: CarrierName,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<Response> {
  const { timeoutMs = 10_000, ...rest } = init;
  try {
    return await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CarrierError(carrier, "unavailable", `${carrier} did not answer: ${(error as Error).message}`);
  }
}
