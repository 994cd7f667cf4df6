import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { productInput } from "../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";
import { createPricesForOrders } from "./prices-for-orders";

describe.each(TEST_DATABASE_KINDS)("prices for orders on %s", (kind) => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("finds a kept bag whose price an owner changes while another bag of the order is read", async () => {
    const kept = await insertProduct(database.db, productInput({ name: "Túi đã đọc" }), { now: new Date() });
    const read = await insertProduct(database.db, productInput({ name: "Túi chưa đọc" }), {
      now: new Date(),
    });
    const prices = createPricesForOrders(database.db);
    await prices.read([kept.id]);

    // The order's second bag is read from the database; meanwhile an edit of the first is heard.
    const answer = prices.read([kept.id, read.id]);
    prices.forget([kept.id]);
    const { found } = await answer;

    // Both bags: the statement's version check, not a missing product, decides about the edit.
    expect(found.map((product) => product.id)).toEqual([kept.id, read.id]);
  });
});
