import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenedDatabase, openDatabase } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { createSmtpMailer } from "./mail-transports";
import type { Mailer, MailMessage } from "./mailer";
import {
  createOutboxWorker,
  defaultBackoffMs,
  enqueueMail,
  type OutboxWorker,
  queuedMailCte,
} from "./outbox";
import { OUTBOX_LOCK_CLASS } from "./outbox.repository";

const quiet = { info() {}, warn() {}, error() {} };

function message(n: number): MailMessage {
  return { to: `khach${n}@example.vn`, subject: `Đơn hàng ${n}`, text: `text ${n}`, html: `<p>${n}</p>` };
}

/** A transport that records what it accepted; `failures` attempts fail first. */
function recordingMailer(failures = 0): Mailer & { accepted: MailMessage[]; attempts: number } {
  const mailer = {
    accepted: [] as MailMessage[],
    attempts: 0,
    async send(sent: MailMessage) {
      mailer.attempts++;
      if (mailer.attempts <= failures) throw new Error("421 try again later");
      mailer.accepted.push(sent);
    },
  };
  return mailer;
}

/** A 1×1 PNG: bytes that are not text, so a lossy store or transport would show. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A message with an inline image and the one-click unsubscribe headers (RFC 8058). */
function messageWithQr(n: number): MailMessage {
  return {
    ...message(n),
    html: `<p>Quét mã</p><img src="cid:vietqr-${n}@shop" alt="VietQR">`,
    attachments: [
      { filename: "vietqr.png", contentType: "image/png", content: PIXEL, cid: `vietqr-${n}@shop` },
    ],
    headers: {
      "List-Unsubscribe": `<https://shop.example/api/unsubscribe?token=t${n}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

async function rows(db: OpenedDatabase["db"]) {
  return db.select().from(mailOutbox);
}

describe.each(TEST_DATABASE_KINDS)("the mail outbox on %s", (kind) => {
  let database: OpenedDatabase & { url?: string };
  const workers: OutboxWorker[] = [];
  const extraDatabases: OpenedDatabase[] = [];
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    for (const extra of extraDatabases.splice(0)) await extra.close();
    await database.close();
  });

  function worker(options: Partial<Parameters<typeof createOutboxWorker>[0]> & { mailer: Mailer }) {
    const created = createOutboxWorker({
      db: database.db,
      logger: quiet,
      pollIntervalMs: 60_000,
      ...options,
    });
    workers.push(created);
    return created;
  }

  it("writes nothing when the caller's transaction rolls back, and one message per dedupe key", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message(1));
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await rows(database.db)).toHaveLength(0);

    await database.db.transaction((tx) => enqueueMail(tx, message(2), { dedupeKey: "order-confirmation:X" }));
    await database.db.transaction((tx) => enqueueMail(tx, message(2), { dedupeKey: "order-confirmation:X" }));
    expect(await rows(database.db)).toHaveLength(1);
  });

  it("carries an inline image and extra headers through the outbox to a real SMTP server", async () => {
    const inbox = await startSmtpInbox();
    const smtp = createSmtpMailer({ url: inbox.url, from: '"Lumi Bags" <hello@lumibags.vn>' });
    try {
      await database.db.transaction((tx) => enqueueMail(tx, messageWithQr(1)));
      // The same through the statement form an order's confirmation uses.
      const now = new Date();
      await database.db.execute(
        sql`with ${queuedMailCte(messageWithQr(2), { dedupeKey: "qr:2", now }, sql`true`)} select 1`,
      );
      const outbox = worker({ mailer: smtp });
      await outbox.start();
      await outbox.idle();
      const received = await inbox.waitForMessages(2);
      for (const n of [1, 2]) {
        const raw = received.find((mail) => mail.includes(`khach${n}@example.vn`)) ?? "";
        expect(raw).toMatch(
          new RegExp(`^List-Unsubscribe: <https://shop\\.example/api/unsubscribe\\?token=t${n}>\r?$`, "m"),
        );
        expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
        expect(raw).toContain(`cid:vietqr-${n}@shop`);
        expect(raw).toMatch(new RegExp(`^Content-ID: <vietqr-${n}@shop>\r?$`, "m"));
        expect(raw).toMatch(/^Content-Type: image\/png; name=vietqr\.png\r?$/m);
        // The image's bytes arrive whole (base64 lines joined).
        expect(raw.replace(/\r?\n/g, "")).toContain(PIXEL.toString("base64"));
      }
    } finally {
      smtp.close();
      await inbox.close();
    }
  });

  it("refuses, in the writer's transaction, a header that would break the message", async () => {
    const withHeader = (headers: Record<string, string>) =>
      database.db.transaction((tx) => enqueueMail(tx, { ...message(1), headers }));
    await expect(withHeader({ "X-Note": "a\r\nBcc: someone@example.vn" })).rejects.toThrow(/line break/);
    await expect(withHeader({ "Bcc ": "someone@example.vn" })).rejects.toThrow(/not allowed/);
    await expect(withHeader({ Subject: "another subject" })).rejects.toThrow(/set by the transport/);
    expect(await rows(database.db)).toHaveLength(0);
  });

  it("retries a refused message with growing waits, then sends it once", async () => {
    let now = new Date("2026-11-24T10:00:00Z");
    const mailer = recordingMailer(2);
    const outbox = worker({ mailer, clock: () => now, backoffMs: (attempt) => 1_000 * 2 ** (attempt - 1) });
    await database.db.transaction((tx) => enqueueMail(tx, message(1), { now }));
    await outbox.start();
    await outbox.idle();
    expect(mailer.attempts).toBe(1);
    const [afterFirst] = await rows(database.db);
    expect(afterFirst?.nextAttemptAt.getTime()).toBe(now.getTime() + 1_000);
    expect(afterFirst?.lastError).toContain("421");

    // Not due yet: nothing is tried.
    outbox.wake();
    await outbox.idle();
    expect(mailer.attempts).toBe(1);

    now = new Date(now.getTime() + 1_000);
    outbox.wake();
    await outbox.idle();
    expect(mailer.attempts).toBe(2);
    expect((await rows(database.db))[0]?.nextAttemptAt.getTime()).toBe(now.getTime() + 2_000);

    now = new Date(now.getTime() + 2_000);
    outbox.wake();
    await outbox.idle();
    expect(mailer.accepted.map((sent) => sent.to)).toEqual(["khach1@example.vn"]);
    expect((await rows(database.db))[0]?.sentAt).not.toBeNull();
    expect(await outbox.depth()).toBe(0);
  });

  it("gives a message up after the last attempt and keeps it for the owner", async () => {
    let now = new Date("2026-11-24T10:00:00Z");
    const mailer = recordingMailer(100);
    const outbox = worker({ mailer, clock: () => now, maxAttempts: 3, backoffMs: () => 1 });
    await database.db.transaction((tx) => enqueueMail(tx, message(1), { now }));
    await outbox.start();
    for (let attempt = 0; attempt < 5; attempt++) {
      await outbox.idle();
      now = new Date(now.getTime() + 10);
      outbox.wake();
    }
    await outbox.idle();
    expect(mailer.attempts).toBe(3);
    const [row] = await rows(database.db);
    expect(row?.failedAt).not.toBeNull();
    expect(await outbox.depth()).toBe(0);
  });

  it("claims a burst in one cycle on the embedded database and in bites of ten on PostgreSQL", async () => {
    for (let n = 0; n < 60; n++) await database.db.transaction((tx) => enqueueMail(tx, message(n)));
    const mailer = recordingMailer();
    let sending = 0;
    let mostAtOnce = 0;
    const counting: Mailer = {
      async send(sent) {
        sending++;
        mostAtOnce = Math.max(mostAtOnce, sending);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await mailer.send(sent);
        sending--;
      },
    };
    const sender = worker({ mailer: counting });
    await sender.start();
    await sender.idle();
    expect(mailer.accepted).toHaveLength(60);
    // A cycle sends what it claimed side by side: the most sent at once is the claim's size.
    expect(mostAtOnce).toBe(kind === "pglite" ? 60 : 10);
  });

  it("sends each message once with two instances on one database", async () => {
    const second =
      kind === "postgres" && database.url
        ? await openDatabase({ kind: "postgres", url: database.url })
        : { db: database.db, close: async () => {} };
    extraDatabases.push(second as OpenedDatabase);
    for (let n = 0; n < 40; n++) await database.db.transaction((tx) => enqueueMail(tx, message(n)));
    const mailers = [recordingMailer(), recordingMailer()];
    const slow = (mailer: Mailer): Mailer => ({
      async send(sent) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await mailer.send(sent);
      },
    });
    const a = worker({ mailer: slow(mailers[0] as Mailer), batchSize: 3 });
    const b = createOutboxWorker({
      db: second.db,
      mailer: slow(mailers[1] as Mailer),
      logger: quiet,
      batchSize: 3,
    });
    workers.push(b);
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.idle(), b.idle()]);
    const accepted = mailers.flatMap((mailer) => mailer.accepted.map((sent) => sent.to));
    expect(accepted).toHaveLength(40);
    expect(new Set(accepted).size).toBe(40);
    expect(await a.depth()).toBe(0);
  });

  it("takes over at once the messages a killed instance had claimed", async () => {
    for (let n = 0; n < 3; n++) await database.db.transaction((tx) => enqueueMail(tx, message(n)));
    // A dead instance's claims: stamped with a key whose advisory lock nobody holds any more.
    const deadKey = 12_345;
    await database.db.update(mailOutbox).set({ claimedBy: deadKey, claimedAt: new Date(), attempts: 1 });
    // A live instance's claims are left alone while its lock is held.
    const live =
      kind === "postgres" && database.url ? new pg.Client({ connectionString: database.url }) : null;
    const holdLive = async (key: number) => {
      if (live) {
        await live.connect();
        await live.query("select pg_advisory_lock($1, $2)", [OUTBOX_LOCK_CLASS, key]);
      } else {
        await database.db.execute(sql`select pg_advisory_lock(${OUTBOX_LOCK_CLASS}, ${key})`);
      }
    };
    const liveKey = 54_321;
    await holdLive(liveKey);
    await database.db.transaction((tx) => enqueueMail(tx, message(9)));
    await database.db
      .update(mailOutbox)
      .set({ claimedBy: liveKey, claimedAt: new Date() })
      .where(sql`${mailOutbox.recipient} = 'khach9@example.vn'`);

    const mailer = recordingMailer();
    const outbox = worker({ mailer });
    await outbox.start();
    await outbox.idle();
    expect(mailer.accepted.map((sent) => sent.to).sort()).toEqual([
      "khach0@example.vn",
      "khach1@example.vn",
      "khach2@example.vn",
    ]);
    if (live) await live.end();
    else await database.db.execute(sql`select pg_advisory_unlock(${OUTBOX_LOCK_CLASS}, ${liveKey})`);
  });

  it("waits for a send in flight when it stops", async () => {
    let finish: () => void = () => {};
    const started: MailMessage[] = [];
    const mailer: Mailer = {
      send: (sent) =>
        new Promise<void>((resolve) => {
          started.push(sent);
          finish = resolve;
        }),
    };
    await database.db.transaction((tx) => enqueueMail(tx, message(1)));
    const outbox = createOutboxWorker({ db: database.db, mailer, logger: quiet, pollIntervalMs: 60_000 });
    await outbox.start();
    await expect.poll(() => started.length).toBe(1);
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await rows(database.db))[0]?.sentAt).not.toBeNull();
  });
});

describe("the outbox back-off", () => {
  it("doubles from 5 s up to an hour, spread by ±20 %", () => {
    expect([1, 2, 3, 4].map((attempt) => defaultBackoffMs(attempt, () => 0.5))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(defaultBackoffMs(30, () => 0.5)).toBe(3_600_000);
    expect(defaultBackoffMs(1, () => 0)).toBe(4_000);
    expect(defaultBackoffMs(1, () => 1)).toBe(6_000);
  });
});
