/**
 * The catalogue's index alone, in this process, on the bench's scratch catalogue
 * (`BENCH_PRODUCTS`, 100,000 by default; scratch-catalogue.ts): how long a load takes, what it
 * holds, and what a search, a search with a typo, and a filtered list with its counts cost, each
 * query new (the index keeps a word's matches until the catalogue changes). MiniSearch is timed on
 * the same products for comparison (`BENCH_MINISEARCH=0` leaves it out).
 *
 *   npm run search-speed -w @shop/bench
 *
 * docs/decisions/056-filters-and-relevance.md cites its figures.
 */
import {
  COLOURS,
  colourParam,
  normaliseSearchText,
  type SearchSort,
  searchWords,
  writtenSearchWords,
} from "@shop/shared";
import MiniSearch from "minisearch";
import { createSearchIndex, type IndexedProduct } from "../apps/server/src/modules/catalogue/search-index";
import { createTypoFinder } from "../apps/server/src/modules/catalogue/typo-finder";
import { scratchRow, searchCatalogue } from "./scratch-catalogue";
import { newMarkedQueries, newSearchQueries, newTypoQueries, seededRandom } from "./search-queries";

const size = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = 2_000;

function indexedProduct(i: number): IndexedProduct {
  const row = scratchRow(i);
  const promotion =
    row.promotionDiscount !== null && row.promotionStart && row.promotionEnd
      ? {
          discount: row.promotionDiscount,
          startDate: row.promotionStart.toISOString(),
          endDate: row.promotionEnd.toISOString(),
        }
      : null;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    category: row.category,
    price: row.price,
    createdAt: row.createdAt,
    names: [row.name],
    materials: [{ language: "vi", text: row.material }],
    descriptions: row.description,
    promotion,
    variations: [{ color: row.colour, stock: 100 }],
  };
}

/** Wall time and this process's CPU time (user and system) per run: on a shared machine the CPU moves less. */
function timed<T>(label: string, runs: number, run: (n: number) => T): void {
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  for (let n = 0; n < runs; n++) run(n);
  const cpu = process.cpuUsage(cpuBefore);
  const micros = Number(process.hrtime.bigint() - started) / 1_000 / runs;
  const cpuMicros = (cpu.user + cpu.system) / runs;
  console.info(`${label}: ${micros.toFixed(1)} µs each, ${cpuMicros.toFixed(1)} µs of CPU (${runs} runs)`);
}

const products = Array.from({ length: size }, (_, i) => indexedProduct(i));
const heapBefore = process.memoryUsage().heapUsed;
const loadStarted = process.hrtime.bigint();
const index = createSearchIndex();
for (let offset = 0; offset < size; offset += 5_000) index.append(products.slice(offset, offset + 5_000));
index.finishLoad();
console.info(
  `load of ${size} products: ${(Number(process.hrtime.bigint() - loadStarted) / 1e6).toFixed(0)} ms, ` +
    `heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
);

const catalogue = searchCatalogue(size);
const noFilters = {
  colors: [],
  materials: [],
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
};
const search = (words: string[], sort: SearchSort = "relevance", facets = true, typed?: string) =>
  index.search({
    words: typed ? searchWords(typed) : words,
    written: typed ? writtenSearchWords(typed) : undefined,
    sort,
    offset: 0,
    limit: 24,
    countAtMost: 1_000,
    facets,
    filters: facets ? noFilters : undefined,
    now: Date.now(),
  });
const distinct = newSearchQueries(catalogue, QUERIES, seededRandom(11));
const typos = newTypoQueries(catalogue, QUERIES, seededRandom(12));
timed("new search, best match first", QUERIES, (n) => search(distinct[n]?.words ?? [], "relevance", false));
timed("new search, best match first, with counts", QUERIES, (n) =>
  search(distinct[(n + 3) % QUERIES]?.words ?? []),
);
timed("new search, newest first, with counts", QUERIES, (n) =>
  search(distinct[(n + 7) % QUERIES]?.words ?? [], "newest"),
);
const marked = newMarkedQueries(catalogue, QUERIES, seededRandom(13));
timed("new search typed with marks", QUERIES, (n) =>
  search([], "relevance", false, (marked[n]?.words ?? []).join(" ")),
);
timed("new search with a typo", QUERIES, (n) => search(typos[n]?.words ?? [], "relevance", false));
timed("new search with a typo, with counts", QUERIES, (n) => search(typos[(n + 3) % QUERIES]?.words ?? []));
// The typo lookup alone (typo-finder.ts), on the scratch catalogue's vocabulary of names.
const finder = createTypoFinder(
  [...new Set(products.slice(0, 480).flatMap((product) => product.names.flatMap(searchWords)))],
  () => undefined,
);
const misspelt = typos.flatMap((query) => query.words).filter((word) => /^[a-z]{3,}$/.test(word));
finder.near("warm-up");
timed("typo lookup alone (deletion neighbourhood)", misspelt.length, (n) => finder.near(misspelt[n] ?? ""));
timed("whole list, newest first, with counts", 200, () =>
  index.search({
    words: [],
    sort: "newest",
    offset: 0,
    limit: 24,
    countAtMost: Infinity,
    facets: true,
    filters: noFilters,
  }),
);
timed("list filtered by colour and price, with counts", 200, (n) =>
  index.search({
    words: [],
    sort: "price_asc",
    offset: 0,
    limit: 24,
    countAtMost: Infinity,
    facets: true,
    filters: {
      ...noFilters,
      colors: [COLOURS[n % COLOURS.length]?.hex ?? "#000000"],
      minPrice: 500_000,
      maxPrice: 999_999,
    },
  }),
);
console.info(`(colour filter as the URL writes it: colors=${colourParam("#000000")})`);
// The owner edits a price (a product saved: a new slot), then a shopper searches: that first
// search pays for whatever the index made again after the save (decision 075, last section).
timed("an edit of one price, then a new search with counts", 50, (n) => {
  const edited = products[n * 13] ?? products[0];
  if (edited) index.upsert({ ...edited, price: edited.price + 1_000 });
  search(distinct[(n + 11) % QUERIES]?.words ?? []);
});
// A promotion ends (the scratch catalogue's all end on 2030-01-01): the next search with counts
// works out every product's price today and its filters' profile again (decision 075), the whole
// catalogue in one turn of the server's loop. Time only moves forward, so it is crossed once.
const promotionsEnd = Date.UTC(2030, 0, 1);
timed("a promotion ends, then a new search with counts", 1, () =>
  index.search({
    words: distinct[17]?.words ?? [],
    sort: "relevance",
    offset: 0,
    limit: 24,
    countAtMost: 1_000,
    facets: true,
    filters: noFilters,
    now: promotionsEnd + 1,
  }),
);

if (process.env.BENCH_MINISEARCH !== "0") {
  const mini = new MiniSearch<{ id: number; name: string; material: string }>({
    fields: ["name", "material"],
    processTerm: (term) => normaliseSearchText(term) || null,
    searchOptions: { boost: { name: 3 }, prefix: true, fuzzy: 0.2, combineWith: "OR" },
  });
  const miniStarted = process.hrtime.bigint();
  mini.addAll(
    products.map((product, i) => ({
      id: i,
      name: product.names.join(" "),
      material: product.materials[0]?.text ?? "",
    })),
  );
  console.info(`MiniSearch load: ${(Number(process.hrtime.bigint() - miniStarted) / 1e6).toFixed(0)} ms`);
  timed("MiniSearch, new search", 50, (n) => mini.search((distinct[n]?.words ?? []).join(" ")));
  timed("MiniSearch, new search with a typo", 50, (n) => mini.search((typos[n]?.words ?? []).join(" ")));
}
// The words a scratch product is found by, for a reader checking the queries make sense.
console.info(`e.g. ${searchWords(products[1]?.names[0] ?? "").join(" ")}`);
