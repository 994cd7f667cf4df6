import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../../config";
import { type RefundMock, startRefundGatewayMock } from "../../test/refund-gateway-mock";
import { openTestDatabase } from "../../test/test-database";
import { createPaymentRefunds } from "./payment-refunds";
import { insertNotification } from "./payments.repository";
import { type PaymentRefunds, RefundGatewayError, type RefundOrder } from "./refund-gateway";
import { vnpayDate } from "./vnpay";

const VNPAY = { tmnCode: "LUMITEST", hashSecret: "VNPAYTESTSECRETKEY0123456789ABCD" };
const MOMO = {
  partnerCode: "MOMOLUMI",
  accessKey: "F8BBA842ECF85",
  secretKey: "K951B6PE1waDMi640xX08PD3vg6EkVlz",
};
const NOW = new Date("2026-11-26T08:00:00Z");
const PAID_AT = new Date("2026-11-20T03:04:05Z");

describe("refunds through VNPay and MoMo, against mocks of their refund APIs", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let gateways: RefundMock;
  let orderNumber = 1_764_000_000_000;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    gateways = await startRefundGatewayMock({ vnpay: VNPAY, momo: MOMO });
  });
  afterAll(async () => {
    await gateways?.close();
    await database?.close();
  });
  beforeEach(() => {
    gateways.forgeAnswers = false;
    gateways.vnpayTransactionStatus = "00";
    gateways.momoResultCode = 0;
  });

  function refunds(secrets: { vnpay?: string; momo?: string } = {}): PaymentRefunds {
    const config: Pick<PaymentsConfig, "vnpay" | "momo"> = {
      vnpay: {
        ...VNPAY,
        hashSecret: secrets.vnpay ?? VNPAY.hashSecret,
        url: "http://unused.example",
        apiUrl: gateways.vnpayApiUrl,
      },
      momo: { ...MOMO, secretKey: secrets.momo ?? MOMO.secretKey, endpoint: gateways.momoEndpoint },
    };
    return createPaymentRefunds({
      db: database.db,
      config,
      serverIp: "127.0.0.1",
      createdBy: "Lumi",
      clock: () => NOW,
    });
  }

  /** An order the gateway paid, with the notification that paid it stored as the shop stores it. */
  async function paidOrder(paymentMethod: "vnpay" | "momo", total = 1_250_000): Promise<RefundOrder> {
    orderNumber += 1;
    const orderId = `ORDER${orderNumber}`;
    const payload =
      paymentMethod === "vnpay"
        ? { vnp_TxnRef: orderId, vnp_TransactionNo: "14226112", vnp_Amount: String(total * 100) }
        : { orderId, transId: 2_824_581_984, amount: total };
    await insertNotification(database.db, {
      provider: paymentMethod,
      orderId,
      dedupeKey: randomUUID(),
      payload,
      verdict: "paid",
      flagged: false,
      receivedAt: PAID_AT,
    });
    return { orderId, paymentMethod, total, createdAt: PAID_AT };
  }

  function lastRequest(provider: "vnpay" | "momo") {
    return gateways.requests.filter((request) => request.provider === provider).at(-1);
  }

  describe("VNPay", () => {
    it("asks for a full refund (02) signed as VNPay checks it, and believes VNPay's signed answer", async () => {
      const order = await paidOrder("vnpay");
      const outcome = await refunds().refund(order, order.total, "Tra hang", "req-vnpay-1");
      expect(outcome).toMatchObject({ status: "succeeded", gatewayCode: "00" });
      expect(outcome.gatewayReference).toMatch(/^\d+$/);
      expect(lastRequest("vnpay")).toMatchObject({
        signatureValid: true,
        body: {
          vnp_RequestId: "req-vnpay-1",
          vnp_Version: "2.1.0",
          vnp_Command: "refund",
          vnp_TmnCode: VNPAY.tmnCode,
          vnp_TransactionType: "02",
          vnp_TxnRef: order.orderId,
          vnp_Amount: String(order.total * 100),
          vnp_TransactionNo: "14226112",
          vnp_TransactionDate: vnpayDate(PAID_AT),
          vnp_CreateDate: vnpayDate(NOW),
          vnp_CreateBy: "Lumi",
          vnp_IpAddr: "127.0.0.1",
          vnp_OrderInfo: "Tra hang",
        },
      });
    });

    it("asks for a partial refund (03), and reads a refund sent to the bank as pending", async () => {
      gateways.vnpayTransactionStatus = "06";
      const order = await paidOrder("vnpay");
      const outcome = await refunds().refund(order, 250_000, "Tra 1 tui", "req-vnpay-2");
      expect(outcome.status).toBe("pending");
      expect(lastRequest("vnpay")?.body).toMatchObject({ vnp_TransactionType: "03", vnp_Amount: "25000000" });
    });

    it("refuses an answer that does not carry VNPay's checksum", async () => {
      gateways.forgeAnswers = true;
      const order = await paidOrder("vnpay");
      const asking = refunds().refund(order, order.total, "Tra hang", "req-vnpay-3");
      await expect(asking).rejects.toThrow(RefundGatewayError);
      await expect(asking).rejects.toMatchObject({ kind: "unverified_answer" });
      // VNPay itself took the request: the answer alone was forged.
      expect(lastRequest("vnpay")?.signatureValid).toBe(true);
    });

    it("is refused by VNPay when the shop signs with the wrong secret", async () => {
      const order = await paidOrder("vnpay");
      await expect(
        refunds({ vnpay: "WRONGSECRET" }).refund(order, order.total, "x", "req-vnpay-4"),
      ).rejects.toMatchObject({
        kind: "unverified_answer",
      });
      expect(lastRequest("vnpay")?.signatureValid).toBe(false);
    });
  });

  describe("MoMo", () => {
    it("asks for a refund under a new order id, signed as MoMo checks it, once per request id", async () => {
      const order = await paidOrder("momo");
      const first = await refunds().refund(order, 300_000, "Tra hang", "req-momo-1");
      expect(first).toMatchObject({ status: "succeeded", gatewayCode: "0" });
      const request = lastRequest("momo");
      expect(request?.signatureValid).toBe(true);
      expect(request?.body).toMatchObject({
        partnerCode: MOMO.partnerCode,
        requestId: "req-momo-1",
        amount: 300_000,
        transId: "2824581984",
        description: "Tra hang",
        lang: "vi",
      });
      expect(request?.body.orderId).not.toBe(order.orderId);
      // The same request again (a retry after a timeout) is the same refund at MoMo.
      const again = await refunds().refund(order, 300_000, "Tra hang", "req-momo-1");
      expect(again.gatewayReference).toBe(first.gatewayReference);
    });

    it("refuses an answer with a wrong signature", async () => {
      gateways.forgeAnswers = true;
      const order = await paidOrder("momo");
      await expect(refunds().refund(order, order.total, "Tra hang", "req-momo-2")).rejects.toMatchObject({
        kind: "unverified_answer",
      });
    });

    it("is refused by MoMo when the shop signs with the wrong secret, and reports it failed", async () => {
      const order = await paidOrder("momo");
      const outcome = refunds({ momo: "wrong-secret" }).refund(order, order.total, "x", "req-momo-3");
      // MoMo's refusal is signed with MoMo's key, which the misconfigured shop cannot check either.
      await expect(outcome).rejects.toMatchObject({ kind: "unverified_answer" });
      expect(lastRequest("momo")?.signatureValid).toBe(false);
    });

    it("reads MoMo's processing codes as pending and other codes as failed", async () => {
      const order = await paidOrder("momo");
      gateways.momoResultCode = 7002;
      expect((await refunds().refund(order, 10_000, "x", "req-momo-4")).status).toBe("pending");
      gateways.momoResultCode = 1080;
      expect((await refunds().refund(order, 10_000, "x", "req-momo-5")).status).toBe("failed");
    });
  });

  it("does not refund through a gateway what no gateway was paid, nor more than was paid", async () => {
    const vnpay = await paidOrder("vnpay");
    await expect(refunds().refund(vnpay, vnpay.total + 1, "x", "r1")).rejects.toMatchObject({
      kind: "not_refundable",
    });
    const cod: RefundOrder = { ...vnpay, orderId: "ORDER1764999999999", paymentMethod: "cod" };
    await expect(refunds().refund(cod, 1000, "x", "r2")).rejects.toMatchObject({ kind: "not_refundable" });
    const unpaid: RefundOrder = { ...vnpay, orderId: "ORDER1764999999998" };
    await expect(refunds().refund(unpaid, 1000, "x", "r3")).rejects.toMatchObject({
      kind: "no_payment_record",
    });
  });
});
