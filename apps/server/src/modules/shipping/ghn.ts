/**
 * GHN (Giao Hàng Nhanh), public API "shiip/public-api", as api.ghn.vn/home/docs documents it
 * (page ids cited in docs/decisions/047-carriers-ghn-ghtk.md):
 *
 * - Hosts: https://dev-online-gateway.ghn.vn (sandbox, the default) and
 *   https://online-gateway.ghn.vn (live); every path below is under `/shiip/public-api`.
 * - Headers: `Token` on every call; `ShopId` too on fee, leadtime, create, detail and cancel
 *   (available-services takes `shop_id` in its body instead); JSON bodies.
 * - Answer envelope: `{code, message, data}` with `code` 200 on success; errors carry another
 *   code (400, 401…), a message and sometimes `code_message` (e.g. `SHOP_NOT_FOUND`,
 *   `USER_ERR_COMMON`), `data` null.
 * - POST /v2/shipping-order/available-services `{shop_id, from_district, to_district}` →
 *   `[{service_id, service_type_id, short_name}]`.
 * - POST /v2/shipping-order/fee `{service_id, from_district_id, from_ward_code, to_district_id,
 *   to_ward_code, weight (g), length, width, height (cm), insurance_value, cod_value}` →
 *   `{total, service_fee, …}` in đồng.
 * - POST /v2/shipping-order/leadtime `{from_district_id, from_ward_code, to_district_id,
 *   to_ward_code, service_id}` → `{leadtime}` (Unix seconds).
 * - POST /v2/shipping-order/create `{payment_type_id (1 shop pays, 2 buyer pays), required_note
 *   (CHOTHUHANG | CHOXEMHANGKHONGTHU | KHONGCHOXEMHANG), client_order_code, to_name, to_phone,
 *   to_address, to_ward_code, to_district_id, cod_amount, content, weight (g ≤ 50,000), length,
 *   width, height (cm ≤ 200), insurance_value, service_id, service_type_id, items[]}` →
 *   `{order_code, total_fee, expected_delivery_time}`.
 * - POST /v2/shipping-order/detail `{order_code}` → `{order_code, client_order_code, status,
 *   cod_amount, …}`.
 * - POST /v2/switch-status/cancel `{order_codes: [...]}` (Token and ShopId headers) →
 *   `[{order_code, result (boolean), message}]`, one per code; `result: false` is a refusal.
 * - POST /v2/a5/gen-token `{order_codes: [...]}` → `{token}`; the label is then
 *   `{host}/a5/public-api/printA5?token=…`, valid 30 minutes (so it is fetched when asked).
 * - Webhook: GHN POSTs JSON (`OrderCode`, `ClientOrderCode`, `Status`, `Time`, `CODAmount`,
 *   `TotalFee`, `Type`…) to the URL the shop gave it, with no signature, and retries until it
 *   gets HTTP 200 (10 times, 5 s apart). The shop puts a secret in that URL's path and checks it.
 */
import {
  type Carrier,
  CarrierError,
  type CarrierEvent,
  type CarrierQuote,
  carrierFetch,
  isSameSecret,
  type ShipmentStatus,
  vietnamDateOfIso,
  vietnamDateOfUnixSeconds,
  type WebhookResult,
} from "./carrier";
import type { CarrierUnits, LegacyUnit } from "./carrier-units";

export interface GhnConfig {
  token: string;
  shopId: number;
  /** Origin without the `/shiip/public-api` path, e.g. https://dev-online-gateway.ghn.vn. */
  apiUrl: string;
}

export const GHN_REQUIRED_NOTES = ["CHOTHUHANG", "CHOXEMHANGKHONGTHU", "KHONGCHOXEMHANG"] as const;
export type GhnRequiredNote = (typeof GHN_REQUIRED_NOTES)[number];

/**
 * GHN's documented ceilings: `insurance_value` at most 5,000,000 đồng (fee and create pages), and
 * the fee page's `cod_value` likewise; a dearer parcel is insured, and quoted, at the ceiling.
 */
export const GHN_MAX_INSURANCE_VALUE = 5_000_000;
export const GHN_MAX_QUOTE_COD = 5_000_000;

/** GHN's status words (its "order status" list) read as the shop's statuses. */
const GHN_STATUSES: Record<string, ShipmentStatus> = {
  ready_to_pick: "awaiting_pickup",
  picking: "awaiting_pickup",
  money_collect_picking: "awaiting_pickup",
  picked: "in_transit",
  storing: "in_transit",
  transporting: "in_transit",
  sorting: "in_transit",
  delivering: "delivering",
  money_collect_delivering: "delivering",
  delivered: "delivered",
  delivery_fail: "delivery_failed",
  waiting_to_return: "returning",
  return: "returning",
  return_transporting: "returning",
  return_sorting: "returning",
  returning: "returning",
  return_fail: "returning",
  returned: "returned",
  cancel: "cancelled",
  exception: "exception",
  damage: "exception",
  lost: "exception",
};

export function ghnStatusOf(word: string): ShipmentStatus | null {
  return GHN_STATUSES[word.toLowerCase()] ?? null;
}

interface GhnEnvelope<T> {
  code: number;
  message: string;
  data: T | null;
  code_message?: string;
}

export function createGhnCarrier(
  config: GhnConfig,
  units: CarrierUnits,
  options: { webhookSecret: string | null; requiredNote?: GhnRequiredNote },
): Carrier {
  const api = `${config.apiUrl}/shiip/public-api`;

  async function call<T>(path: string, body: unknown, withShop = true): Promise<T> {
    const headers: Record<string, string> = { "Content-Type": "application/json", Token: config.token };
    if (withShop) headers.ShopId = String(config.shopId);
    const response = await carrierFetch("ghn", `${api}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    let envelope: GhnEnvelope<T>;
    try {
      envelope = (await response.json()) as GhnEnvelope<T>;
    } catch {
      throw new CarrierError("ghn", "unavailable", `GHN answered ${response.status} without JSON`);
    }
    if (response.status >= 500) {
      throw new CarrierError("ghn", "unavailable", `GHN answered ${response.status}: ${envelope.message}`);
    }
    if (envelope.code !== 200 || envelope.data === null || envelope.data === undefined) {
      throw new CarrierError(
        "ghn",
        "refused",
        `GHN: ${envelope.message}`,
        envelope.code_message ?? envelope.code,
      );
    }
    return envelope.data;
  }

  function legacyOrRefuse(place: { provinceCode: number; wardCode: number }, what: string): LegacyUnit {
    const unit = units.legacyUnitOf(place);
    if (!unit) throw new CarrierError("ghn", "not_offered", `GHN has no address for the ${what}'s ward`);
    return unit;
  }

  return {
    name: "ghn",

    async quote(request) {
      const from = units.legacyUnitOf(request.from);
      const to = units.legacyUnitOf(request.to);
      if (!from || !to) return { offered: false, reason: "address_not_covered" };
      const services = await call<Array<{ service_id: number; service_type_id: number; short_name: string }>>(
        "/v2/shipping-order/available-services",
        { shop_id: config.shopId, from_district: from.ghnDistrictId, to_district: to.ghnDistrictId },
        false,
      );
      if (services.length === 0) return { offered: false, reason: "route_not_served" };
      const route = {
        from_district_id: from.ghnDistrictId,
        from_ward_code: from.ghnWardCode,
        to_district_id: to.ghnDistrictId,
        to_ward_code: to.ghnWardCode,
      };
      const quotes = await Promise.all(
        services.map(async (service): Promise<CarrierQuote> => {
          const [fee, leadtime] = await Promise.all([
            call<{ total: number }>("/v2/shipping-order/fee", {
              ...route,
              service_id: service.service_id,
              weight: request.parcel.weightGrams,
              length: request.parcel.lengthCm,
              width: request.parcel.widthCm,
              height: request.parcel.heightCm,
              insurance_value: Math.min(request.parcel.valueDong, GHN_MAX_INSURANCE_VALUE),
              cod_value: Math.min(request.codAmount, GHN_MAX_QUOTE_COD),
            }),
            call<{ leadtime: number }>("/v2/shipping-order/leadtime", {
              ...route,
              service_id: service.service_id,
            }),
          ]);
          return {
            carrier: "ghn",
            service: String(service.service_id),
            fee: fee.total,
            expectedDeliveryDate: leadtime.leadtime ? vietnamDateOfUnixSeconds(leadtime.leadtime) : null,
          };
        }),
      );
      return { offered: true, quotes };
    },

    async createShipment(request) {
      const from = legacyOrRefuse(request.from, "pickup address");
      const to = legacyOrRefuse(request.to, "recipient");
      const data = await call<{ order_code: string; total_fee: number; expected_delivery_time?: string }>(
        "/v2/shipping-order/create",
        {
          // The shop pays GHN and charges the shopper its own quoted figure at checkout.
          payment_type_id: 1,
          required_note: options.requiredNote ?? "CHOXEMHANGKHONGTHU",
          note: request.note ?? "",
          client_order_code: request.orderCode,
          from_name: request.from.name,
          from_phone: request.from.phone,
          from_address: request.from.street,
          from_ward_name: from.wardName,
          from_district_name: from.districtName,
          from_province_name: from.provinceName,
          to_name: request.to.name,
          to_phone: request.to.phone,
          to_address: request.to.street,
          to_ward_code: to.ghnWardCode,
          to_district_id: to.ghnDistrictId,
          cod_amount: request.codAmount,
          content: request.items.map((item) => `${item.name} x${item.quantity}`).join(", "),
          weight: request.parcel.weightGrams,
          length: request.parcel.lengthCm,
          width: request.parcel.widthCm,
          height: request.parcel.heightCm,
          insurance_value: Math.min(request.parcel.valueDong, GHN_MAX_INSURANCE_VALUE),
          ...(request.service ? { service_id: Number(request.service) } : { service_type_id: 2 }),
          items: request.items.map((item) => ({
            name: item.name,
            quantity: item.quantity,
            price: item.price,
            weight: item.weightGrams,
          })),
        },
      );
      return {
        carrier: "ghn",
        trackingCode: data.order_code,
        fee: data.total_fee,
        expectedDeliveryDate: vietnamDateOfIso(data.expected_delivery_time),
      };
    },

    async label(trackingCode) {
      const data = await call<{ token: string }>("/v2/a5/gen-token", { order_codes: [trackingCode] }, false);
      return {
        kind: "url",
        url: `${config.apiUrl}/a5/public-api/printA5?token=${encodeURIComponent(data.token)}`,
      };
    },

    async shipmentDetail(trackingCode) {
      const data = await call<{
        order_code: string;
        client_order_code?: string;
        status: string;
        cod_amount?: number;
      }>("/v2/shipping-order/detail", { order_code: trackingCode });
      const status = ghnStatusOf(data.status);
      if (!status)
        throw new CarrierError("ghn", "refused", `GHN status "${data.status}" is not one the shop knows`);
      return {
        carrier: "ghn",
        trackingCode: data.order_code,
        orderCode: data.client_order_code || null,
        status,
        carrierStatus: data.status,
        codAmount: data.cod_amount ?? 0,
      };
    },

    async cancelShipment(trackingCode) {
      const results = await call<Array<{ order_code: string; result: boolean; message?: string }>>(
        "/v2/switch-status/cancel",
        { order_codes: [trackingCode] },
      );
      const mine = results.find((result) => result.order_code === trackingCode);
      if (mine?.result !== true) {
        throw new CarrierError("ghn", "refused", `GHN: ${mine?.message ?? "not cancelled"}`);
      }
    },

    parseWebhook(input): WebhookResult {
      if (options.webhookSecret === null || !isSameSecret(input.secret, options.webhookSecret)) {
        return { ok: false, reason: "bad_secret" };
      }
      const body = input.body;
      if (typeof body !== "object" || body === null) return { ok: false, reason: "malformed" };
      const fields = body as Record<string, unknown>;
      const orderCode = fields.OrderCode;
      const word = fields.Status;
      if (typeof orderCode !== "string" || orderCode === "" || typeof word !== "string") {
        return { ok: false, reason: "malformed" };
      }
      const status = ghnStatusOf(word);
      if (!status) return { ok: false, reason: "unknown_status" };
      const event: CarrierEvent = {
        carrier: "ghn",
        trackingCode: orderCode,
        orderCode:
          typeof fields.ClientOrderCode === "string" && fields.ClientOrderCode
            ? fields.ClientOrderCode
            : null,
        status,
        carrierStatus: word,
        at: typeof fields.Time === "string" ? fields.Time : null,
        codAmount: typeof fields.CODAmount === "number" ? fields.CODAmount : null,
        fee: typeof fields.TotalFee === "number" ? fields.TotalFee : null,
      };
      return { ok: true, event };
    },
  };
}
