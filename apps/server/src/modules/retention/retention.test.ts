import { randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import {
  incomingTransfers,
  mailOutbox,
  orderItems,
  orders,
  passwordResetTokens,
  paymentNotifications,
  refreshTokens,
  users,
} from "../../db/schema";
import { insertOrder } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { createRetentionJob, retentionCutoff } from "./retention";

describe("retentionCutoff", () => {
  it("counts the years from the end of the calendar year the record belongs to, in Vietnam's time", () => {
    // In 2037 (Vietnam time) records of 2026 and before are past ten years; those of 2027 are not.
    expect(retentionCutoff(new Date("2037-03-01T00:00:00Z"), 10).toISOString()).toBe(
      "2026-12-31T17:00:00.000Z",
    );
    // 31 December 2036 at 18:00 UTC is already 1 January 2037 in Vietnam.
    expect(retentionCutoff(new Date("2036-12-31T18:00:00Z"), 10).toISOString()).toBe(
      "2026-12-31T17:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2036-12-31T16:00:00Z"), 10).toISOString()).toBe(
      "2025-12-31T17:00:00.000Z",
    );
  });

  it("runs every purge even when one fails, and says what each removed", async () => {
    const logged: unknown[] = [];
    const logger = { error: (entry: unknown) => logged.push(entry), info: () => {} };
    const job = createRetentionJob({
      purges: [
        { name: "broken", purge: async () => Promise.reject(new Error("database away")) },
        { name: "tokens", purge: async () => 3 },
      ],
      logger: logger as never, // only error and info are called
    });
    expect(await job.runOnce()).toEqual({ tokens: 3 });
    expect(logged).toHaveLength(1);
  });
});

describe.each(TEST_DATABASE_KINDS)("the retention job on %s", (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let userId: string;
  const mails: Record<string, string> = {};
  const notifications: Record<string, string> = {};
  const transfers: Record<string, string> = {};
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  /** What a bank puts in a transfer's note: the payer's name beside the order code. */
  const NOTE = "NGUYEN THI RETENTION chuyen tien ORDER1700000000001";

  beforeAll(async () => {
    t = await createTestApp(kind);
    const setAt = async (id: string, createdAt: string, archivedAt: string | null) => {
      await t.db
        .update(orders)
        .set({ createdAt: new Date(createdAt), archivedAt: archivedAt ? new Date(archivedAt) : null })
        .where(eq(orders.id, id));
    };
    // Archived long ago, placed in 2015: past ten years since the end of 2015.
    ids.oldArchived = (await insertOrder(t.db, { status: "delivered" })).id;
    await setAt(ids.oldArchived, "2015-06-01T00:00:00Z", "2016-01-10T00:00:00Z");
    // Placed in 2015 but never archived: the owner still works with it; it stays.
    ids.oldWorking = (await insertOrder(t.db, { status: "delivered" })).id;
    await setAt(ids.oldWorking, "2015-06-01T00:00:00Z", null);
    // Archived, but placed on the last day of the year that is still within the period.
    ids.recentArchived = (await insertOrder(t.db, { status: "delivered" })).id;
    await setAt(
      ids.recentArchived,
      `${new Date().getUTCFullYear() - 10}-12-31T10:00:00Z`,
      "2024-01-01T00:00:00Z",
    );

    const [user] = await t.db
      .insert(users)
      .values({ uid: `u${Date.now()}`, email: `retention-${randomUUID()}@example.vn` })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    userId = user.id;
    const day = 24 * 60 * 60 * 1000;
    await t.db.insert(refreshTokens).values([
      {
        userId,
        tokenHash: `expired-${randomUUID()}`,
        familyId: randomUUID(),
        expiresAt: new Date(Date.now() - day),
      },
      {
        userId,
        tokenHash: `live-${randomUUID()}`,
        familyId: randomUUID(),
        expiresAt: new Date(Date.now() + day),
      },
    ]);
    await t.db.insert(passwordResetTokens).values([
      { userId, tokenHash: `expired-${randomUUID()}`, expiresAt: new Date(Date.now() - day) },
      { userId, tokenHash: `live-${randomUUID()}`, expiresAt: new Date(Date.now() + day) },
    ]);

    // Mail: sent or given up longer ago than SENT_MAIL_RETENTION_DAYS (365), sent lately, still owed,
    // and sent before the records period (ten years from the end of 2015).
    const mail = async (name: string, at: Date, outcome: "sent" | "failed" | "waiting") => {
      const [row] = await t.db
        .insert(mailOutbox)
        .values({
          dedupeKey: `retention-test:${name}:${randomUUID()}`,
          recipient: `${name}-${randomUUID()}@example.vn`,
          subject: `Đơn hàng của Nguyễn Thị ${name}`,
          textBody: `Giao tới 12 Lê Lợi, người nhận Nguyễn Thị ${name}`,
          htmlBody: `<p>Nguyễn Thị ${name}</p>`,
          attachments: [{ filename: "qr.png", contentType: "image/png", contentBase64: "iVBORw0KGgo=" }],
          headers: { "X-Order": name },
          createdAt: at,
          // Still owed: due in the future, so the restarted shop's worker leaves it for now.
          nextAttemptAt: outcome === "waiting" ? new Date(Date.now() + 30 * DAY) : at,
          sentAt: outcome === "sent" ? at : null,
          failedAt: outcome === "failed" ? at : null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("no mail");
      mails[name] = row.id;
    };
    await mail("oldSent", daysAgo(400), "sent");
    await mail("oldFailed", daysAgo(400), "failed");
    await mail("youngSent", daysAgo(10), "sent");
    await mail("oldWaiting", daysAgo(400), "waiting");
    await mail("ancientSent", new Date("2015-06-01T00:00:00Z"), "sent");
    // The .eml copies of the file outbox (DATA_DIR/outbox), one old, one young.
    const outbox = join(t.dataDir, "outbox");
    await mkdir(outbox, { recursive: true });
    for (const [name, days] of [
      ["old", 400],
      ["young", 10],
    ] as const) {
      const file = join(outbox, `${name}.eml`);
      await writeFile(file, `To: ${name}@example.vn\n\nNguyễn Thị ${name}\n`);
      await utimes(file, daysAgo(days), daysAgo(days));
    }

    // Payment notifications: received before the records period, and last year.
    const notification = async (name: string, receivedAt: Date) => {
      const [row] = await t.db
        .insert(paymentNotifications)
        .values({
          provider: "vnpay",
          orderId: `ORDER${name}`,
          dedupeKey: `retention-${name}-${randomUUID()}`,
          payload: { vnp_TxnRef: `ORDER${name}`, vnp_Amount: "100000000" },
          verdict: "paid",
          receivedAt,
          lastReceivedAt: receivedAt,
        })
        .returning({ id: paymentNotifications.id });
      if (!row) throw new Error("no notification");
      notifications[name] = row.id;
    };
    await notification("ancient", new Date("2015-06-01T00:00:00Z"));
    await notification("lastYear", daysAgo(400));

    // SePay transfers: matched a year ago and more, still waiting for the owner, matched lately,
    // and received before the records period.
    const transfer = async (name: string, receivedAt: Date, status: string) => {
      const sepayId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      const [row] = await t.db
        .insert(incomingTransfers)
        .values({
          sepayId,
          status,
          orderId: "ORDER1700000000001",
          amount: 1_000_000,
          transferType: "in",
          content: NOTE,
          gateway: "Vietcombank",
          accountNumber: "0123499999",
          referenceCode: `FT${sepayId}`,
          transactionDate: "2025-10-01 10:00:00",
          payload: {
            id: Number(sepayId),
            gateway: "Vietcombank",
            transactionDate: "2025-10-01 10:00:00",
            accountNumber: "0123499999",
            code: null,
            content: NOTE,
            description: `BankAPINotify ${NOTE}`,
            transferType: "in",
            transferAmount: 1_000_000,
            accumulated: 9_000_000,
            subAccount: null,
            referenceCode: `FT${sepayId}`,
          },
          receivedAt,
        })
        .returning({ id: incomingTransfers.id });
      if (!row) throw new Error("no transfer");
      transfers[name] = row.id;
    };
    await transfer("oldMatched", daysAgo(400), "matched");
    await transfer("oldUnmatched", daysAgo(400), "unmatched");
    await transfer("youngMatched", daysAgo(10), "matched");
    await transfer("ancient", new Date("2015-06-01T00:00:00Z"), "settled");

    // The shop starts again: its retention job runs at start (and every few hours after).
    const restarted = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        WEB_DIST_DIR: join(t.dataDir, "web"),
        PUBLIC_URL: "https://shop.example",
        SEED_DEMO: "false",
      }),
      db: t.db,
    });
    await restarted.ready();
    // Closing waits for the run in flight (retention.ts).
    await restarted.close();
  });
  afterAll(() => t?.close());

  it("purges archived orders past RECORD_RETENTION_YEARS, with their lines, and nothing else", async () => {
    const left = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, Object.values(ids)));
    expect(left.map((row) => row.id).sort()).toEqual([ids.oldWorking, ids.recentArchived].sort());
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ids.oldArchived ?? ""));
    expect(lines).toEqual([]);
  });

  it("removes expired sessions and reset links, and keeps the live ones", async () => {
    const sessions = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
    const resets = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(sessions.map((row) => row.tokenHash.split("-")[0])).toEqual(["live"]);
    expect(resets.map((row) => row.tokenHash.split("-")[0])).toEqual(["live"]);
  });

  it("erases the copies of mail sent or given up over SENT_MAIL_RETENTION_DAYS ago, keeps younger and owed mail whole", async () => {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, Object.values(mails)));
    const byName = (name: string) => rows.find((row) => row.id === mails[name]);
    for (const name of ["oldSent", "oldFailed"]) {
      // The row stays (its key keeps the same mail from being queued again) without a word of it.
      expect(byName(name)).toMatchObject({
        recipient: "",
        subject: "",
        textBody: "",
        htmlBody: "",
        attachments: [],
        headers: {},
      });
    }
    for (const name of ["youngSent", "oldWaiting"]) {
      expect(byName(name)?.textBody).toContain(`Nguyễn Thị ${name}`);
      expect(byName(name)?.recipient).toMatch(/@example\.vn$/);
      expect(byName(name)?.attachments).toHaveLength(1);
    }
    // Sent before the records period: the row itself is gone.
    expect(byName("ancientSent")).toBeUndefined();
  });

  it("removes the file outbox's .eml copies older than SENT_MAIL_RETENTION_DAYS", async () => {
    const files = await readdir(join(t.dataDir, "outbox"));
    expect(files).toContain("young.eml");
    expect(files).not.toContain("old.eml");
  });

  it("deletes payment notifications received before the records period and keeps the later ones", async () => {
    const left = await t.db
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(inArray(paymentNotifications.id, Object.values(notifications)));
    expect(left.map((row) => row.id)).toEqual([notifications.lastYear]);
  });

  it("erases a settled transfer's note after TRANSFER_NOTE_RETENTION_DAYS, keeping its amount, date and reference", async () => {
    const rows = await t.db
      .select()
      .from(incomingTransfers)
      .where(inArray(incomingTransfers.id, Object.values(transfers)));
    const byName = (name: string) => rows.find((row) => row.id === transfers[name]);
    const old = byName("oldMatched");
    expect(old).toMatchObject({ content: "", amount: 1_000_000, orderId: "ORDER1700000000001" });
    expect(old?.referenceCode).toMatch(/^FT/);
    expect(JSON.stringify(old?.payload)).not.toContain("RETENTION");
    expect(old?.payload).toMatchObject({ transferAmount: 1_000_000, gateway: "Vietcombank" });
    // Still waiting for the owner, or recent: the note is what he settles it by.
    expect(byName("oldUnmatched")?.content).toBe(NOTE);
    expect(byName("youngMatched")?.content).toBe(NOTE);
    expect(JSON.stringify(byName("youngMatched")?.payload)).toContain("RETENTION");
    // Received before the records period: gone.
    expect(byName("ancient")).toBeUndefined();
  });
});
