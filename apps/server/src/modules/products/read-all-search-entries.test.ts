import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { productInput } from "../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct, readAllSearchEntries } from "./products.repository";

/**
 * The search index's load reads the whole catalogue in batches, oldest first
 * (docs/decisions/064-new-searches-and-a-million-products.md): every product exactly once, also
 * when more products than a batch share one creation time, to the microsecond.
 */
describe.each(TEST_DATABASE_KINDS)("reading every product for the search index, on %s", (kind) => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("gives every product once, oldest first, whatever the batch and however many share a time", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 9; n++) {
      const product = await insertProduct(database.db, productInput({ name: `Túi ${n}` }), {
        now: new Date(Date.UTC(2025, 0, 1)),
      });
      ids.push(product.id);
    }
    // Five share a time below the millisecond (a bulk import's now()), one is older, three newer.
    await database.db.execute(
      sql`update products set created_at = '2025-02-01 10:00:00.123456+00' where id = any(${sql.param(ids.slice(0, 5))}::uuid[])`,
    );
    await database.db.execute(
      sql`update products set created_at = '2024-12-01 00:00:00+00' where id = ${ids[5]}`,
    );
    await database.db.execute(
      sql`update products set created_at = '2025-02-01 10:00:00.123457+00' where id = any(${sql.param(ids.slice(6))}::uuid[])`,
    );
    for (const batchSize of [1, 2, 4, 100]) {
      const read: string[] = [];
      for await (const batch of readAllSearchEntries(database.db, batchSize))
        read.push(...batch.map((p) => p.id));
      expect([...read].sort()).toEqual([...ids].sort());
      expect(read[0]).toBe(ids[5]);
      expect(read.slice(1, 6).sort()).toEqual(ids.slice(0, 5).sort());
    }
  });
});
