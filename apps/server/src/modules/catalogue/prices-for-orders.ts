import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { OldestFirstSet } from "../../lib/oldest-first-set";
import { findProductsForOrder, type ProductForOrder, productsStillAt } from "../products/products.repository";

/**
 * What orders need of their products (price, promotion, colours, names), kept by this instance
 * once read, with the condition an order's statement holds them to: every product still at the
 * version it was read at (modules/orders/place-order.statement.ts). Every write of a product's
 * price, promotion, names or colours raises its version (products.repository.ts, updateProduct),
 * so an order charges what is stored when it commits, whichever instance changed it: when a
 * product changed, the statement refuses, writing nothing, and the order is priced again from
 * what `forget` makes this read anew (docs/decisions/033-an-order-is-one-statement.md).
 */
export interface PricesForOrders {
  read(ids: readonly string[]): Promise<{ found: ProductForOrder[]; unchanged: SQL }>;
  forget(ids: readonly string[]): void;
  /** After this instance's own write of the catalogue: its next orders read anew, unrefused. */
  forgetAll(): void;
}

/** Products kept at most: the bags being ordered at the moment, not the catalogue. */
const KEPT_PRODUCTS = 5_000;

export function createPricesForOrders(db: Database): PricesForOrders {
  const kept = new Map<string, ProductForOrder>();
  /** The kept ids, the one read longest ago first (lib/oldest-first-set.ts says why not the Map's first key). */
  const keptOrder = new OldestFirstSet<string>();

  function keep(product: ProductForOrder): void {
    kept.set(product.id, product);
    keptOrder.add(product.id);
    if (kept.size > KEPT_PRODUCTS) {
      const oldest = keptOrder.oldest();
      if (oldest !== undefined) {
        kept.delete(oldest);
        keptOrder.delete(oldest);
      }
    }
  }

  return {
    async read(ids) {
      // What this read found, held here: an edit heard while the missing ones are read forgets the
      // kept ones, which are still this order's to price (the statement's version check decides).
      const read = new Map<string, ProductForOrder>();
      const missing: string[] = [];
      for (const id of ids) {
        const product = kept.get(id);
        if (product) read.set(id, product);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const product of await findProductsForOrder(db, missing)) {
          keep(product);
          read.set(product.id, product);
        }
      }
      const found = ids.flatMap((id) => {
        const product = read.get(id);
        return product ? [product] : [];
      });
      // A product not found is refused before any write (orders.service.ts); the rest must stay.
      return { found, unchanged: productsStillAt(found) };
    },

    forget(ids) {
      for (const id of ids) {
        kept.delete(id);
        keptOrder.delete(id);
      }
    },

    forgetAll() {
      kept.clear();
      keptOrder.clear();
    },
  };
}
