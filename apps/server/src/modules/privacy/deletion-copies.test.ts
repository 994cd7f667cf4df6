import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PRIVACY_NOTICE_VERSION, sessionSchema } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, incomingTransfers, mailOutbox, users } from "../../db/schema";
import { testClientAddress, uniqueEmail } from "../../test/auth-helpers";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { AuditLog } from "../audit/audit-log";
import { insertProduct } from "../products/products.repository";

/**
 * A deletion reaches the copies the shop keeps besides the orders (docs/decisions/051-personal-data.md):
 * the mail outbox's rows, the .eml files of the file outbox (this app has no SMTP, so every mail
 * is a file under DATA_DIR/outbox) and the notes of the bank transfers that paid the orders.
 */

const RED = "#d32f2f";
const PASSWORD = "mat-khau-du-dai";
const BUYER = "Phạm Thị Xoá Hết";

describe.each(TEST_DATABASE_KINDS)("a deletion reaches the mail and payment copies on %s", (kind) => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" } });
    productId = (
      await insertProduct(
        t.db,
        productInput({ name: "Túi xoá dữ liệu", variations: [{ color: RED, images: [], stock: 50 }] }),
        { now: new Date() },
      )
    ).id;
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: testClientAddress(),
    });
  const outboxDir = () => join(t.dataDir, "outbox");

  /** The readable text of every .eml file in the outbox. */
  async function mailFiles(): Promise<string[]> {
    const names = (await readdir(outboxDir()).catch(() => [])).filter((name) => name.endsWith(".eml"));
    return Promise.all(
      names.map(async (name) => readableMail(await readFile(join(outboxDir(), name), "utf8"))),
    );
  }

  /** Waits for a mail file to `email` that holds `text`, and answers it. */
  async function mailTo(email: string, text: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const found = (await mailFiles()).find((mail) => mail.includes(`To: ${email}`) && mail.includes(text));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${email} with ${text}`);
  }

  async function placeOrder(email: string, fullName = BUYER): Promise<string> {
    const response = await post("/api/orders", {
      paymentMethod: "cod",
      customerInfo: { ...CHECKOUT_CUSTOMER, fullName, email },
      items: [{ productId, color: RED, quantity: 1 }],
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json<{ orderId: string }>().orderId;
    await mailTo(email, orderId);
    return orderId;
  }

  /** A bank transfer that paid the order, its note holding the payer's name as banks write it. */
  async function transferFor(orderId: string): Promise<string> {
    const note = `PHAM THI XOA HET chuyen tien ${orderId}`;
    const sepayId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const [row] = await t.db
      .insert(incomingTransfers)
      .values({
        sepayId,
        status: "matched",
        orderId,
        amount: 500_000,
        transferType: "in",
        content: note,
        gateway: "MBBank",
        accountNumber: "0123499999",
        referenceCode: `FT${sepayId}`,
        transactionDate: "2026-11-28 09:00:00",
        payload: { id: Number(sepayId), content: note, description: note, transferAmount: 500_000 },
      })
      .returning({ id: incomingTransfers.id });
    if (!row) throw new Error("no transfer");
    return row.id;
  }

  /**
   * The audit log's copies of the address: a guest's return request names the buyer as its actor,
   * and an administrator's change of an account keeps the account's e-mail before and after.
   */
  async function auditEntriesNaming(email: string, orderId: string): Promise<string[]> {
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    await AuditLog.record(t.db, {
      actor: { id: null, email },
      action: "return.request",
      entity: "return",
      entityId: ids[0] ?? "",
      after: { orderId, reason: "damaged" },
    });
    await AuditLog.record(t.db, {
      actor: { id: null, email: "owner@example.vn" },
      action: "user.role",
      entity: "user",
      entityId: ids[1] ?? "",
      before: { email, role: "member" },
      after: { email, role: "staff_orders" },
    });
    return ids;
  }

  async function expectNoCopiesOf(email: string, transferId: string, auditIds: string[]) {
    const audit = await t.db.select().from(auditLog).where(inArray(auditLog.entityId, auditIds));
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(
        `${entry.actorEmail} ${JSON.stringify(entry.before)} ${JSON.stringify(entry.after)}`,
      ).not.toContain(email);
    }
    // What was done stays: the action, and the order it concerned.
    expect(audit.find((entry) => entry.action === "return.request")?.after).toMatchObject({
      reason: "damaged",
    });
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, email));
    expect(rows).toEqual([]);
    const mentions = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.textBody} like ${`%${BUYER}%`} or ${mailOutbox.htmlBody} like ${`%${email}%`}`);
    expect(mentions).toEqual([]);
    const files = await mailFiles();
    expect(files.filter((mail) => mail.includes(email) || mail.includes(BUYER))).toEqual([]);
    const [transfer] = await t.db
      .select()
      .from(incomingTransfers)
      .where(eq(incomingTransfers.id, transferId));
    expect(transfer?.content).toBe("");
    expect(JSON.stringify(transfer?.payload)).not.toContain("XOA HET");
    // The record of the money stays.
    expect(transfer).toMatchObject({ amount: 500_000, status: "matched" });
    expect(transfer?.payload).toMatchObject({ transferAmount: 500_000 });
  }

  it("a guest's confirmed deletion empties the outbox's copies, removes the .eml files and the transfers' notes", async () => {
    const email = uniqueEmail("khach-xoa-ban-sao");
    const bystander = uniqueEmail("nguoi-khac");
    const bystandersOrder = await placeOrder(bystander, "Lê Văn Ở Lại");
    const orderId = await placeOrder(email);
    const transferId = await transferFor(orderId);
    const auditIds = await auditEntriesNaming(email, orderId);
    expect((await post("/api/data-requests", { email, kind: "delete" })).statusCode).toBe(202);
    const link = /\/privacy\?request=([A-Za-z0-9_%.-]+)/.exec(await mailTo(email, "/privacy?request="));
    const confirmed = await post("/api/data-requests/confirm", {
      token: decodeURIComponent(link?.[1] ?? ""),
    });
    expect(confirmed.json()).toEqual({ kind: "delete", orders: 1 });
    await expectNoCopiesOf(email, transferId, auditIds);
    // Another buyer's mail is left whole, row and file.
    expect(await mailTo(bystander, bystandersOrder)).toContain("Lê Văn Ở Lại");
    const [theirs] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${bystandersOrder}`));
    expect(theirs?.recipient).toBe(bystander);
  });

  it("deleting an account empties the copies of mail to its proved address and its orders' transfer notes", async () => {
    const email = uniqueEmail("tai-khoan-xoa-ban-sao");
    const registered = await post("/api/register", {
      email,
      password: PASSWORD,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const session = sessionSchema.parse(registered.json());
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, session.user.id));
    const orderId = await placeOrder(email);
    const transferId = await transferFor(orderId);
    const auditIds = await auditEntriesNaming(email, orderId);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/me",
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectNoCopiesOf(email, transferId, auditIds);
  });
});
