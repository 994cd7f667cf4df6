import { isUuid, type Product } from "@shop/shared";
import DataLoader from "dataloader";
import type { Database } from "../../db/client";
import { findProductsByIds } from "../products/products.repository";

/** Ids read by one statement at most; more wait for the next. */
const MAX_IDS_PER_READ = 200;

export type ProductReader = ReturnType<typeof createProductReader>;

/**
 * Products by id for the product page and the pages of search results, read together
 * (docs/decisions/035-products-read-together.md): every id asked for while the event loop takes
 * in the requests that have arrived is read by one statement (`findProductsByIds`), when the loop
 * has nothing more to take in (`setImmediate`). One shopper alone waits for nobody; fifty at once
 * share a statement instead of queueing for the pool with fifty.
 *
 * Nothing is remembered here: the product cache (catalogue.service.ts) keeps the answers, with its
 * rules for what a write or an order drops.
 */
export function createProductReader(db: Database) {
  const loader = new DataLoader<string, Product | null>(
    async (ids) => {
      // Route schemas only let uuids through; one that is not would fail the whole statement.
      const found = await findProductsByIds(db, [...new Set(ids.filter(isUuid))]);
      const byId = new Map(found.map((product) => [product.id, product]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: MAX_IDS_PER_READ },
  );

  return {
    /** The product as stored, or null when there is none with this id. */
    readProduct(id: string): Promise<Product | null> {
      return loader.load(id);
    },
  };
}
