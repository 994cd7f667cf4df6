import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for VNPay and MoMo (tests and browser stories; nothing reaches the internet).
 * They are written from the gateways' documents, not from the shop's code, so they check the
 * shop's signatures the way the real gateways would:
 * - VNPay 2.1.0: the payment page takes the `vnp_*` query, sorted by name, each name and value
 *   encoded as PHP's urlencode (space as `+`), joined by `&`, HMAC-SHA512 under the hash secret.
 *   Paying sends the signed IPN (GET) to the shop's IPN URL (set in VNPay's merchant portal, here
 *   `vnpay.ipnUrl`), then the browser back to `vnp_ReturnUrl` with the same signed parameters.
 * - MoMo v2 captureWallet: POST /v2/gateway/api/create checks the HMAC-SHA256 of
 *   `accessKey=…&amount=…&extraData=…&ipnUrl=…&orderId=…&orderInfo=…&partnerCode=…&redirectUrl=…&requestId=…&requestType=…`
 *   and answers a payUrl; paying posts the signed IPN (JSON) to the request's ipnUrl, then sends
 *   the browser to its redirectUrl.
 */

export interface VnpayMerchant {
  tmnCode: string;
  hashSecret: string;
  /** The shop's IPN URL, as the merchant registered it with VNPay. */
  ipnUrl: string;
}

export interface MomoMerchant {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

export interface GatewayMockOptions {
  port?: number;
  vnpay: VnpayMerchant;
  momo: MomoMerchant;
}

/** Something the mock saw or did, for tests to assert on. */
export type GatewayEvent =
  | { kind: "vnpay_payment_page"; signatureValid: boolean; params: Record<string, string> }
  | { kind: "vnpay_ipn"; status: number; answer: unknown }
  | { kind: "momo_create"; signatureValid: boolean; body: Record<string, unknown> }
  | { kind: "momo_ipn"; status: number };

export interface GatewayMock {
  url: string;
  /** VNPAY_URL for the shop. */
  vnpayUrl: string;
  /** MOMO_ENDPOINT for the shop. */
  momoEndpoint: string;
  events: GatewayEvent[];
  /** When true, paying does not send the IPN (the shopper comes back before the notification). */
  holdNotifications: boolean;
  /** The notifications held back, sent now. */
  releaseNotifications(): Promise<void>;
  close(): Promise<void>;
}

/** PHP's urlencode, which VNPay's reference code signs with. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** VNPay's documented hash: sorted vnp_ fields (no hash fields, no empty values), urlencoded. */
export function vnpayHash(params: Record<string, string>, hashSecret: string): string {
  const data = Object.keys(params)
    .filter((k) => k.startsWith("vnp_") && k !== "vnp_SecureHash" && k !== "vnp_SecureHashType")
    .filter((k) => params[k] !== "")
    .sort()
    .map((k) => `${phpUrlencode(k)}=${phpUrlencode(params[k] ?? "")}`)
    .join("&");
  return createHmac("sha512", hashSecret).update(data, "utf8").digest("hex");
}

/** A VNPay return/IPN query as VNPay builds it, signed (or signed with another secret: forged). */
export function signedVnpayQuery(fields: Record<string, string>, hashSecret: string): string {
  const signed = { ...fields, vnp_SecureHash: vnpayHash(fields, hashSecret) };
  return Object.entries(signed)
    .map(([k, v]) => `${phpUrlencode(k)}=${phpUrlencode(v)}`)
    .join("&");
}

/** The fields VNPay sends back for a payment request's parameters. */
export function vnpayResultFields(
  request: Record<string, string>,
  outcome: "success" | "fail",
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    vnp_Amount: request.vnp_Amount ?? "0",
    vnp_BankCode: "NCB",
    vnp_BankTranNo: `VNP${Date.now()}`,
    vnp_CardType: "ATM",
    vnp_OrderInfo: request.vnp_OrderInfo ?? "",
    vnp_PayDate: "20261124120000",
    vnp_ResponseCode: outcome === "success" ? "00" : "24",
    vnp_TmnCode: request.vnp_TmnCode ?? "",
    vnp_TransactionNo: String(14_000_000 + Math.floor(Math.random() * 1_000_000)),
    vnp_TransactionStatus: outcome === "success" ? "00" : "02",
    vnp_TxnRef: request.vnp_TxnRef ?? "",
    ...overrides,
  };
}

const MOMO_CREATE_FIELDS = [
  "accessKey",
  "amount",
  "extraData",
  "ipnUrl",
  "orderId",
  "orderInfo",
  "partnerCode",
  "redirectUrl",
  "requestId",
  "requestType",
] as const;
const MOMO_IPN_FIELDS = [
  "accessKey",
  "amount",
  "extraData",
  "message",
  "orderId",
  "orderInfo",
  "orderType",
  "partnerCode",
  "payType",
  "requestId",
  "responseTime",
  "resultCode",
  "transId",
] as const;

function momoHmac(fields: readonly string[], values: Record<string, unknown>, secretKey: string): string {
  const raw = fields.map((field) => `${field}=${String(values[field] ?? "")}`).join("&");
  return createHmac("sha256", secretKey).update(raw, "utf8").digest("hex");
}

/** A MoMo IPN body as MoMo signs it (secretKey of another merchant: forged). */
export function signedMomoIpn(
  merchant: MomoMerchant,
  fields: {
    orderId: string;
    amount: number;
    resultCode: number;
    requestId?: string;
    orderInfo?: string;
    transId?: number;
  },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    partnerCode: merchant.partnerCode,
    orderId: fields.orderId,
    requestId: fields.requestId ?? randomUUID(),
    amount: fields.amount,
    orderInfo: fields.orderInfo ?? `Thanh toan don hang ${fields.orderId}`,
    orderType: "momo_wallet",
    transId: fields.transId ?? 4_000_000_000 + Math.floor(Math.random() * 1_000_000),
    resultCode: fields.resultCode,
    message: fields.resultCode === 0 ? "Successful." : "Transaction denied by user.",
    payType: "qr",
    responseTime: Date.now(),
    extraData: "",
  };
  body.signature = momoHmac(MOMO_IPN_FIELDS, { ...body, accessKey: merchant.accessKey }, merchant.secretKey);
  return body;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      data += chunk;
    });
    request.on("end", () => resolve(data));
    request.on("error", reject);
  });
}

function html(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:Arial,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.75rem 0;padding:.9rem;font-size:1rem;border-radius:.5rem;border:1px solid #333;background:#fff}button.pay{background:#005baa;color:#fff;border-color:#005baa}</style></head>
<body>${body}</body></html>`,
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startPaymentGatewayMock(options: GatewayMockOptions): Promise<GatewayMock> {
  const events: GatewayEvent[] = [];
  const vnpayPayments = new Map<string, Record<string, string>>();
  const momoPayments = new Map<string, Record<string, unknown>>();
  const held: (() => Promise<void>)[] = [];
  let mock: GatewayMock;

  async function sendVnpayIpn(query: string): Promise<void> {
    const response = await fetch(`${options.vnpay.ipnUrl}?${query}`);
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {}
    events.push({ kind: "vnpay_ipn", status: response.status, answer });
  }

  async function sendMomoIpn(ipnUrl: string, body: Record<string, unknown>): Promise<void> {
    const response = await fetch(ipnUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    events.push({ kind: "momo_ipn", status: response.status });
  }

  async function notify(send: () => Promise<void>): Promise<void> {
    if (mock.holdNotifications) held.push(send);
    else await send();
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://mock");
      const query = Object.fromEntries(url.searchParams);

      if (request.method === "GET" && url.pathname === "/paymentv2/vpcpay.html") {
        const given = query.vnp_SecureHash ?? "";
        const signatureValid =
          query.vnp_TmnCode === options.vnpay.tmnCode && given === vnpayHash(query, options.vnpay.hashSecret);
        events.push({ kind: "vnpay_payment_page", signatureValid, params: query });
        if (!signatureValid) {
          return html(response, 400, "VNPAY", "<h1>Sai chữ ký</h1><p>Invalid signature (code 70)</p>");
        }
        const token = randomUUID();
        vnpayPayments.set(token, query);
        const amount = Number(query.vnp_Amount) / 100;
        return html(
          response,
          200,
          "VNPAY – Cổng thanh toán (mock)",
          `<h1>VNPAY (mock)</h1><p>Đơn hàng <strong>${escapeText(query.vnp_TxnRef ?? "")}</strong></p>
<p>Số tiền: <strong data-testid="vnpay-amount">${amount.toLocaleString("vi-VN")} VND</strong></p>
<form method="get" action="/vnpay/pay"><input type="hidden" name="token" value="${token}">
<button class="pay" name="result" value="success">Thanh toán</button>
<button name="result" value="fail">Huỷ thanh toán</button></form>`,
        );
      }

      if (request.method === "GET" && url.pathname === "/vnpay/pay") {
        const payment = vnpayPayments.get(query.token ?? "");
        if (!payment) return html(response, 404, "VNPAY", "<p>Unknown payment</p>");
        const fields = vnpayResultFields(payment, query.result === "success" ? "success" : "fail");
        const signed = signedVnpayQuery(fields, options.vnpay.hashSecret);
        await notify(() => sendVnpayIpn(signed));
        response.writeHead(302, { location: `${payment.vnp_ReturnUrl}?${signed}` });
        return response.end();
      }

      if (request.method === "POST" && url.pathname === "/v2/gateway/api/create") {
        const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
        const expected = momoHmac(
          MOMO_CREATE_FIELDS,
          { ...body, accessKey: options.momo.accessKey },
          options.momo.secretKey,
        );
        const signatureValid =
          body.partnerCode === options.momo.partnerCode &&
          body.requestType === "captureWallet" &&
          body.signature === expected;
        events.push({ kind: "momo_create", signatureValid, body });
        response.writeHead(200, { "content-type": "application/json" });
        if (!signatureValid) {
          return response.end(
            JSON.stringify({
              resultCode: 13,
              message: "Merchant authentication failed.",
              orderId: body.orderId,
            }),
          );
        }
        const token = randomUUID();
        momoPayments.set(token, body);
        return response.end(
          JSON.stringify({
            partnerCode: body.partnerCode,
            requestId: body.requestId,
            orderId: body.orderId,
            amount: body.amount,
            responseTime: Date.now(),
            message: "Thành công.",
            resultCode: 0,
            payUrl: `${mock.url}/momo/pay?token=${token}`,
          }),
        );
      }

      if (request.method === "GET" && url.pathname === "/momo/pay") {
        const payment = momoPayments.get(query.token ?? "");
        if (!payment) return html(response, 404, "MoMo", "<p>Unknown payment</p>");
        return html(
          response,
          200,
          "MoMo (mock)",
          `<h1>MoMo (mock)</h1><p>Đơn hàng <strong>${escapeText(String(payment.orderId))}</strong></p>
<p>Số tiền: <strong data-testid="momo-amount">${Number(payment.amount).toLocaleString("vi-VN")} VND</strong></p>
<form method="get" action="/momo/confirm"><input type="hidden" name="token" value="${escapeText(query.token ?? "")}">
<button class="pay" name="result" value="success">Xác nhận thanh toán</button>
<button name="result" value="fail">Huỷ</button></form>`,
        );
      }

      if (request.method === "GET" && url.pathname === "/momo/confirm") {
        const payment = momoPayments.get(query.token ?? "");
        if (!payment) return html(response, 404, "MoMo", "<p>Unknown payment</p>");
        const ipn = signedMomoIpn(options.momo, {
          orderId: String(payment.orderId),
          amount: Number(payment.amount),
          resultCode: query.result === "success" ? 0 : 1006,
          requestId: String(payment.requestId),
          orderInfo: String(payment.orderInfo),
        });
        await notify(() => sendMomoIpn(String(payment.ipnUrl), ipn));
        const back = new URLSearchParams(
          Object.entries(ipn).map(([key, value]) => [key, String(value)] as [string, string]),
        );
        response.writeHead(302, { location: `${String(payment.redirectUrl)}?${back}` });
        return response.end();
      }

      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  mock = {
    url,
    vnpayUrl: `${url}/paymentv2/vpcpay.html`,
    momoEndpoint: url,
    events,
    holdNotifications: false,
    async releaseNotifications() {
      for (const send of held.splice(0)) await send();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return mock;
}
