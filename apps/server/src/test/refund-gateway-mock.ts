import { createHmac, randomInt } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * VNPay's and MoMo's refund APIs as local stand-ins, written from the gateways' documents
 * (docs/decisions/048-sepay-and-refunds.md), not from the shop's code:
 * - VNPay: POST /merchant_webapi/api/transaction, JSON; the request's `vnp_SecureHash` is
 *   HMAC-SHA512 of RequestId|Version|Command|TmnCode|TransactionType|TxnRef|Amount|TransactionNo|
 *   TransactionDate|CreateBy|CreateDate|IpAddr|OrderInfo; a wrong one is answered 97. The answer
 *   is signed over ResponseId|Command|ResponseCode|Message|TmnCode|TxnRef|Amount|BankCode|PayDate|
 *   TransactionNo|TransactionType|TransactionStatus|OrderInfo.
 * - MoMo: POST /v2/gateway/api/refund, JSON; the request's `signature` is HMAC-SHA256 of
 *   `accessKey=…&amount=…&description=…&orderId=…&partnerCode=…&requestId=…&transId=…`; a wrong one
 *   is refused. A request id seen before gets its first answer again (MoMo's idempotency). The
 *   answer is signed over its fields in alphabetical order with the access key, as MoMo signs its
 *   notifications.
 * `forgeAnswers` signs the answers with another secret: a shop that believes them is wrong.
 */

export interface RefundMockOptions {
  /** 0 (the default) picks a free port; the browser stories give a fixed one. */
  port?: number;
  vnpay: { tmnCode: string; hashSecret: string };
  momo: { partnerCode: string; accessKey: string; secretKey: string };
}

export interface RefundMockRequest {
  provider: "vnpay" | "momo";
  signatureValid: boolean;
  body: Record<string, unknown>;
}

export interface RefundMock {
  /** VNPAY_API_URL for the shop. */
  vnpayApiUrl: string;
  /** MOMO_ENDPOINT for the shop. */
  momoEndpoint: string;
  requests: RefundMockRequest[];
  forgeAnswers: boolean;
  /** The refund's `vnp_TransactionStatus` (00 done, 05 processing, 06 sent to the bank, 09 refused). */
  vnpayTransactionStatus: string;
  /** MoMo's `resultCode` for a well-signed request (0 refunded). */
  momoResultCode: number;
  close(): Promise<void>;
}

const FORGED_SECRET = "not-the-gateways-secret";

function text(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

function vnpayPipeHash(fields: string[], values: Record<string, unknown>, secret: string): string {
  const data = fields.map((field) => text(values[`vnp_${field}`])).join("|");
  return createHmac("sha512", secret).update(data, "utf8").digest("hex");
}

const VNPAY_REQUEST_FIELDS = [
  "RequestId",
  "Version",
  "Command",
  "TmnCode",
  "TransactionType",
  "TxnRef",
  "Amount",
  "TransactionNo",
  "TransactionDate",
  "CreateBy",
  "CreateDate",
  "IpAddr",
  "OrderInfo",
];
const VNPAY_ANSWER_FIELDS = [
  "ResponseId",
  "Command",
  "ResponseCode",
  "Message",
  "TmnCode",
  "TxnRef",
  "Amount",
  "BankCode",
  "PayDate",
  "TransactionNo",
  "TransactionType",
  "TransactionStatus",
  "OrderInfo",
];

function momoHash(raw: string, secret: string): string {
  return createHmac("sha256", secret).update(raw, "utf8").digest("hex");
}

/** The body as JSON; an empty or unreadable one (a probe, a stray GET) as an empty object. */
async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startRefundGatewayMock(options: RefundMockOptions): Promise<RefundMock> {
  const momoAnswers = new Map<string, Record<string, unknown>>();
  const mock = {
    requests: [] as RefundMockRequest[],
    forgeAnswers: false,
    vnpayTransactionStatus: "00",
    momoResultCode: 0,
  };

  function vnpayAnswer(body: Record<string, unknown>): Record<string, unknown> {
    const secret = mock.forgeAnswers ? FORGED_SECRET : options.vnpay.hashSecret;
    const signatureValid =
      vnpayPipeHash(VNPAY_REQUEST_FIELDS, body, options.vnpay.hashSecret) === text(body.vnp_SecureHash);
    mock.requests.push({ provider: "vnpay", signatureValid, body });
    const answer: Record<string, unknown> = signatureValid
      ? {
          vnp_ResponseId: String(randomInt(1e9)),
          vnp_Command: "refund",
          vnp_ResponseCode: "00",
          vnp_Message: "Refund success",
          vnp_TmnCode: options.vnpay.tmnCode,
          vnp_TxnRef: body.vnp_TxnRef,
          vnp_Amount: body.vnp_Amount,
          vnp_BankCode: "NCB",
          vnp_PayDate: body.vnp_CreateDate,
          vnp_TransactionNo: String(14_000_000 + randomInt(1e6)),
          vnp_TransactionType: body.vnp_TransactionType,
          vnp_TransactionStatus: mock.vnpayTransactionStatus,
          vnp_OrderInfo: body.vnp_OrderInfo,
        }
      : {
          vnp_ResponseId: String(randomInt(1e9)),
          vnp_Command: "refund",
          vnp_ResponseCode: "97",
          vnp_Message: "Invalid Checksum",
          vnp_TmnCode: options.vnpay.tmnCode,
          vnp_TxnRef: body.vnp_TxnRef,
        };
    answer.vnp_SecureHash = vnpayPipeHash(VNPAY_ANSWER_FIELDS, answer, secret);
    return answer;
  }

  function momoAnswer(body: Record<string, unknown>): Record<string, unknown> {
    const { accessKey, secretKey, partnerCode } = options.momo;
    const raw = `accessKey=${accessKey}&amount=${text(body.amount)}&description=${text(body.description)}&orderId=${text(body.orderId)}&partnerCode=${text(body.partnerCode)}&requestId=${text(body.requestId)}&transId=${text(body.transId)}`;
    const signatureValid = momoHash(raw, secretKey) === text(body.signature);
    mock.requests.push({ provider: "momo", signatureValid, body });
    const requestId = text(body.requestId);
    const kept = signatureValid ? momoAnswers.get(requestId) : undefined;
    const answer: Record<string, unknown> = kept ?? {
      partnerCode,
      orderId: body.orderId,
      requestId,
      amount: body.amount,
      transId: signatureValid ? 2_800_000_000 + randomInt(1e6) : 0,
      resultCode: signatureValid ? mock.momoResultCode : 11,
      message: signatureValid ? "Thành công." : "Truy cập bị từ chối.",
      responseTime: Date.now(),
    };
    if (signatureValid) momoAnswers.set(requestId, answer);
    const signedRaw = `accessKey=${accessKey}&amount=${text(answer.amount)}&message=${text(answer.message)}&orderId=${text(answer.orderId)}&partnerCode=${text(answer.partnerCode)}&requestId=${text(answer.requestId)}&responseTime=${text(answer.responseTime)}&resultCode=${text(answer.resultCode)}&transId=${text(answer.transId)}`;
    return { ...answer, signature: momoHash(signedRaw, mock.forgeAnswers ? FORGED_SECRET : secretKey) };
  }

  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    let answer: Record<string, unknown> | null = null;
    if (request.method === "POST" && request.url === "/merchant_webapi/api/transaction")
      answer = vnpayAnswer(body);
    if (request.method === "POST" && request.url === "/v2/gateway/api/refund") answer = momoAnswer(body);
    response.writeHead(answer ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(answer ?? { message: "not found" }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(mock, {
    vnpayApiUrl: `${url}/merchant_webapi/api/transaction`,
    momoEndpoint: url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
