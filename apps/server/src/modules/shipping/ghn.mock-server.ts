import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GHN_MAX_INSURANCE_VALUE, GHN_MAX_QUOTE_COD, GHN_REQUIRED_NOTES } from "./ghn";

/**
 * A local stand-in for GHN's API (the contract in ghn.ts's opening comment) that refuses what GHN
 * documents as wrong, so a contract test fails when the adapter sends a wrong header, a weight in
 * kilograms, a size in millimetres, or leaves out a required field: wrong or missing `Token` →
 * code 401 (GHN's pages show no example of this one; the adapter only reads `code` ≠ 200), a
 * shipping-order or switch-status call without the right `ShopId` → 400 `SHOP_NOT_FOUND` (GHN's documented
 * answer), a bad body → 400 `USER_ERR_COMMON`. Answers use GHN's `{code, message, data}`.
 */

export interface GhnMockOrder {
  order_code: string;
  client_order_code: string;
  status: string;
  cod_amount: number;
  total_fee: number;
  body: Record<string, unknown>;
}

export interface GhnMockRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

/** A little of GHN's legacy master data, enough for the generator's test. */
export const GHN_MOCK_MASTER_DATA = {
  provinces: [
    { ProvinceID: 202, ProvinceName: "Hồ Chí Minh" },
    { ProvinceID: 201, ProvinceName: "Hà Nội" },
  ],
  districts: [
    { DistrictID: 1442, ProvinceID: 202, DistrictName: "Quận 1" },
    { DistrictID: 1489, ProvinceID: 201, DistrictName: "Quận Hoàn Kiếm" },
  ],
  wards: [
    { WardCode: "20109", DistrictID: 1442, WardName: "Phường Bến Thành" },
    { WardCode: "1A0206", DistrictID: 1489, WardName: "Phường Hàng Trống" },
  ],
};

export interface GhnMock {
  url: string;
  token: string;
  shopId: number;
  requests: GhnMockRequest[];
  orders: Map<string, GhnMockOrder>;
  /** District ids GHN serves no service to (available-services answers []). */
  unservedDistricts: Set<number>;
  close(): Promise<void>;
}

const API = "/shiip/public-api";
const MAX_WEIGHT_GRAMS = 50_000;
const MAX_SIDE_CM = 200;
const MAX_COD = 50_000_000;

function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** The statuses before GHN has the parcel in hand, which the mock lets the shop cancel. */
const GHN_CANCELLABLE: ReadonlySet<string> = new Set(["ready_to_pick", "picking", "money_collect_picking"]);

/** The mock's fee: a base plus a step per started half kilogram, so a wrong unit changes it. */
export function ghnMockFee(weightGrams: number): number {
  return 22_000 + Math.ceil(weightGrams / 500) * 2_500;
}

export async function startGhnMock(
  /** `port`: a fixed one (the browser stories' server is configured before it starts); random otherwise. */
  options: { token?: string; shopId?: number; port?: number } = {},
): Promise<GhnMock> {
  const token = options.token ?? "ghn-test-token";
  const shopId = options.shopId ?? 885;
  const requests: GhnMockRequest[] = [];
  const orders = new Map<string, GhnMockOrder>();
  const unservedDistricts = new Set<number>();
  const printTokens = new Map<string, string[]>();

  function send(
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    data: unknown,
    codeMessage?: string,
  ) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ code, message, data, ...(codeMessage ? { code_message: codeMessage } : {}) }));
  }
  const ok = (res: ServerResponse, data: unknown) => send(res, 200, 200, "Success", data);
  const bad = (res: ServerResponse, message: string) => send(res, 400, 400, message, null, "USER_ERR_COMMON");

  function checkParcel(body: Record<string, unknown>): string | null {
    if (!isWholeIn(body.weight, 1, MAX_WEIGHT_GRAMS)) return "weight must be whole grams, 1..50000";
    for (const side of ["length", "width", "height"] as const) {
      if (!isWholeIn(body[side], 1, MAX_SIDE_CM)) return `${side} must be whole centimetres, 1..200`;
    }
    return null;
  }

  function checkRoute(body: Record<string, unknown>): string | null {
    for (const field of ["from_district_id", "to_district_id"] as const) {
      if (!isWholeIn(body[field], 1, Number.MAX_SAFE_INTEGER))
        return `${field} is required (a GHN DistrictID)`;
    }
    for (const field of ["from_ward_code", "to_ward_code"] as const) {
      if (typeof body[field] !== "string" || body[field] === "")
        return `${field} is required (a GHN WardCode)`;
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://mock");
    if (req.method === "GET" && url.pathname === "/a5/public-api/printA5") {
      const codes = printTokens.get(url.searchParams.get("token") ?? "");
      if (!codes) return send(res, 404, 404, "token expired or unknown", null);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(`<html><body>${codes.map((code) => `<h1>${code}</h1>`).join("")}</body></html>`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    const raw = Buffer.concat(chunks).toString("utf8");
    if (raw !== "") {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return bad(res, "code=400, message=Syntax error");
      }
    }
    const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : url.pathname;
    requests.push({ path, headers: req.headers, body });

    if (req.method !== "POST") return send(res, 405, 405, "method not allowed", null);
    if (req.headers["content-type"]?.split(";")[0] !== "application/json") {
      return bad(res, "Content-Type must be application/json");
    }
    if (req.headers.token !== token) return send(res, 401, 401, "Token is not valid!", null);
    const needsShop =
      (path.startsWith("/v2/shipping-order/") && path !== "/v2/shipping-order/available-services") ||
      path.startsWith("/v2/switch-status/");
    if (needsShop && req.headers.shopid !== String(shopId)) {
      return send(
        res,
        400,
        400,
        "ShopID is invalid: Lỗi gọi API: corev2_tenant_shop - Shop ID is invalid",
        null,
        "SHOP_NOT_FOUND",
      );
    }

    switch (path) {
      case "/master-data/province":
        return ok(res, GHN_MOCK_MASTER_DATA.provinces);
      case "/master-data/district": {
        if (!isWholeIn(body.province_id, 1, Number.MAX_SAFE_INTEGER))
          return bad(res, "province_id is required");
        return ok(
          res,
          GHN_MOCK_MASTER_DATA.districts.filter((district) => district.ProvinceID === body.province_id),
        );
      }
      case "/master-data/ward": {
        if (!isWholeIn(body.district_id, 1, Number.MAX_SAFE_INTEGER))
          return bad(res, "district_id is required");
        const wards = GHN_MOCK_MASTER_DATA.wards.filter((ward) => ward.DistrictID === body.district_id);
        return ok(res, wards.length > 0 ? wards : null);
      }
      case "/v2/shipping-order/available-services": {
        if (body.shop_id !== shopId) return bad(res, "shop_id is required");
        if (
          !isWholeIn(body.from_district, 1, Number.MAX_SAFE_INTEGER) ||
          !isWholeIn(body.to_district, 1, Number.MAX_SAFE_INTEGER)
        ) {
          return bad(res, "from_district and to_district are required");
        }
        if (unservedDistricts.has(body.to_district)) return ok(res, []);
        return ok(res, [{ service_id: 53320, service_type_id: 2, short_name: "Hàng nhẹ" }]);
      }
      case "/v2/shipping-order/fee": {
        const problem = checkRoute(body) ?? checkParcel(body);
        if (problem) return bad(res, problem);
        if (!isWholeIn(body.service_id, 1, Number.MAX_SAFE_INTEGER))
          return bad(res, "service_id is required");
        if (
          body.insurance_value !== undefined &&
          !isWholeIn(body.insurance_value, 0, GHN_MAX_INSURANCE_VALUE)
        ) {
          return bad(res, "insurance_value must be whole đồng, at most 5000000");
        }
        if (body.cod_value !== undefined && !isWholeIn(body.cod_value, 0, GHN_MAX_QUOTE_COD)) {
          return bad(res, "cod_value must be whole đồng, at most 5000000");
        }
        const total = ghnMockFee(body.weight as number);
        return ok(res, { total, service_fee: total, insurance_fee: 0, cod_fee: 0 });
      }
      case "/v2/shipping-order/leadtime": {
        const problem = checkRoute(body);
        if (problem) return bad(res, problem);
        const now = Math.floor(Date.now() / 1000);
        return ok(res, { leadtime: now + 2 * 86_400, order_date: null });
      }
      case "/v2/shipping-order/create": {
        const problem = checkParcel(body);
        if (problem) return bad(res, problem);
        for (const field of ["to_name", "to_phone", "to_address", "to_ward_code"] as const) {
          if (typeof body[field] !== "string" || body[field] === "") return bad(res, `${field} is required`);
        }
        if (!isWholeIn(body.to_district_id, 1, Number.MAX_SAFE_INTEGER))
          return bad(res, "to_district_id is required");
        if (body.payment_type_id !== 1 && body.payment_type_id !== 2)
          return bad(res, "payment_type_id must be 1 or 2");
        if (!GHN_REQUIRED_NOTES.includes(body.required_note as (typeof GHN_REQUIRED_NOTES)[number])) {
          return bad(res, "required_note must be CHOTHUHANG, CHOXEMHANGKHONGTHU or KHONGCHOXEMHANG");
        }
        if (!isWholeIn(body.cod_amount, 0, MAX_COD))
          return bad(res, "cod_amount must be whole đồng, 0..50000000");
        if (
          body.insurance_value !== undefined &&
          !isWholeIn(body.insurance_value, 0, GHN_MAX_INSURANCE_VALUE)
        ) {
          return bad(res, "insurance_value must be whole đồng, at most 5000000");
        }
        if (body.service_id === undefined && body.service_type_id === undefined) {
          return bad(res, "service_id or service_type_id is required");
        }
        const orderCode = `GHN${randomBytes(4).toString("hex").toUpperCase()}`;
        const order: GhnMockOrder = {
          order_code: orderCode,
          client_order_code: typeof body.client_order_code === "string" ? body.client_order_code : "",
          status: "ready_to_pick",
          cod_amount: body.cod_amount as number,
          total_fee: ghnMockFee(body.weight as number),
          body,
        };
        orders.set(orderCode, order);
        return ok(res, {
          order_code: orderCode,
          sort_code: "1-A-01",
          total_fee: order.total_fee,
          expected_delivery_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        });
      }
      case "/v2/shipping-order/detail": {
        const order = orders.get(String(body.order_code));
        if (!order) return send(res, 400, 400, "Đơn hàng không tồn tại", null, "ORDER_NOT_FOUND");
        return ok(res, {
          order_code: order.order_code,
          client_order_code: order.client_order_code,
          status: order.status,
          cod_amount: order.cod_amount,
        });
      }
      case "/v2/switch-status/cancel": {
        const codes = body.order_codes;
        if (!Array.isArray(codes) || codes.length === 0 || !codes.every((code) => typeof code === "string")) {
          return bad(res, "order_codes is required (GHN order codes)");
        }
        // GHN's answer has one result per code. Which statuses GHN still cancels is not on the
        // page: the mock cancels a parcel not yet picked up, and words its refusals itself.
        return ok(
          res,
          (codes as string[]).map((code) => {
            const order = orders.get(code);
            if (!order) return { order_code: code, result: false, message: "Đơn hàng không tồn tại" };
            if (order.status === "cancel") {
              return { order_code: code, result: false, message: "Đơn hàng đã bị hủy" };
            }
            if (!GHN_CANCELLABLE.has(order.status)) {
              return { order_code: code, result: false, message: "Đơn hàng đã lấy, không thể hủy" };
            }
            order.status = "cancel";
            return { order_code: code, result: true, message: "OK" };
          }),
        );
      }
      case "/v2/a5/gen-token": {
        const codes = body.order_codes;
        if (!Array.isArray(codes) || codes.length === 0 || !codes.every((code) => orders.has(String(code)))) {
          return bad(
            res,
            "Lỗi gọi API: corev2_tenant_order_detail - code=404, message=Đơn hàng không tồn tại",
          );
        }
        const printToken = randomBytes(8).toString("hex");
        printTokens.set(printToken, codes.map(String));
        return ok(res, { token: printToken });
      }
      default:
        return send(res, 404, 404, "not found", null);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    shopId,
    requests,
    orders,
    unservedDistricts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
