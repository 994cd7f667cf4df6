import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { orderItems, orders, passwordResetTokens, refreshTokens, users } from "../../db/schema";
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
});
