import {
  CATEGORIES,
  type CatalogueFilters,
  type Category,
  type CategoryCount,
  categoriesMostFirst,
  type Language,
  localiseProduct,
  type Product,
  type ProductFacets,
  type ProductListQuery,
  type ProductPage,
  SEARCH_TOTAL_CAP,
  type SearchSort,
  searchWords,
  writtenSearchWords,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { createJsonCache, type JsonCache, type TaggedJson } from "../../lib/json-cache";
import * as products from "../products/products.repository";
import { type CatalogueChange, type ColourStockLeft, changesListings } from "./catalogue-change";
import type { CatalogueChanges } from "./catalogue-changes";
import {
  catalogueChangesSince,
  latestCatalogueChange,
  pruneCatalogueChanges,
  type StoredCatalogueChange,
} from "./catalogue-changes.repository";
import { createPricesForOrders } from "./prices-for-orders";
import { createProductCache } from "./product-cache";
import { createProductReader } from "./product-reader";
import { createSearchIndex, type IndexFacets, type SearchAnswer, type SearchIndex } from "./search-index";

export interface CatalogueDependencies {
  db: Database;
  /** The change events it listens to (catalogue-changes.ts). */
  changes: CatalogueChanges;
  clock?: () => Date;
  /**
   * How long a cached answer may be served. Change events drop the answers they concern at once;
   * the TTL only bounds what a write made behind the shop's back (psql) or a wake-up lost with a
   * dropped connection can leave unseen.
   */
  cacheTtlMs?: number;
  /**
   * How often the change log is read for changes no wake-up announced (orders taking stock on
   * another instance), and for the search index. Searches also read it after this instance wrote.
   */
  catchUpIntervalMs?: number;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

const DEFAULT_CACHE_TTL_MS = 5_000;
const DEFAULT_CATCH_UP_INTERVAL_MS = 1_000;
/** Changes of the last seconds are read again at each catch-up (catalogue-changes.repository.ts). */
const RECENT_CHANGE_SECONDS = 5;
/** More changes than this at once (a bulk import) reload the whole index instead. */
const CHANGES_PER_CATCH_UP = 5_000;
/** Changes older than this are deleted at each full load; an instance idle for half of it reloads. */
const CHANGE_LOG_HOURS = 24;
/**
 * Products read per query when the index loads. On the embedded database a query's answer is
 * built in PGlite's memory, whose pages stay resident once touched: batches of 5,000 left the
 * server 10–13 MB larger from its start on than batches of 1,000, which load as fast (100,000
 * products in 9.5–10 s either way; bench/README.md, "Morning run, 2026-11-29").
 */
const LOAD_BATCH = 1_000;
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
 * each, so some 6 MB per language shoppers read in): a distinct search reads from the database
 * only the products no recent answer showed.
 */
const PRODUCT_CACHE_MAX_ENTRIES = 10_000;
/**
 * How long a kept product is answered without reading it again. A product's JSON changes only by
 * a write, and every write names its products in a change event this instance hears at once (its
 * own) or at its next catch-up (another's): the events keep it true, and this bounds only a write
 * behind the shop's back. With the pages' 5 s, a search page's products were read again every
 * 5–10 s however often they were shown: a fifth of a new search's reads in the bench, and with the
 * second chance of lib/json-cache.ts a third fewer reads in all
 * (docs/decisions/079-the-product-cache-kept-by-its-events.md).
 */
const PRODUCT_CACHE_TTL_MS = 60_000;

/**
 * How long the sitemap is kept when nothing changes (every product saved or removed drops it at
 * once): as long as search engines are told to keep it (web/web.routes.ts), and the bound on a
 * change made behind the shop's back.
 */
export const SITEMAP_LIFETIME_MS = 3_600_000;

/**
 * The catalogue's read side: the list and search answers, the product cache, the search index and
 * the prices kept for orders (docs/decisions/039-catalogue-change-events.md). Read answers are kept
 * as serialized JSON (lib/json-cache.ts) keyed by the *normalised* query, so "TÚI" and "tui" share
 * an entry and a hot list page costs a Map lookup. It owns no table but reads the products
 * module's through its repository; what it keeps, it keeps true by listening to the change events
 * every writer publishes (catalogue-changes.ts): nobody else drops its answers.
 */
export function createCatalogue({
  db,
  changes,
  clock: givenClock,
  cacheTtlMs = DEFAULT_CACHE_TTL_MS,
  catchUpIntervalMs = DEFAULT_CATCH_UP_INTERVAL_MS,
}: CatalogueDependencies) {
  const clock = givenClock ?? (() => new Date());
  // The caches ask the time for every product of a page: without a clock given (tests give one),
  // Date.now, not a Date made each time.
  const nowMs = givenClock === undefined ? Date.now : () => givenClock().getTime();
  const cache: JsonCache = createJsonCache({
    ttlMs: cacheTtlMs,
    maxEntries: CACHE_MAX_ENTRIES,
    maxBytes: CACHE_MAX_BYTES,
    now: nowMs,
  });
  /** One product per entry and language, tagged with its id: the same invalidation rules, a longer life. */
  const productCache = createProductCache({
    // No caching asked for (cacheTtlMs 0) keeps no product either.
    ttlMs: cacheTtlMs > 0 ? Math.max(cacheTtlMs, PRODUCT_CACHE_TTL_MS) : 0,
    maxEntriesPerLanguage: PRODUCT_CACHE_MAX_ENTRIES,
    now: nowMs,
  });
  /**
   * The sitemap's one answer: it reads up to 50,000 products, which holds the embedded database's
   * only thread 0.2–0.9 s at 100,000 products, and anyone may ask for it as often as they like.
   */
  const sitemapCache: JsonCache = createJsonCache({
    ttlMs: cacheTtlMs > 0 ? SITEMAP_LIFETIME_MS : 0,
    maxEntries: 1,
    now: nowMs,
  });
  const caches = [cache, productCache, sitemapCache];
  const productReader = createProductReader(db);
  const pricesForOrders = createPricesForOrders(db);

  /**
   * What a change means for what this instance keeps. Heard from a writer or a wake-up, the search
   * index is behind until the next catch-up reads the log (a search waits for it); read from the
   * log, it already holds the change.
   */
  function hear(change: CatalogueChange, readFromLog = false): void {
    if (changesListings(change.kind)) {
      // A product's place in lists, searches and counts may have moved: every list goes.
      cache.invalidate();
      sitemapCache.invalidate();
      productCache.invalidateTagged(change.productIds);
      pricesForOrders.forget(change.productIds);
      if (!readFromLog) changesHeard += 1;
    } else if (change.stockLeft) {
      // A sale: the pages showing its products are put together again from the product cache
      // and the index, and the kept products take the stock it left, without a read each.
      cache.invalidateTagged(change.productIds);
      sitemapCache.invalidateTagged(change.productIds);
      const left = stockLeftByProduct(change.stockLeft);
      productCache.updateTagged(change.productIds, (bytes, id) => withStockLowered(bytes, left.get(id)));
    } else {
      // Stock: only the answers that show these products (no list filters or sorts by stock).
      for (const each of caches) each.invalidateTagged(change.productIds);
    }
  }
  function forgetEverything(): void {
    for (const each of caches) each.invalidate();
    pricesForOrders.forgetAll();
    changesHeard += 1;
  }
  changes.listen((change) => hear(change));
  changes.onMissedChanges(forgetEverything);

  let searchIndex = createSearchIndex();
  /** The last change (catalogue_changes.seq) applied; null before the first load. */
  let caughtUpThrough: number | null = null;
  let lastLoadAt = 0;
  /** When the last catch-up began to read the change log. */
  let lastCatchUpStartedAt = Number.NEGATIVE_INFINITY;
  /**
   * The changes this instance heard from a writer (or forgot everything for), counted; the index
   * holds every one up to `heardByIndex`, and the catch-up under way will hold those up to
   * `heardByRunning` (what was heard when it began: only a catch-up that began after a change is
   * sure to read it from the log).
   */
  let changesHeard = 0;
  let heardByIndex = 0;
  let heardByRunning = 0;
  /** What the last catch-up read, so the recent changes read again are not applied twice. */
  let seenRecently = new Set<string>();
  let catchingUp: Promise<void> | null = null;
  let queuedCatchUp: Promise<void> | null = null;

  /**
   * Brings the search index and the caches up to the change log: a load at first, then only the
   * changes since (by anyone, on any instance). A catch-up already running may have started before
   * the caller's own write, so the caller waits for the next one; all callers arriving meanwhile
   * share that one.
   */
  function catchUp(): Promise<void> {
    if (!catchingUp) {
      const heardAtStart = changesHeard;
      heardByRunning = heardAtStart;
      catchingUp = runCatchUp()
        .then(() => {
          heardByIndex = Math.max(heardByIndex, heardAtStart);
        })
        .finally(() => {
          catchingUp = null;
        });
      return catchingUp;
    }
    if (!queuedCatchUp) {
      queuedCatchUp = catchingUp
        .catch(() => {})
        .then(() => {
          queuedCatchUp = null;
          return catchUp();
        });
    }
    return queuedCatchUp;
  }

  async function runCatchUp(): Promise<void> {
    const now = clock().getTime();
    // Anything committed before this point is in what this catch-up reads.
    lastCatchUpStartedAt = now;
    if (caughtUpThrough === null || now - lastLoadAt > (CHANGE_LOG_HOURS / 2) * 3_600_000) {
      await pruneCatalogueChanges(db, CHANGE_LOG_HOURS);
      // The number first: a change made while the rows are read is read again by the next catch-up.
      const through = await latestCatalogueChange(db);
      // Built aside and swapped in whole: searches meanwhile use the index as it was.
      const next = createSearchIndex();
      for await (const batch of products.readAllSearchEntries(db, LOAD_BATCH)) next.append(batch);
      next.finishLoad();
      searchIndex = next;
      if (caughtUpThrough !== null) forgetEverything();
      caughtUpThrough = through;
      lastLoadAt = now;
      seenRecently = new Set();
      return;
    }
    const read = await catalogueChangesSince(db, caughtUpThrough, {
      recentSeconds: RECENT_CHANGE_SECONDS,
      limit: CHANGES_PER_CATCH_UP,
    });
    if (read.length === CHANGES_PER_CATCH_UP) {
      caughtUpThrough = null;
      return runCatchUp();
    }
    const unseen = read.filter((change) => !seenRecently.has(fingerprint(change)));
    seenRecently = new Set(read.map(fingerprint));
    if (unseen.length === 0) return;
    await applyToSearchIndex(unseen);
    // Heard again when a wake-up or this instance's own write already told it: harmless.
    for (const change of groupedByKind(unseen)) hear(change, true);
    caughtUpThrough = Math.max(caughtUpThrough ?? 0, ...unseen.map((change) => change.seq));
  }

  async function applyToSearchIndex(read: readonly StoredCatalogueChange[]): Promise<void> {
    const saved = new Set(read.filter((change) => changesListings(change.kind)).map((c) => c.productId));
    // Stock changes too: the in-stock filter and its count read the index's stock.
    const restocked = new Set(read.filter((change) => !saved.has(change.productId)).map((c) => c.productId));
    const ids = [...saved, ...restocked];
    if (ids.length === 0) return;
    const entries = await products.readSearchEntries(db, ids);
    const found = new Set(entries.map((entry) => entry.id));
    for (const entry of entries) {
      if (saved.has(entry.id)) searchIndex.upsert(entry);
      else searchIndex.updateStock(entry);
    }
    for (const id of saved) if (!found.has(id)) searchIndex.remove(id);
  }

  // On PostgreSQL other instances write too: their sales (which send no wake-up) are read here.
  let ticker: NodeJS.Timeout | undefined;
  function startCatchingUp(): void {
    clearInterval(ticker);
    ticker = setInterval(() => {
      catchUp().catch(() => {});
    }, catchUpIntervalMs);
    ticker.unref();
  }

  /** The index with every change this instance heard; the log is read in the background. */
  async function currentIndex(): Promise<SearchIndex> {
    if (caughtUpThrough === null || heardByIndex < changesHeard) {
      // A catch-up that began after every change heard (the one each second, say) will do; one
      // that began before them, and its index half updated, will not.
      await (catchingUp && heardByRunning >= changesHeard ? catchingUp : catchUp());
    } else if (clock().getTime() - lastCatchUpStartedAt >= catchUpIntervalMs) {
      // A failed read is tried again after the next interval; searches go on meanwhile with the
      // index as it is (the page's own statement reports a database down).
      catchUp().catch(() => {});
    }
    return searchIndex;
  }

  /**
   * The products in a category (or the catalogue) from the index once it is loaded: a database
   * counts them by reading every row, 20–30 ms on the embedded database at 100,000 products,
   * which holds every request behind it (bench/README.md). Before the first load, counted.
   */
  async function countInCategory(category: Category | undefined): Promise<number | null> {
    if (caughtUpThrough === null) return null;
    return (await currentIndex()).countIn(category);
  }

  async function categoryCounts(): Promise<CategoryCount[]> {
    if (caughtUpThrough === null) return products.countProductsByCategory(db);
    const index = await currentIndex();
    return categoriesMostFirst(CATEGORIES.map((name) => ({ name, count: index.countIn(name) })));
  }

  /**
   * A search's or filtered list's page of ids, its total and counts, from the index (decisions
   * 022, 056). After a change heard by this instance the index is brought up to date first;
   * otherwise the log is read at most once per catchUpIntervalMs, in the background: no search
   * waits for other instances' writes. `written`: the words as typed with their marks (shared
   * `writtenSearchWords`), if any.
   */
  async function searchIds(
    query: ProductListQuery,
    words: string[],
    written: string[] | undefined,
  ): Promise<SearchAnswer> {
    const index = await currentIndex();
    return index.search({
      words,
      written,
      category: query.category,
      filters: filtersOf(query),
      sort: sortOf(query, words),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      countAtMost: words.length > 0 ? SEARCH_TOTAL_CAP : Number.POSITIVE_INFINITY,
      facets: query.facets === true,
      now: clock().getTime(),
    });
  }

  /**
   * A page of search results (or of a filtered list) as JSON, put together from the product
   * cache: only the products no recent answer showed are read, in one statement by primary key.
   */
  async function searchPageJson(
    query: ProductListQuery,
    words: string[],
    written: string[] | undefined,
  ): Promise<TaggedJson> {
    const { ids, total, facets, matchedColors } = await searchIds(query, words, written);
    const items = await productJsonsByIds(ids, query.lang);
    const extra = [
      facets ? `,"facets":${JSON.stringify(facetsIn(facets, query.lang))}` : "",
      Object.keys(matchedColors).length > 0 ? `,"matchedColors":${JSON.stringify(matchedColors)}` : "",
    ].join("");
    // The products' cached bytes go into the page as they are: no decoding and encoding again.
    const parts: Buffer[] = [ITEMS_OPEN];
    items.forEach((item, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(item);
    });
    parts.push(Buffer.from(`],"total":${total},"page":${query.page},"limit":${query.limit}${extra}}`));
    return { json: Buffer.concat(parts), tags: ids };
  }

  function productJson(product: Product, lang: Language | undefined): TaggedJson {
    return { json: JSON.stringify(lang ? localiseProduct(product, lang) : product), tags: [product.id] };
  }

  /** One product's JSON from the product cache, or read (with others asked for meanwhile). */
  function cachedProductJson(id: string, lang: Language | undefined): Promise<Buffer> {
    return productCache.getOrLoad(id, lang, async () => {
      const product = await productReader.readProduct(id);
      if (!product) throw new AppError("product_not_found", 404, `Product ${id} not found`);
      return productJson(product, lang);
    });
  }

  /** The products' JSON in the order of `ids`, leaving out any deleted since the index saw it. */
  async function productJsonsByIds(ids: readonly string[], lang: Language | undefined): Promise<Buffer[]> {
    // Most of a page is in the product cache: those are taken as they are, without a promise each.
    const fresh = ids.map((id) => productCache.freshBytes(id, lang));
    if (fresh.every((json) => json !== undefined)) return fresh;
    // The misses are read together, with those of the other requests under way (product-reader.ts).
    const answers = await Promise.all(
      ids.map(
        (id, index) =>
          fresh[index] ??
          cachedProductJson(id, lang).catch((error: unknown) => {
            if (error instanceof AppError && error.code === "product_not_found") return null;
            throw error;
          }),
      ),
    );
    return answers.filter((json): json is Buffer => json !== null);
  }

  async function listProducts(query: ProductListQuery): Promise<ProductPage> {
    const words = searchWords(query.q ?? "");
    // A query with only punctuation ("?!") asks for nothing: an empty page, not the whole catalogue.
    if (query.q && query.q.trim() !== "" && words.length === 0) {
      return { items: [], total: 0, page: query.page, limit: query.limit };
    }
    if (words.length > 0 && !query.ids) {
      const { ids, total } = await searchIds(query, words, writtenSearchWords(query.q ?? ""));
      const items = await products.findProductsByIds(db, ids);
      return { items, total, page: query.page, limit: query.limit };
    }
    const filter = { category: query.category, words, ids: query.ids };
    const sort = sortOf(query, words);
    const [items, total] = await Promise.all([
      products.findProductPage(db, {
        filter,
        sort: sort === "relevance" ? "newest" : sort,
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
  async function countMatches(filter: products.ProductFilter): Promise<number> {
    if (filter.words.length === 0 && !filter.ids) {
      const counted = await countInCategory(filter.category);
      if (counted !== null) return counted;
    }
    const key = JSON.stringify([
      "count",
      filter.category ?? null,
      filter.words.join(" "),
      filter.ids ?? null,
    ]);
    const options = filter.words.length > 0 ? { atMost: SEARCH_TOTAL_CAP } : {};
    return Number(
      await cache.getOrLoad(key, async () =>
        String(await products.countMatchingProducts(db, filter, options)),
      ),
    );
  }

  return {
    listProducts,

    /** The list page as the JSON bytes the API sends, from the cache when fresh. */
    listProductsJson(query: ProductListQuery): Promise<Buffer> {
      const words = searchWords(query.q ?? "");
      const written = writtenSearchWords(query.q ?? "");
      const filters = filtersOf(query);
      const key = JSON.stringify([
        "list",
        query.category ?? null,
        words.join(" "),
        // "ví da" and "vi da" rank apart (search-index.ts): the marks typed are part of the key.
        written?.join(" ") ?? null,
        query.q?.trim() ? 1 : 0,
        query.ids ?? null,
        query.page,
        query.limit,
        sortOf(query, words),
        query.lang ?? null,
        filters,
        query.facets === true,
      ]);
      const isSearch = words.length > 0 && !query.ids;
      // Filters and their counts come from the index too (docs/decisions/056-filters-and-relevance.md),
      // and so does a plain list page once the index is loaded: its ids in the index's order, each
      // product's JSON from the product cache, so an order re-reads its own bags and not the page
      // (docs/decisions/064-new-searches-and-a-million-products.md, "List pages from the index").
      const fromIndex =
        !query.ids && (isSearch || query.facets === true || hasFilters(filters) || caughtUpThrough !== null);
      return cache.getOrLoad(
        key,
        async () => {
          if (query.q && query.q.trim() !== "" && words.length === 0) {
            return { json: JSON.stringify(await listProducts(query)), tags: [] };
          }
          if (fromIndex) return searchPageJson(query, words, written);
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

    /** Whether these bytes are still one of the catalogue's fresh answers (kept-answers.ts). */
    isCurrentAnswer(bytes: Buffer): boolean {
      return cache.isCurrent(bytes) || productCache.isCurrent(bytes);
    },

    listCategories: categoryCounts,

    listCategoriesJson(): Promise<Buffer> {
      return cache.getOrLoad("categories", async () => JSON.stringify(await categoryCounts()));
    },

    /**
     * The sitemap as `render` writes it from the newest `limit` products' ids and last changes,
     * kept until a product is saved or removed (or SITEMAP_LIFETIME_MS).
     */
    sitemap(limit: number, render: (locations: products.ProductLocation[]) => string): Promise<Buffer> {
      return sitemapCache.getOrLoad("sitemap", async () =>
        render(await products.listProductLocations(db, limit)),
      );
    },

    /**
     * What an order needs of its products (price, promotion, colours, names), and the condition
     * its statement holds them to: a shopper pays the price stored when the order commits
     * (prices-for-orders.ts). One query for those this instance has not read yet.
     */
    pricesForOrder: pricesForOrders.read,
    /** After the order's statement found a product changed: read these anew (prices-for-orders.ts). */
    readPricesAnew: pricesForOrders.forget,

    /**
     * Loads the search index, then reads the change log every catchUpIntervalMs while the server
     * listens (app.ts): other instances' sales send no wake-up.
     */
    async start(): Promise<void> {
      startCatchingUp();
      await catchUp();
    },

    stop(): void {
      clearInterval(ticker);
    },

    /** For tests: drop every cached answer. */
    invalidateCache(): void {
      for (const each of caches) each.invalidate();
    },
  };
}

/** The stock a sale left, per product and colour. */
function stockLeftByProduct(stockLeft: readonly ColourStockLeft[]): Map<string, Map<string, number>> {
  const byProduct = new Map<string, Map<string, number>>();
  for (const { productId, color, stock } of stockLeft) {
    const colours = byProduct.get(productId) ?? new Map<string, number>();
    colours.set(color, Math.min(stock, colours.get(color) ?? stock));
    byProduct.set(productId, colours);
  }
  return byProduct;
}

/**
 * A kept product's JSON with its colours' stock lowered to what a sale left (never raised: of two
 * sales heard out of order the lower figure is the later one), or undefined, to read it again,
 * when the sale names no colour of it or one it does not show.
 */
function withStockLowered(bytes: Buffer, left: Map<string, number> | undefined): Buffer | undefined {
  if (!left) return undefined;
  const product = JSON.parse(bytes.toString()) as Pick<Product, "variations">;
  let found = 0;
  for (const variation of product.variations) {
    const stock = left.get(variation.color);
    if (stock === undefined) continue;
    found += 1;
    variation.stock = Math.min(variation.stock, stock);
  }
  return found === left.size ? Buffer.from(JSON.stringify(product)) : undefined;
}

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(",");

/** The list's filters from the API's query (shared catalogue-filters.ts). */
function filtersOf(query: ProductListQuery): CatalogueFilters {
  return {
    colors: query.colors ?? [],
    materials: query.materials ?? [],
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    onSale: query.onSale === true,
    inStock: query.inStock === true,
  };
}

function hasFilters(filters: CatalogueFilters): boolean {
  return (
    filters.colors.length > 0 ||
    filters.materials.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.onSale ||
    filters.inStock
  );
}

/** Left out: best match first for a search, newest first for a list. */
function sortOf(query: ProductListQuery, words: readonly string[]): SearchSort {
  if (query.sort && (query.sort !== "relevance" || words.length > 0)) return query.sort;
  return words.length > 0 ? "relevance" : "newest";
}

/** The index's counts as the API answers them, the materials named in the shopper's language. */
function facetsIn(facets: IndexFacets, lang: Language | undefined): ProductFacets {
  return {
    ...facets,
    materials: facets.materials.map(({ material, labels, count }) => ({
      material,
      label: (lang ? labels[lang] : undefined) ?? labels.vi ?? material,
      count,
    })),
  };
}

/** The changes read from the log, one per kind with all its products. */
function groupedByKind(read: readonly StoredCatalogueChange[]): CatalogueChange[] {
  const byKind = new Map<StoredCatalogueChange["kind"], string[]>();
  for (const change of read) byKind.set(change.kind, [...(byKind.get(change.kind) ?? []), change.productId]);
  return [...byKind].map(([kind, productIds]) => ({ kind, productIds }));
}

/** A product's changes as one catch-up read them: any change added since (even committed late) alters it. */
function fingerprint(change: StoredCatalogueChange): string {
  return `${change.kind} ${change.productId} ${change.seq} ${change.count} ${change.seqSum}`;
}
