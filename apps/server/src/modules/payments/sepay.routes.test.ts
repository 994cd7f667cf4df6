import { createServer } from "node:net";
import type { IncomingTransfer, IncomingTransferList, PlacedOrder } from "@shop/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incomingTransfers, mailOutbox, orders } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import { deliverSepayWebhook, sepayTransaction } from "../../test/sepay-mock";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";

const BANK = { bankBin: "970436", accountNumber: "0011001234567", accountName: "CONG TY LUMI BAGS" };
const API_KEY = "sepay-test-key-0123456789abcdef";
const PRICE = 1_250_000;

const customerInfo = {
  fullName: "Trần Minh Anh",
  phone: "0901234567",
  email: "anh@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

describe.each(TEST_DATABASE_KINDS)("SePay's webhook on %s", (kind) => {
  let t: TestApp;
  let shopUrl: string;
  let webhookUrl: string;
  let bagId: string;

  beforeAll(async () => {
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    webhookUrl = `${shopUrl}/api/payments/sepay/webhook`;
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL: shopUrl,
        ORDER_RATE_LIMIT: "100000",
        BANK_BIN: BANK.bankBin,
        BANK_ACCOUNT_NUMBER: BANK.accountNumber,
        BANK_ACCOUNT_NAME: BANK.accountName,
        SEPAY_API_KEY: API_KEY,
      },
    });
    await t.app.listen({ port, host: "127.0.0.1" });
    bagId = (
      await insertProduct(
        t.db,
        productInput({
          name: "Túi xách Classic",
          price: PRICE,
          variations: [{ color: "#000000", images: [] }],
        }),
        { now: new Date() },
      )
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(paymentMethod = "bank_transfer"): Promise<PlacedOrder> {
    const response = await fetch(`${shopUrl}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        paymentMethod,
        customerInfo,
        items: [{ productId: bagId, color: "#000000", quantity: 1 }],
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as PlacedOrder;
  }

  async function paymentStatusOf(orderId: string): Promise<string | undefined> {
    const [row] = await t.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    return row?.paymentStatus;
  }

  /** Mails queued for the customer about this order's payment (the lifecycle's status mails). */
  async function paidMails(orderId: string): Promise<string[]> {
    const rows = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, customerInfo.email));
    return rows
      .filter((row) => row.text.includes(orderId) && !/confirm|xác nhận/i.test(row.subject))
      .map((row) => row.subject);
  }

  async function storedTransfers(sepayId: number) {
    return t.db
      .select()
      .from(incomingTransfers)
      .where(eq(incomingTransfers.sepayId, String(sepayId)));
  }

  async function adminList(query: string): Promise<IncomingTransferList> {
    const admin = await signIn(t, { role: "admin" });
    const response = await fetch(`${shopUrl}/api/admin/payments/transfers?${query}`, {
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as IncomingTransferList;
  }

  async function settle(id: string, body: object): Promise<Response> {
    const admin = await signIn(t, { role: "admin" });
    return fetch(`${shopUrl}/api/admin/payments/transfers/${id}/settle`, {
      method: "POST",
      headers: { ...admin.headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  it("names the bank of the BIN from the package's list in the order answer", async () => {
    const order = await placeOrder();
    expect(order.bankTransfer).toMatchObject({ bankBin: "970436", bankName: "Vietcombank" });
  });

  it("pays an order whose code and exact total arrive, once, and queues the customer's mail", async () => {
    const order = await placeOrder();
    const transfer = sepayTransaction({
      content: `IBFT ${order.orderId.toLowerCase()} FT24329`,
      transferAmount: order.total,
    });
    const first = await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY });
    expect(first).toEqual({ status: 200, body: { success: true }, delivered: true });
    expect(await paymentStatusOf(order.orderId)).toBe("paid");
    const mails = await paidMails(order.orderId);
    expect(mails).toHaveLength(1);

    // SePay retries or the owner replays the same transaction: received, nothing changes.
    const again = await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY });
    expect(again).toEqual({ status: 200, body: { success: true }, delivered: true });
    expect(await paidMails(order.orderId)).toHaveLength(1);
    const rows = await storedTransfers(transfer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "matched", orderId: order.orderId, amount: order.total });
  });

  it("changes nothing and stores nothing for a forged key", async () => {
    const order = await placeOrder();
    const transfer = sepayTransaction({ content: order.orderId, transferAmount: order.total });
    for (const authorization of [undefined, "Apikey not-the-key", `Bearer ${API_KEY}`, `apikey ${API_KEY}`]) {
      const answer = await deliverSepayWebhook(webhookUrl, transfer, authorization ? { authorization } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: "unauthorized" } });
    }
    expect(await paymentStatusOf(order.orderId)).toBe("unpaid");
    expect(await storedTransfers(transfer.id)).toEqual([]);
    // The same transaction with the right key afterwards is not taken for a replay.
    await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY });
    expect(await paymentStatusOf(order.orderId)).toBe("paid");
  });

  it("refuses a body that is not SePay's, with the shop's error shape", async () => {
    const answer = await deliverSepayWebhook(webhookUrl, { id: "x", hello: 1 }, { apiKey: API_KEY });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "bad_request" } });
  });

  it("keeps a wrong amount for the owner, who settles it by hand once", async () => {
    const order = await placeOrder();
    const short = sepayTransaction({ content: order.orderId, transferAmount: order.total - 50_000 });
    expect((await deliverSepayWebhook(webhookUrl, short, { apiKey: API_KEY })).delivered).toBe(true);
    expect(await paymentStatusOf(order.orderId)).toBe("unpaid");
    expect(await paidMails(order.orderId)).toEqual([]);

    const waiting = await adminList("status=unmatched&limit=100");
    const listed = waiting.items.find((item) => item.sepayId === String(short.id));
    expect(listed).toMatchObject({
      status: "unmatched",
      reason: "wrong_amount",
      orderId: order.orderId,
      amount: order.total - 50_000,
      content: order.orderId,
      gateway: "Vietcombank",
    });

    const settled = await settle(listed?.id ?? "", { orderId: order.orderId.toLowerCase(), note: "phí NH" });
    expect(settled.status).toBe(200);
    expect((await settled.json()) as IncomingTransfer).toMatchObject({
      status: "settled",
      orderId: order.orderId,
      note: "phí NH",
    });
    expect(await paymentStatusOf(order.orderId)).toBe("paid");
    expect(await paidMails(order.orderId)).toHaveLength(1);
    const twice = await settle(listed?.id ?? "", { note: "again" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: "transfer_not_waiting" } });
    expect((await adminList("status=unmatched&limit=100")).items.map((i) => i.id)).not.toContain(listed?.id);
  });

  it("keeps an unknown code, a transfer with no code and one for a COD order for the owner", async () => {
    const cod = await placeOrder("cod");
    const unknown = sepayTransaction({ content: "ORDER1000000000000 thanh toan" });
    const noCode = sepayTransaction({ content: "chuyen tien mua tui" });
    const forCod = sepayTransaction({ content: cod.orderId, transferAmount: cod.total });
    for (const transfer of [unknown, noCode, forCod]) {
      expect((await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY })).delivered).toBe(true);
    }
    const waiting = (await adminList("status=unmatched&limit=100")).items;
    const reasonOf = (id: number) => waiting.find((item) => item.sepayId === String(id))?.reason;
    expect(reasonOf(unknown.id)).toBe("unknown_order");
    expect(reasonOf(noCode.id)).toBe("no_order_code");
    expect(reasonOf(forCod.id)).toBe("not_bank_transfer");
    expect(await paymentStatusOf(cod.orderId)).toBe("unpaid");
    const closed = await settle(waiting.find((i) => i.sepayId === String(noCode.id))?.id ?? "", {
      note: "sent back to the sender",
    });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: "settled", orderId: null });
  });

  it("does not let money out, or money to another account, pay an order", async () => {
    const order = await placeOrder();
    const out = sepayTransaction({
      content: order.orderId,
      transferAmount: order.total,
      transferType: "out",
    });
    const elsewhere = sepayTransaction({
      content: order.orderId,
      transferAmount: order.total,
      accountNumber: "9999999999",
    });
    for (const transfer of [out, elsewhere]) {
      expect((await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY })).delivered).toBe(true);
    }
    expect(await paymentStatusOf(order.orderId)).toBe("unpaid");
    const ignored = (await adminList("status=ignored&limit=100")).items;
    expect(ignored.find((item) => item.sepayId === String(out.id))?.reason).toBe("money_out");
    expect(ignored.find((item) => item.sepayId === String(elsewhere.id))?.reason).toBe("other_account");
  });

  it("marks a second transfer for a paid order as waiting for the owner, not as paying it again", async () => {
    const order = await placeOrder();
    const first = sepayTransaction({ content: order.orderId, transferAmount: order.total });
    const second = sepayTransaction({ content: order.orderId, transferAmount: order.total });
    await deliverSepayWebhook(webhookUrl, first, { apiKey: API_KEY });
    await deliverSepayWebhook(webhookUrl, second, { apiKey: API_KEY });
    expect(await paidMails(order.orderId)).toHaveLength(1);
    expect((await storedTransfers(second.id))[0]).toMatchObject({
      status: "unmatched",
      reason: "already_paid",
    });
  });

  it("pays once when SePay delivers the same transaction twice at the same moment", async () => {
    const order = await placeOrder();
    const transfer = sepayTransaction({ content: order.orderId, transferAmount: order.total });
    const answers = await Promise.all([
      deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY }),
      deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await paidMails(order.orderId)).toHaveLength(1);
    expect(await storedTransfers(transfer.id)).toHaveLength(1);
  });

  it("judges a transaction whose first delivery died before its verdict when SePay retries it", async () => {
    const order = await placeOrder();
    const transfer = sepayTransaction({ content: order.orderId, transferAmount: order.total });
    // What a process killed between storing the claim and judging it leaves behind.
    await t.db.insert(incomingTransfers).values({
      sepayId: String(transfer.id),
      status: "received",
      amount: transfer.transferAmount,
      transferType: "in",
      content: transfer.content,
      gateway: transfer.gateway,
      accountNumber: transfer.accountNumber,
      transactionDate: transfer.transactionDate,
      payload: {},
      receivedAt: new Date(Date.now() - 10 * 60_000),
    });
    expect((await deliverSepayWebhook(webhookUrl, transfer, { apiKey: API_KEY })).delivered).toBe(true);
    expect(await paymentStatusOf(order.orderId)).toBe("paid");
    expect((await storedTransfers(transfer.id))[0]).toMatchObject({ status: "matched" });
  });
});
