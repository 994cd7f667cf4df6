import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { type CatalogueInstance, catalogueInstance } from "../../test/catalogue-instance";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { changesSinceStatement } from "./catalogue-changes.repository";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function scannedWhole(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedWhole)];
}

/**
 * The read side reads the change log every second (catalogue.service.ts). The log keeps a day of
 * writes, one row each: a busy shop's day is tens of thousands of rows, and on the embedded
 * database the read holds the server's only thread. So each catch-up must find the few rows it
 * wants by the log's indexes, not by reading the day through.
 */
describe.each(TEST_DATABASE_KINDS)("the read side's catch-up on %s", (kind) => {
  let database: OpenedDatabase;
  let shop: CatalogueInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = catalogueInstance(database.db);
  });
  afterAll(() => database?.close());

  /** The tables the catch-up's statement would read whole, as the database plans it now. */
  async function tablesReadWhole(after: number): Promise<string[]> {
    const query = changesSinceStatement(database.db).getQuery();
    const values: Record<string, number> = { seq: after, recentSeconds: 5, limit: 5_000 };
    const params = query.params.map((param) => {
      const name = (param as { name?: string }).name ?? "";
      const value = values[name];
      if (value === undefined) throw new Error(`the catch-up's statement has an unknown parameter ${name}`);
      return value;
    });
    // Numbers only, written into the text so that the plan is the one these values get.
    const text = query.sql.replace(/\$(\d+)/g, (_, index: string) => String(params[Number(index) - 1]));
    const rows = (await database.db.execute(sql.raw(`explain (format json) ${text}`))) as unknown;
    const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<
      Record<string, unknown>
    >;
    const plans = (row?.["QUERY PLAN"] ?? []) as Array<{ Plan: PlanNode }>;
    const plan = plans[0]?.Plan;
    if (!plan) throw new Error("no plan");
    return scannedWhole(plan);
  }

  it("finds the new changes by the log's indexes after a busy day", async () => {
    // A busy day's sales, logged an hour ago, and one change now.
    await database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids, changed_at)
          select 'stock_changed', array[gen_random_uuid()], now() - interval '1 hour' from generate_series(1, 20000)`,
    );
    await shop.catalogue.start();
    shop.catalogue.stop();
    await database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids) values ('stock_changed', array[gen_random_uuid()])`,
    );
    expect(await tablesReadWhole(20_000)).toEqual([]);
  });
});
