import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for GHTK's API (the contract in ghtk.ts's opening comment) that refuses what
 * GHTK documents as wrong, so a contract test fails when the adapter sends a wrong header or
 * unit: no or wrong `Token` / `X-Client-Source` → `{success: false}` (HTTP 401 here), a fee weight
 * that is not whole grams, product weights that are not plausible kilograms (a bag's grams sent
 * as kilograms weighs hundreds of "kg"), a missing name of province/district, a missing or
 * fractional `pick_money`, a cancellation of a parcel picked up already. Answers use GHTK's
 * `{success, message, …}`.
 */

export interface GhtkMockOrder {
  label: string;
  partner_id: string;
  status: number;
  pick_money: number;
  fee: number;
  body: { products: Array<Record<string, unknown>>; order: Record<string, unknown> };
}

export interface GhtkMockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface GhtkMock {
  url: string;
  token: string;
  clientSource: string;
  requests: GhtkMockRequest[];
  orders: Map<string, GhtkMockOrder>;
  /** Province names GHTK does not deliver to (the fee answers `delivery: false`). */
  undeliveredProvinces: Set<string>;
  /**
   * Moves a parcel to a GHTK status id and, with `callbackUrl`, posts GHTK's webhook for it as
   * GHTK documents it (form-encoded, the shop's `?hash=` already in the URL); resolves with the
   * shop's HTTP status, or null without a callback URL.
   */
  moveParcel(label: string, statusId: number): Promise<number | null>;
  close(): Promise<void>;
}

/** One product of a shop's parcel above this many kilograms is a unit mistake, not a handbag. */
const MAX_PRODUCT_KG = 20;

/** GHTK cancels only these (its cancellation page): not received 1, received 2, picking 12. */
const GHTK_CANCELLABLE: ReadonlySet<number> = new Set([1, 2, 12]);

/** The mock's fee, a step per started half kilogram so a wrong unit changes it. */
export function ghtkMockFee(weightGrams: number): number {
  return 18_000 + Math.ceil(weightGrams / 500) * 2_000;
}

/** The bytes of the mock's label: a PDF header is enough for the adapter to tell. */
export const GHTK_MOCK_PDF = Buffer.from("%PDF-1.4\n% mock GHTK label\n%%EOF\n", "latin1");

export async function startGhtkMock(
  options: {
    token?: string;
    clientSource?: string;
    /** A fixed port (the browser stories' shop is configured with it); a free one by default. */
    port?: number;
    /** The shop's callback URL with its `?hash=`, as registered with GHTK. */
    callbackUrl?: string;
  } = {},
): Promise<GhtkMock> {
  const token = options.token ?? "ghtk-test-token";
  const clientSource = options.clientSource ?? "S308157";
  const requests: GhtkMockRequest[] = [];
  const orders = new Map<string, GhtkMockOrder>();
  const undeliveredProvinces = new Set<string>();
  let next = 17_373_471;

  function send(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }
  const refuse = (res: ServerResponse, message: string) => send(res, 400, { success: false, message });

  async function moveParcel(label: string, statusId: number): Promise<number | null> {
    const order = orders.get(label);
    if (!order) throw new Error(`the GHTK mock has no parcel ${label}`);
    order.status = statusId;
    if (!options.callbackUrl) return null;
    // GHTK's form body as its webhook page documents it (the form example and the field table):
    // the unencoded "+" in action_time, and no pick_money (only the page's JSON rendering shows
    // one; the shop reads the cash from the order detail, GET /services/shipment/v2/{label}).
    const time = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 19);
    const body = [
      `label_id=${encodeURIComponent(order.label)}`,
      `partner_id=${encodeURIComponent(order.partner_id)}`,
      `action_time=${time}+07:00`,
      `status_id=${statusId}`,
      "reason_code=",
      "reason=",
      "weight=0.5",
      `fee=${order.fee}`,
      "return_part_package=0",
    ].join("&");
    const response = await fetch(options.callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    return response.status;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://mock");
    // Not GHTK's: how a browser story makes "GHTK" deliver a parcel and call the shop back.
    const control = url.pathname.match(/^\/__mock\/parcels\/([^/]+)\/status\/(-?\d+)$/);
    if (req.method === "POST" && control) {
      const label = decodeURIComponent(control[1] ?? "");
      if (!orders.has(label)) return send(res, 404, { success: false, message: "no such parcel" });
      const shopAnswered = await moveParcel(label, Number(control[2]));
      return send(res, 200, { success: true, shopAnswered });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    if (raw !== "") {
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(res, "Dữ liệu không hợp lệ");
      }
    }
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });

    if (req.headers.token !== token || req.headers["x-client-source"] !== clientSource) {
      return send(res, 401, { success: false, message: "Token không hợp lệ hoặc thiếu X-Client-Source" });
    }

    if (req.method === "GET" && url.pathname === "/services/shipment/fee") {
      const q = url.searchParams;
      for (const name of ["pick_province", "pick_district", "province", "district"]) {
        if (!q.get(name)) return refuse(res, `Thiếu ${name}`);
      }
      const weight = q.get("weight") ?? "";
      if (!/^\d+$/.test(weight) || Number(weight) === 0)
        return refuse(res, "weight phải là số nguyên (gram)");
      const deliverOption = q.get("deliver_option");
      if (deliverOption !== "none" && deliverOption !== "xteam")
        return refuse(res, "deliver_option phải là xteam hoặc none");
      const delivery = !undeliveredProvinces.has(q.get("province") ?? "");
      return send(res, 200, {
        success: true,
        message: "",
        fee: { name: "area1", fee: ghtkMockFee(Number(weight)), insurance_fee: 0, delivery },
      });
    }

    if (req.method === "POST" && url.pathname === "/services/shipment/order") {
      if (req.headers["content-type"]?.split(";")[0] !== "application/json")
        return refuse(res, "Content-Type phải là application/json");
      const parsed = body as { products?: unknown; order?: Record<string, unknown> } | null;
      const products = parsed?.products;
      const order = parsed?.order;
      if (!Array.isArray(products) || products.length === 0 || !order)
        return refuse(res, "Thiếu products hoặc order");
      for (const product of products as Array<Record<string, unknown>>) {
        if (typeof product.name !== "string" || product.name === "") return refuse(res, "Thiếu tên sản phẩm");
        const kg = product.weight;
        if (typeof kg !== "number" || !(kg > 0) || kg > MAX_PRODUCT_KG) {
          return refuse(res, "Khối lượng sản phẩm (kg) không hợp lệ");
        }
        if (
          typeof product.quantity !== "number" ||
          !Number.isInteger(product.quantity) ||
          product.quantity < 1
        ) {
          return refuse(res, "Số lượng sản phẩm không hợp lệ");
        }
      }
      for (const name of [
        "id",
        "pick_name",
        "pick_address",
        "pick_province",
        "pick_district",
        "pick_tel",
        "name",
        "address",
        "province",
        "district",
        "tel",
        "hamlet",
      ]) {
        if (typeof order[name] !== "string" || order[name] === "") return refuse(res, `Thiếu order.${name}`);
      }
      const pickMoney = order.pick_money;
      if (typeof pickMoney !== "number" || !Number.isInteger(pickMoney) || pickMoney < 0) {
        return refuse(res, "pick_money phải là số nguyên (VNĐ)");
      }
      if ([...orders.values()].some((existing) => existing.partner_id === order.id)) {
        return refuse(res, "Mã đơn hàng đã tồn tại");
      }
      const grams = (products as Array<{ weight: number; quantity: number }>).reduce(
        (sum, product) => sum + Math.round(product.weight * 1000) * product.quantity,
        0,
      );
      const label = `S1.A1.${next++}`;
      const created: GhtkMockOrder = {
        label,
        partner_id: String(order.id),
        status: 2,
        pick_money: pickMoney,
        fee: ghtkMockFee(grams),
        body: { products: products as Array<Record<string, unknown>>, order },
      };
      orders.set(label, created);
      return send(res, 200, {
        success: true,
        message: "Các đơn hàng đã được add vào hệ thống GHTK thành công.",
        order: {
          partner_id: created.partner_id,
          label,
          area: "1",
          fee: String(created.fee),
          insurance_fee: "0",
          estimated_pick_time: "Sáng 2026-11-27",
          estimated_deliver_time: "Chiều 2026-11-29",
          products: [],
          status_id: 2,
        },
      });
    }

    // The documented method is POST (the page's heading; its code sample shows GET): only POST here.
    const cancelMatch = url.pathname.match(/^\/services\/shipment\/cancel\/(.+)$/);
    if (req.method === "POST" && cancelMatch) {
      const code = decodeURIComponent(cancelMatch[1] ?? "");
      const partnerId = code.startsWith("partner_id:") ? code.slice("partner_id:".length) : null;
      const order =
        partnerId === null
          ? orders.get(code)
          : [...orders.values()].find((candidate) => candidate.partner_id === partnerId);
      if (!order) return refuse(res, "Không tìm thấy đơn hàng");
      if (order.status === -1) return refuse(res, "Đơn hàng đã đã ở trạng thái hủy");
      if (!GHTK_CANCELLABLE.has(order.status)) return refuse(res, "Đơn đã lấy hàng, không thể hủy đơn.");
      order.status = -1;
      return send(res, 200, { success: true, message: "", log_id: `mock-${order.label}` });
    }

    const labelMatch = url.pathname.match(/^\/services\/label\/(.+)$/);
    if (req.method === "GET" && labelMatch) {
      if (!orders.has(decodeURIComponent(labelMatch[1] ?? ""))) {
        return refuse(res, "Mã vận đơn không hợp lệ, không tìm thấy vận đơn");
      }
      res.writeHead(200, {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename=""',
      });
      return res.end(GHTK_MOCK_PDF);
    }

    const statusMatch = url.pathname.match(/^\/services\/shipment\/v2\/(.+)$/);
    if (req.method === "GET" && statusMatch) {
      const code = decodeURIComponent(statusMatch[1] ?? "");
      const order =
        orders.get(code) ?? [...orders.values()].find((candidate) => candidate.partner_id === code);
      if (!order) return refuse(res, "Không tìm thấy đơn hàng");
      return send(res, 200, {
        success: true,
        message: "",
        order: {
          label_id: order.label,
          partner_id: order.partner_id,
          status: String(order.status),
          status_text: "",
          pick_money: order.pick_money,
          ship_money: order.fee,
        },
      });
    }

    return send(res, 404, { success: false, message: "Không tìm thấy" });
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
    clientSource,
    requests,
    orders,
    undeliveredProvinces,
    moveParcel,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
