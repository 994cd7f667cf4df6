import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/result-rows";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { revenueByDayStatement } from "./order-stats.repository";

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** The planner's estimate of the groups the revenue by day makes, read from EXPLAIN. */
async function estimatedDays(database: TestDatabase): Promise<number> {
  const range = { start: new Date("2026-11-01T00:00:00+07:00"), end: new Date("2026-11-11T00:00:00+07:00") };
  const result = await database.db.execute(
    sql`explain (format json) ${revenueByDayStatement(database.db, range)}`,
  );
  const [row] = resultRows<{ "QUERY PLAN": unknown }>(result);
  const plans = (
    typeof row?.["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row?.["QUERY PLAN"]
  ) as Array<{
    Plan: { "Plan Rows": number };
  }>;
  return plans[0]?.Plan["Plan Rows"] ?? Number.NaN;
}

describe.each(TEST_DATABASE_KINDS)("the dashboard's revenue by day on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // 2,000 orders over ten days in Vietnam, then the statistics autovacuum would gather.
    await database.db.execute(sql`
      insert into orders (order_id, subtotal, total, payment_method, full_name, phone, email, address, status, created_at)
      select 'ORDER' || (1790000000000 + g), 500000, 500000, 'cod', 'Khách ' || g, '0901234567',
             'khach' || g || '@example.vn', 'Hà Nội', 'delivered',
             timestamptz '2026-11-01 00:00:00+07' + (g % 10) * interval '1 day' + (g % 997) * interval '1 minute'
      from generate_series(1, 2000) g`);
    await database.db.execute(sql`analyze orders`);
  }, 60_000);
  afterAll(() => database?.close());

  it("is planned as some ten days, not one group per order (the day's statistics match its expression)", async () => {
    // Without statistics on the day's expression the planner takes each order for a day of its
    // own and sorts them all; with them it hashes the few days there are.
    expect(await estimatedDays(database)).toBeLessThanOrEqual(20);
  });
});

describe("the writers of order lines", () => {
  // The dashboard's kept days are forgotten by the orders' triggers (drizzle/0035); a new line is
  // covered by its order's trigger only because the two are written by one statement.
  it("insert lines only in the order's own statement", () => {
    const sourceRoot = fileURLToPath(new URL("../..", import.meta.url));
    const writers = (readdirSync(sourceRoot, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test/"))
      .filter((file) =>
        /insert\(orderItems\)|into \$\{orderItems\}|into "?order_items"?/i.test(
          readFileSync(join(sourceRoot, file), "utf8"),
        ),
      )
      .map((file) => relative(sourceRoot, join(sourceRoot, file)));
    expect(writers).toEqual(["modules/orders/place-order.statement.ts"]);
  });
});
