import { randomUUID } from "node:crypto";
import {
  type AdminProductQuery,
  type CategoryCount,
  type Language,
  LOW_STOCK_THRESHOLD,
  localiseProduct,
  type Product,
  type ProductCsvChange,
  type ProductCsvQuery,
  type ProductInput,
  type ProductListQuery,
  type ProductPage,
  type ProductUpdate,
  SEARCH_TOTAL_CAP,
  searchWords,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { createJsonCache, type JsonCache, type TaggedJson } from "../../lib/json-cache";
import { createPricesForOrders } from "./prices-for-orders";
import { createProductReader } from "./product-reader";
import * as repository from "./products.repository";
import { createSearchIndex, type SearchAnswer } from "./search-index";

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
  clock?: () => Date;
  /**
   * How long a cached answer may be served. Writes through this service drop the cache at once;
   * the TTL bounds how long another instance's write (or a direct database change) stays unseen.
   * Promotions do not depend on it: answers carry the promotion dates, not today's price.
   */
  cacheTtlMs?: number;
  /**
   * How often a search reads the change log for other instances' writes (decision 022). This
   * instance's own writes are seen by the next search whatever this says.
   */
  searchSyncIntervalMs?: number;
}

export type ProductService = ReturnType<typeof createProductService>;

const DEFAULT_CACHE_TTL_MS = 5_000;
/**
 * Other instances' writes are read into the search index at most this often, in the background
 * (decision 022): they show up within it, well inside the cache's TTL.
 */
const DEFAULT_SEARCH_SYNC_INTERVAL_MS = 1_000;
/** Changes of the last seconds are read again at each sync (products.repository.ts searchChangesSince). */
const RECENT_CHANGE_SECONDS = 5;
/** More changes than this at once (a bulk import) reload the whole index instead. */
const CHANGES_PER_SYNC = 5_000;
/** Changes older than this are deleted at each full load; an instance idle for half of it reloads. */
const CHANGE_LOG_HOURS = 24;
/** Products read per query when the index loads. */
const LOAD_BATCH = 5_000;
/** Enough for every category × sort × the first pages, and the popular searches. */
const CACHE_MAX_ENTRIES = 2_000;
/**
 * A page of 24 products is about 15 KB: some 500 pages, far more than a shop's shoppers ask for
 * again within the cache's 5 s. Without a budget, the 2,000 pages of a burst of distinct searches
 * held 30 MB until replaced; at 16 MB the server on the embedded database ended the bench's runs
 * above its 300 MB (docs/decisions/038-clients-when-configured.md).
 */
const CACHE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Products kept as JSON for the product page and the pages of search results (about 600 bytes
 * each, so some 6 MB): a distinct search reads from the database only the products no recent
 * answer showed.
 */
const PRODUCT_CACHE_MAX_ENTRIES = 10_000;

/** A product's entry in the product cache, in one language or as stored. */
function productKey(id: string, lang: Language | undefined): string {
  return `${id}:${lang ?? ""}`;
}

/**
 * The catalogue's rules. Read answers are kept as serialized JSON in a short-lived in-process
 * cache (lib/json-cache.ts) keyed by the *normalised* query, so "TÚI" and "tui" share an entry and
 * a hot list page costs a Map lookup. Every write goes through here and drops the cache
 * (an order's stock only the answers that show its products).
 */
export function createProductService({
  db,
  clock = () => new Date(),
  cacheTtlMs = DEFAULT_CACHE_TTL_MS,
  searchSyncIntervalMs = DEFAULT_SEARCH_SYNC_INTERVAL_MS,
}: ProductServiceDependencies) {
  const cache: JsonCache = createJsonCache({
    ttlMs: cacheTtlMs,
    maxEntries: CACHE_MAX_ENTRIES,
    maxBytes: CACHE_MAX_BYTES,
    now: () => clock().getTime(),
  });
  /** One product per entry, tagged with its id, with the same lifetime and invalidation rules. */
  const productCache: JsonCache = createJsonCache({
    ttlMs: cacheTtlMs,
    maxEntries: PRODUCT_CACHE_MAX_ENTRIES,
    now: () => clock().getTime(),
  });
  const caches = [cache, productCache];
  const productReader = createProductReader(db);
  const pricesForOrders = createPricesForOrders(db);
  /** Drops every cached answer showing one of these products (their stock changed). */
  function forgetProducts(productIds: readonly string[]): void {
    for (const each of caches) each.invalidateTagged(productIds);
  }

  let searchIndex = createSearchIndex();
  /** The last change (product_search_changes.seq) the index holds; null before the first load. */
  let indexedThrough: number | null = null;
  let lastSyncAt = 0;
  /** When the last sync began to read the change log, and whether this instance wrote since. */
  let lastSyncStartedAt = Number.NEGATIVE_INFINITY;
  let writtenSinceSync = false;
  /** The changes the last sync read, so the recent ones read again are not applied twice. */
  let seenRecently = new Set<number>();
  let syncing: Promise<void> | null = null;
  let queuedSync: Promise<void> | null = null;

  /**
   * Brings the in-memory search index up to the database before a search: a load at first, then
   * only the products changed since (by anyone, on any instance). A sync already running may have
   * started before the caller's own write, so the caller waits for the next one; all callers
   * arriving meanwhile share that one.
   */
  function syncSearchIndex(): Promise<void> {
    if (!syncing) {
      syncing = runSync().finally(() => {
        syncing = null;
      });
      return syncing;
    }
    if (!queuedSync) {
      queuedSync = syncing
        .catch(() => {})
        .then(() => {
          queuedSync = null;
          return syncSearchIndex();
        });
    }
    return queuedSync;
  }

  async function runSync(): Promise<void> {
    const now = clock().getTime();
    // Anything committed before this point is in what this sync reads.
    lastSyncStartedAt = now;
    writtenSinceSync = false;
    if (indexedThrough === null || now - lastSyncAt > (CHANGE_LOG_HOURS / 2) * 3_600_000) {
      await repository.pruneSearchChanges(db, CHANGE_LOG_HOURS);
      // The number first: a change made while the rows are read is read again by the next sync.
      const through = await repository.latestSearchChange(db);
      // Built aside and swapped in whole: searches meanwhile use the index as it was.
      const next = createSearchIndex();
      for await (const batch of repository.readAllSearchEntries(db, LOAD_BATCH)) next.append(batch);
      next.finishLoad();
      searchIndex = next;
      indexedThrough = through;
      lastSyncAt = now;
      seenRecently = new Set();
      return;
    }
    const changes = await repository.searchChangesSince(db, indexedThrough, {
      recentSeconds: RECENT_CHANGE_SECONDS,
      limit: CHANGES_PER_SYNC,
    });
    lastSyncAt = now;
    if (changes.length === CHANGES_PER_SYNC) {
      indexedThrough = null;
      return runSync();
    }
    const unseen = changes.filter((change) => !seenRecently.has(change.seq));
    seenRecently = new Set(changes.map((change) => change.seq));
    if (unseen.length === 0) return;
    const ids = [...new Set(unseen.map((change) => change.productId))];
    const entries = await repository.readSearchEntries(db, ids);
    const found = new Set(entries.map((entry) => entry.id));
    for (const entry of entries) searchIndex.upsert(entry);
    for (const id of ids) if (!found.has(id)) searchIndex.remove(id);
    indexedThrough = Math.max(indexedThrough ?? 0, ...unseen.map((change) => change.seq));
    // The cached answers are left alone: another instance's write shows in them within their
    // time to live (decision 004), as before; a search that misses the cache sees it from now on.
  }

  /**
   * A search's page of ids and its total, from the index (decision 022). After a write by this
   * instance the index is brought up to date first. Other instances' writes are read at most
   * once per searchSyncIntervalMs, in the background: no search waits for them.
   */
  async function searchIds(query: ProductListQuery, words: string[]): Promise<SearchAnswer> {
    if (indexedThrough === null || writtenSinceSync) {
      await syncSearchIndex();
    } else if (clock().getTime() - lastSyncStartedAt >= searchSyncIntervalMs) {
      // A failed read is tried again by a search after the next interval; searches go on
      // meanwhile with the index as it is (the page's own statement reports a database down).
      syncSearchIndex().catch(() => {});
    }
    return searchIndex.search({
      words,
      category: query.category,
      sort: query.sort,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      countAtMost: SEARCH_TOTAL_CAP,
    });
  }

  async function searchProducts(query: ProductListQuery, words: string[]): Promise<ProductPage> {
    const { ids, total } = await searchIds(query, words);
    const items = await repository.findProductsByIds(db, ids);
    return { items, total, page: query.page, limit: query.limit };
  }

  /**
   * A page of search results as JSON, put together from the product cache: only the products no
   * recent answer showed are read, in one statement by primary key.
   */
  async function searchPageJson(query: ProductListQuery, words: string[]): Promise<TaggedJson> {
    const { ids, total } = await searchIds(query, words);
    const items = await productJsonsByIds(ids, query.lang);
    return {
      json: `{"items":[${items.join(",")}],"total":${total},"page":${query.page},"limit":${query.limit}}`,
      tags: ids,
    };
  }

  function productJson(product: Product, lang: Language | undefined): TaggedJson {
    return { json: JSON.stringify(lang ? localiseProduct(product, lang) : product), tags: [product.id] };
  }

  /** One product's JSON from the product cache, or read (with others asked for meanwhile). */
  function cachedProductJson(id: string, lang: Language | undefined): Promise<Buffer> {
    return productCache.getOrLoad(productKey(id, lang), async () => {
      const product = await productReader.readProduct(id);
      if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
      return productJson(product, lang);
    });
  }

  /** The products' JSON in the order of `ids`, leaving out any deleted since the index saw it. */
  async function productJsonsByIds(ids: readonly string[], lang: Language | undefined): Promise<string[]> {
    // The misses are read together, with those of the other requests under way (product-reader.ts).
    const answers = await Promise.all(
      ids.map((id) =>
        cachedProductJson(id, lang).then(
          (bytes) => bytes.toString(),
          (error: unknown) => {
            if (error instanceof AppError && error.code === "product_not_found") return null;
            throw error;
          },
        ),
      ),
    );
    return answers.filter((json) => json !== null);
  }

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const words = searchWords(query.q ?? "");
    // A query with only punctuation ("?!") asks for nothing: an empty page, not the whole catalogue.
    if (query.q && query.q.trim() !== "" && words.length === 0) {
      return { items: [], total: 0, page: query.page, limit: query.limit };
    }
    if (words.length > 0 && !query.ids) return searchProducts(query, words);
    const filter = { category: query.category, words, ids: query.ids };
    const [items, total] = await Promise.all([
      repository.findProductPage(db, {
        filter,
        sort: query.sort,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      }),
      countMatches(filter),
    ]);
    return { items, total, page: query.page, limit: query.limit };
  }

  /**
   * The total does not depend on the page or the sort, so it is cached per filter: paging through a
   * category counts it once. Searches count up to SEARCH_TOTAL_CAP (decision 004).
   */
  async function countMatches(filter: repository.ProductFilter): Promise<number> {
    const key = JSON.stringify([
      "count",
      filter.category ?? null,
      filter.words.join(" "),
      filter.ids ?? null,
    ]);
    const options = filter.words.length > 0 ? { atMost: SEARCH_TOTAL_CAP } : {};
    return Number(
      await cache.getOrLoad(key, async () =>
        String(await repository.countMatchingProducts(db, filter, options)),
      ),
    );
  }

  async function getProduct(id: string): Promise<Product> {
    const product = await repository.findProductById(db, id);
    if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
    return product;
  }

  /** Every write that can change the catalogue: the cached answers go, the next search syncs. */
  function catalogueChanged(): void {
    for (const each of caches) each.invalidate();
    pricesForOrders.forgetAll();
    writtenSinceSync = true;
  }

  function afterWrite<T>(result: T): T {
    catalogueChanged();
    return result;
  }

  return {
    listProducts,
    getProduct,

    /** The list page as the JSON bytes the API sends, from the cache when fresh. */
    listProductsJson(query: ProductListQuery): Promise<Buffer> {
      const key = JSON.stringify([
        "list",
        query.category ?? null,
        searchWords(query.q ?? "").join(" "),
        query.q?.trim() ? 1 : 0,
        query.ids ?? null,
        query.page,
        query.limit,
        query.sort,
        query.lang ?? null,
      ]);
      const words = searchWords(query.q ?? "");
      const isSearch = words.length > 0 && !query.ids;
      return cache.getOrLoad(
        key,
        async () => {
          if (isSearch) return searchPageJson(query, words);
          const page = await listProducts(query);
          const { lang } = query;
          if (lang) page.items = page.items.map((product) => localiseProduct(product, lang));
          // Tagged with its products: an order's stock drops the pages that show them, no others.
          return { json: JSON.stringify(page), tags: page.items.map((product) => product.id) };
        },
        // Most searches are asked once: kept from the second time (its products stay cached anyway).
        { keepWhenAskedAgain: isSearch },
      );
    },

    /** One product; with `lang`, its texts in that language (shared localiseProduct). */
    getProductJson(id: string, lang?: Language): Promise<Buffer> {
      return cachedProductJson(id, lang);
    },

    /** Whether these bytes are still one of the catalogue's fresh answers (plugins/kept-answers.ts). */
    isCurrentAnswer(bytes: Buffer): boolean {
      return cache.isCurrent(bytes) || productCache.isCurrent(bytes);
    },

    listCategories(): Promise<CategoryCount[]> {
      return repository.countProductsByCategory(db);
    },

    listCategoriesJson(): Promise<Buffer> {
      return cache.getOrLoad("categories", async () =>
        JSON.stringify(await repository.countProductsByCategory(db)),
      );
    },

    /** The products with these ids that still exist, newest first, uncached (favourites). */
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
     * What an order needs of its products (price, promotion, colours, names), and the condition
     * its statement holds them to: a shopper pays the price stored when the order commits
     * (prices-for-orders.ts). One query for those this instance has not read yet.
     */
    pricesForOrder: pricesForOrders.read,
    forgetPricesForOrder: pricesForOrders.forget,

    /** The stock part of an order's one statement (repository.takeStockCtes). */
    takeStockCtes: repository.takeStockCtes,

    /**
     * The 409 `out_of_stock` for an order whose statement found a line short, naming the product,
     * the colour and what is left of it now (repository.findStockShortfall).
     */
    async outOfStock(lines: ReadonlyArray<repository.StockLine & { name: string }>): Promise<AppError> {
      const short = await repository.findStockShortfall(db, lines);
      if (!short) return new AppError("out_of_stock", 409, "The order has no line to take stock for.");
      const name = lines.find(
        (line) => line.productId === short.line.productId && line.color === short.line.color,
      )?.name;
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
    },

    /**
     * Drops the cached answers showing these products once more, after the transaction that
     * changed their stock has committed: a request that read them between the change and the
     * commit would otherwise keep the old stock for the cache's time to live.
     */
    forgetStockOf(productIds: readonly string[]): void {
      forgetProducts(productIds);
    },

    /** The colours running low (shared LOW_STOCK_THRESHOLD), fewest left first: the dashboard's list. */
    lowStock() {
      return repository.findLowStock(db, LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_LIMIT);
    },

    /** Puts the stock of a cancelled order's lines back, inside the cancelling transaction. */
    async returnStock(tx: Database, lines: readonly repository.StockLine[]): Promise<void> {
      await repository.returnStock(tx, lines);
      forgetProducts(lines.map((line) => line.productId));
    },

    listProductLocations(limit: number) {
      return repository.listProductLocations(db, limit);
    },

    async createProduct(
      input: ProductInput,
      options: { id?: string; inTransaction?: repository.ProductWriteHook } = {},
    ): Promise<Product> {
      const product = await repository.insertProduct(db, input, {
        now: clock(),
        id: options.id ?? randomUUID(),
        inTransaction: options.inTransaction,
      });
      return afterWrite(product);
    },

    /** Saves an edit made on `version`; someone else's save since then is 409, never overwritten. */
    async updateProduct(
      id: string,
      { version, ...input }: ProductUpdate,
      options: { inTransaction?: repository.ProductWriteHook } = {},
    ): Promise<Product> {
      const product = await repository.updateProduct(db, id, input, {
        now: clock(),
        version,
        inTransaction: options.inTransaction,
      });
      catalogueChanged();
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
      const deleted = await repository.deleteProduct(db, id, options.inTransaction);
      catalogueChanged();
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
      changes: readonly ProductCsvChange[],
      inTransaction: repository.ProductWriteHook,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const change of changes) {
          if (change.kind === "create") {
            await repository.insertProduct(tx, change.input, {
              now: clock(),
              id: randomUUID(),
              inTransaction,
            });
            continue;
          }
          const saved = await repository.updateProduct(tx, change.id, change.input, {
            now: clock(),
            version: change.version,
            inTransaction,
          });
          if (!saved) {
            throw new AppError(
              "version_conflict",
              409,
              `Row ${change.row}: product ${change.id} was changed since the file was exported; nothing was imported.`,
            );
          }
        }
      });
      catalogueChanged();
    },

    /** Loads the search index ahead of the first search (app.ts, once the server listens). */
    warmSearchIndex(): Promise<void> {
      return syncSearchIndex();
    },

    /** For tests and the admin issue: drop every cached answer. */
    invalidateCache(): void {
      for (const each of caches) each.invalidate();
    },
  };
}
