import { randomUUID } from "node:crypto";
import {
  type AdminProductQuery,
  LOW_STOCK_THRESHOLD,
  type Product,
  type ProductCsvChange,
  type ProductCsvQuery,
  type ProductInput,
  type ProductUpdate,
  searchWords,
} from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { CatalogueChange } from "../catalogue/catalogue-change";
import type { CatalogueChanges, PublishChange } from "../catalogue/catalogue-changes";
import * as repository from "./products.repository";

/** The repository's filter of the admin grid and the CSV export. */
function adminFilter(query: ProductCsvQuery, now = new Date()): repository.AdminProductFilter {
  return {
    words: query.q ? searchWords(query.q) : [],
    category: query.category,
    stock: query.stock,
    lowStockAt: LOW_STOCK_THRESHOLD,
    promotionAt: query.promotion === "active" ? now : undefined,
  };
}

/** The dashboard lists at most this many low colours: enough to act on, short enough to read. */
const LOW_STOCK_LIST_LIMIT = 20;

export interface ProductServiceDependencies {
  db: Database;
  /** Where every write publishes what it changed (modules/catalogue/catalogue-changes.ts). */
  changes: CatalogueChanges;
  clock?: () => Date;
}

export type ProductService = ReturnType<typeof createProductService>;

/** Whether an edit changed what a shopper pays (price or promotion): price-drop listeners care. */
function priceChanged(before: Product | null, after: Product | null): boolean {
  if (!before || !after) return false;
  return before.price !== after.price || JSON.stringify(before.promotion) !== JSON.stringify(after.promotion);
}

/** The changes one product write publishes. */
function changesOfWrite(before: Product | null, after: Product | null): CatalogueChange[] {
  const id = after?.id ?? before?.id;
  if (!id) return [];
  if (!after) return [{ kind: "product_removed", productIds: [id] }];
  const saved: CatalogueChange = { kind: "product_saved", productIds: [id] };
  return priceChanged(before, after) ? [saved, { kind: "price_changed", productIds: [id] }] : [saved];
}

/**
 * The catalogue's writes and rules: products, their prices, promotions and stock. Every write
 * publishes its change events in its own transaction (modules/catalogue/catalogue-changes.ts);
 * the read side (modules/catalogue/catalogue.service.ts) keeps the shop's answers from them.
 */
export function createProductService({ db, changes, clock = () => new Date() }: ProductServiceDependencies) {
  /** The audit's hook (or none), and the write's change events, in the write's transaction. */
  function publishing(
    publish: PublishChange,
    inTransaction: repository.ProductWriteHook | undefined,
  ): repository.ProductWriteHook {
    return async (tx, before, after) => {
      await inTransaction?.(tx, before, after);
      for (const change of changesOfWrite(before, after)) await publish(change);
    };
  }

  /** The 409 naming a line short of stock, or null when every line has enough. */
  async function shortOfStock(
    lines: ReadonlyArray<repository.StockLine & { name: string }>,
  ): Promise<AppError | null> {
    const short = await repository.findStockShortfall(db, lines);
    if (!short || short.available >= short.line.quantity) return null;
    return stockError(lines, short);
  }

  function stockError(
    lines: ReadonlyArray<repository.StockLine & { name: string }>,
    short: { line: repository.StockLine; available: number },
    name = lines.find(
      (line) => line.productId === short.line.productId && line.color === short.line.color,
    )?.name,
  ): AppError {
    return new AppError(
      "out_of_stock",
      409,
      `"${name ?? short.line.productId}" in colour ${short.line.color}: ${short.available} left, ${short.line.quantity} asked for.`,
      {
        productId: short.line.productId,
        color: short.line.color,
        available: String(short.available),
      },
    );
  }

  return {
    /** One product as stored, uncached (the admin form; its version guards the next save). */
    async getProduct(id: string): Promise<Product> {
      const product = await repository.findProductById(db, id);
      if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
      return product;
    },

    /** The products with these ids that still exist, newest first, uncached (favourites, the CSV import). */
    productsByIds(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return repository.findProductPage(db, {
        filter: { ids, words: [] },
        sort: "newest",
        offset: 0,
        limit: ids.length,
      });
    },

    /**
     * The stock part of an order's one statement (repository.takeStockCtes) with the
     * `stock_changed` event it publishes; the order tells `changes.committed` once it is placed.
     */
    takeStockCtes(lines: readonly repository.StockLine[], onlyIf: SQL) {
      const stock = repository.takeStockCtes(lines, onlyIf);
      const taken: CatalogueChange = {
        kind: "stock_changed",
        productIds: [...new Set(lines.map((line) => line.productId))],
      };
      return {
        ctes: sql`${stock.ctes}, ${changes.cte("stock_published", taken, onlyIf)}`,
        lineCount: stock.lineCount,
        stockLeft: stock.stockLeft,
      };
    },

    /**
     * The 409 `out_of_stock` for an order whose statement found a line short, naming the product,
     * the colour and what is left of it now (repository.findStockShortfall).
     */
    async outOfStock(lines: ReadonlyArray<repository.StockLine & { name: string }>): Promise<AppError> {
      const short = await repository.findStockShortfall(db, lines);
      if (!short) return new AppError("out_of_stock", 409, "The order has no line to take stock for.");
      return stockError(lines, short);
    },

    /**
     * The same 409 before any order is tried (the checkout's quote), or null while every line has
     * the stock it asks for.
     */
    shortOfStock,

    /**
     * Every colour of these products with its stock now, read in the caller's transaction
     * (`tx`, or the shop's database): the webhooks' `stock.changed` (modules/webhooks/stock-watcher.ts).
     */
    colourStock(productIds: readonly string[], tx: Database = db) {
      return repository.findColourStock(tx, productIds);
    },

    /** These products' names today (a deleted one is absent): the dashboard's best sellers. */
    productNames(ids: readonly string[]) {
      return repository.findProductNames(db, ids);
    },

    /** The colours running low (shared LOW_STOCK_THRESHOLD), fewest left first: the dashboard's list. */
    lowStock() {
      return repository.findLowStock(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_LIMIT);
    },

    /**
     * Puts the stock of a cancelled, expired or returned order's lines back, inside the writer's
     * transaction, and publishes it there (changes.transaction).
     */
    async returnStock(
      tx: Database,
      publish: PublishChange,
      lines: readonly repository.StockLine[],
    ): Promise<void> {
      await repository.returnStock(tx, lines);
      await publish({ kind: "stock_changed", productIds: [...new Set(lines.map((line) => line.productId))] });
    },

    /**
     * Stores a product's rating (its approved reviews, modules/reviews) inside the reviews'
     * transaction and publishes it there as `product_saved`, so every instance's read side shows
     * the new average on the product's page and on every list's card (decision 039). Not an edit:
     * the version stays. False when the product is gone.
     */
    async setRating(
      tx: Database,
      publish: PublishChange,
      productId: string,
      rating: { count: number; total: number },
    ): Promise<boolean> {
      if (!(await repository.setProductRating(tx, productId, rating))) return false;
      await publish({ kind: "product_saved", productIds: [productId] });
      return true;
    },

    async createProduct(
      input: ProductInput,
      options: { id?: string; inTransaction?: repository.ProductWriteHook } = {},
    ): Promise<Product> {
      return changes.transaction((tx, publish) =>
        repository.insertProduct(tx, input, {
          now: clock(),
          id: options.id ?? randomUUID(),
          inTransaction: publishing(publish, options.inTransaction),
        }),
      );
    },

    /** Saves an edit made on `version`; someone else's save since then is 409, never overwritten. */
    async updateProduct(
      id: string,
      { version, ...input }: ProductUpdate,
      options: { inTransaction?: repository.ProductWriteHook } = {},
    ): Promise<Product> {
      const product = await changes
        .transaction((tx, publish) =>
          repository.updateProduct(tx, id, input, {
            now: clock(),
            version,
            inTransaction: publishing(publish, options.inTransaction),
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof repository.StockChangedSince)) throw error;
          throw new AppError(
            "stock_changed",
            409,
            `${error.message} Orders took or returned bags while the product was open: load it again; nothing was saved.`,
          );
        });
      if (product) return product;
      if (await repository.findProductById(db, id)) {
        throw new AppError(
          "version_conflict",
          409,
          `Product ${id} was changed since version ${version} was loaded: load it again.`,
        );
      }
      throw new AppError("product_not_found", 404, `Product ${id} not found`);
    },

    async deleteProduct(
      id: string,
      options: { inTransaction?: repository.ProductWriteHook } = {},
    ): Promise<void> {
      const deleted = await changes.transaction((tx, publish) =>
        repository.deleteProduct(tx, id, publishing(publish, options.inTransaction)),
      );
      if (!deleted) throw new AppError("product_not_found", 404, `Product ${id} not found`);
    },

    /** The admin grid: search words, category, running promotion, low or sold-out stock. */
    adminProducts(query: AdminProductQuery): Promise<{ items: Product[]; total: number }> {
      return repository.findAdminProducts(db, adminFilter(query), {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
    },

    /** Every product the admin filter matches, a batch at a time (the CSV export). */
    async *allAdminProducts(query: ProductCsvQuery, batch = 500): AsyncGenerator<Product[]> {
      for (let offset = 0; ; offset += batch) {
        const { items } = await repository.findAdminProducts(db, adminFilter(query), {
          offset,
          limit: batch,
        });
        if (items.length > 0) yield items;
        if (items.length < batch) return;
      }
    },

    /**
     * Writes an import's rows in ONE transaction: a row whose product changed since its version
     * was read is a 409 and nothing of the file is written.
     */
    async importProducts(
      rows: readonly ProductCsvChange[],
      inTransaction: repository.ProductWriteHook,
    ): Promise<void> {
      let writing: ProductCsvChange | undefined;
      await changes
        .transaction(async (tx, publish) => {
          const hook = publishing(publish, inTransaction);
          for (const change of rows) {
            writing = change;
            if (change.kind === "create") {
              await repository.insertProduct(tx, change.input, {
                now: clock(),
                id: randomUUID(),
                inTransaction: hook,
              });
              continue;
            }
            const saved = await repository.updateProduct(tx, change.id, change.input, {
              now: clock(),
              version: change.version,
              inTransaction: hook,
            });
            if (!saved) {
              throw new AppError(
                "version_conflict",
                409,
                `Row ${change.row}: product ${change.id} was changed since the file was exported; nothing was imported.`,
              );
            }
          }
        })
        .catch((error: unknown) => {
          if (!(error instanceof repository.StockChangedSince)) throw error;
          throw new AppError(
            "stock_changed",
            409,
            `Row ${writing?.row}: ${error.message} Orders took or returned bags since the export: export again; nothing was imported.`,
          );
        });
    },
  };
}
