import {
  type Category,
  categorySearchWords,
  type ProductPage,
  type ProductSort,
  productListQuerySchema,
  searchWords,
  writtenSearchWords,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { type CatalogueInstance, catalogueInstance } from "../../test/catalogue-instance";
import { productInput } from "../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";
import { createSearchIndex, type IndexedProduct, type SearchIndex } from "./search-index";

/**
 * The in-memory search index (search-index.ts) answers like the SQL it replaced. An instance sees
 * its own writes in its next search, and anyone else's within SEARCH_SYNC_MS: two services on one
 * database stand for two instances; a write straight in SQL for a backfill or psql.
 */
describe.each(TEST_DATABASE_KINDS)("search index on %s", (kind) => {
  let database: OpenedDatabase;
  let first: CatalogueInstance;
  let second: CatalogueInstance;
  const start = Date.parse("2025-01-01T00:00:00Z");
  const SEARCH_SYNC_MS = 1_000;
  let now = start;
  /** Long enough for every instance to read the change log again: a search starts it, in the background. */
  const waitForTheNextSync = async () => {
    now += SEARCH_SYNC_MS;
    for (const instance of [first, second]) {
      await names(instance, "bắt đầu");
      await instance.catalogue.start();
      instance.catalogue.stop();
    }
  };

  /** Products written straight through the repository, published as a backfill would. */
  const publishEveryProduct = () =>
    database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids) select 'product_saved', array_agg(id) from products`,
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The response cache is off: what is measured here is the index, not the cache's lifetime.
    const options = { cacheTtlMs: 0, catchUpIntervalMs: SEARCH_SYNC_MS, clock: () => new Date(now) };
    first = catalogueInstance(database.db, options);
    second = catalogueInstance(database.db, options);
  });
  afterAll(() => database?.close());

  async function search(instance: CatalogueInstance, query: Record<string, string>): Promise<ProductPage> {
    return JSON.parse(
      (await instance.catalogue.listProductsJson(productListQuerySchema.parse(query))).toString(),
    );
  }
  const names = async (service: CatalogueInstance, q: string, extra: Record<string, string> = {}) =>
    (await search(service, { q, ...extra })).items.map((product) => product.name);

  it("finds its own writes at once, whenever its index was last brought up to date", async () => {
    expect(await names(first, "can tho")).toEqual([]);
    const created = await first.products.createProduct(productInput({ name: "Túi Cần Thơ" }));
    expect(await names(first, "can tho")).toEqual(["Túi Cần Thơ"]);
    await first.products.updateProduct(created.id, {
      ...productInput({ name: "Túi Vinh" }),
      version: created.version,
    });
    expect(await names(first, "can tho")).toEqual([]);
    expect(await names(first, "vinh")).toEqual(["Túi Vinh"]);
    await first.products.deleteProduct(created.id);
    expect(await names(first, "vinh")).toEqual([]);
  });

  it("finds a product another instance has just created, changed or deleted", async () => {
    expect(await names(second, "saigon")).toEqual([]);
    const created = await first.products.createProduct(productInput({ name: "Túi Sài Gòn" }));
    await waitForTheNextSync();
    expect(await names(second, "sai gon")).toEqual(["Túi Sài Gòn"]);
    await first.products.updateProduct(created.id, {
      ...productInput({ name: "Túi Đà Lạt" }),
      version: created.version,
    });
    await waitForTheNextSync();
    expect(await names(second, "sai gon")).toEqual([]);
    expect(await names(second, "da lat")).toEqual(["Túi Đà Lạt"]);
    await first.products.deleteProduct(created.id);
    await waitForTheNextSync();
    expect(await names(second, "da lat")).toEqual([]);
  });

  it("sees another instance's write within the sync interval, not before (one statement a search)", async () => {
    expect(await names(second, "phu quoc")).toEqual([]);
    await first.products.createProduct(productInput({ name: "Túi Phú Quốc" }));
    now += SEARCH_SYNC_MS - 1;
    expect(await names(second, "phu quoc")).toEqual([]);
    now += 1;
    await vi.waitFor(async () => expect(await names(second, "phu quoc")).toEqual(["Túi Phú Quốc"]));
  });

  it("sees writes made straight in the database once they are published by hand", async () => {
    const product = await insertProduct(database.db, productInput({ name: "Ví Hội An" }), {
      now: new Date(start),
    });
    const publish = (kind: string) =>
      database.db.execute(
        sql`insert into catalogue_changes (kind, product_ids) values (${kind}, array[${product.id}::uuid])`,
      );
    await publish("product_saved");
    await waitForTheNextSync();
    expect(await names(first, "hoi an")).toEqual(["Ví Hội An"]);
    await database.db.execute(
      sql`update products set name = 'Ví Huế', search_text = 'vi hue' where id = ${product.id}`,
    );
    await waitForTheNextSync();
    // Unpublished, the write is not seen: the index keeps the words it was told of.
    expect(await names(first, "hue")).toEqual([]);
    await publish("product_saved");
    await waitForTheNextSync();
    expect(await names(first, "hoi an")).toEqual([]);
    expect(await names(first, "hue")).toEqual(["Ví Huế"]);
    await database.db.execute(sql`delete from products where id = ${product.id}`);
    await publish("product_removed");
    await waitForTheNextSync();
    expect(await names(first, "hue")).toEqual([]);
  });

  it("orders, pages and counts like the list, with the category as a filter", async () => {
    for (const [index, price] of [700_000, 300_000, 500_000, 300_000].entries()) {
      await insertProduct(
        database.db,
        productInput({
          name: `Túi Nova ${index}`,
          price,
          category: index === 3 ? "Shoulder Bag" : "Handbag",
        }),
        { now: new Date(start + index * 60_000) },
      );
    }
    await publishEveryProduct();
    await waitForTheNextSync();
    expect(await names(first, "nova")).toEqual(["Túi Nova 3", "Túi Nova 2", "Túi Nova 1", "Túi Nova 0"]);
    const cheapest = await search(first, { q: "nova", sort: "price_asc", limit: "2", page: "1" });
    // Equal prices keep the id order of the SQL list (products.repository.ts sortOrder).
    expect(cheapest.items.map((product) => product.price)).toEqual([300_000, 300_000]);
    expect(cheapest.total).toBe(4);
    const dearest = await search(first, { q: "nova", sort: "price_desc", limit: "2", page: "2" });
    expect(dearest.items.map((product) => product.price)).toEqual([300_000, 300_000]);
    expect(dearest.items.map((product) => product.id).reverse()).toEqual(
      cheapest.items.map((product) => product.id),
    );
    const handbags = await search(first, { q: "nova", category: "Handbag" });
    expect(handbags.items.map((product) => product.name)).toEqual(["Túi Nova 2", "Túi Nova 1", "Túi Nova 0"]);
    expect(handbags.total).toBe(3);
    expect(await names(first, "nova 3")).toEqual(["Túi Nova 3"]);
    expect(await names(first, "nova", { page: "2", limit: "3" })).toEqual(["Túi Nova 0"]);
  });

  it("matches a word it begins, or is inside of from three letters, and leaves out words found nowhere", async () => {
    await insertProduct(database.db, productInput({ name: "Túi Baguette hồng" }), { now: new Date(start) });
    await publishEveryProduct();
    await waitForTheNextSync();
    expect(await names(first, "guett")).toEqual(["Túi Baguette hồng"]);
    expect(await names(first, "bague")).toEqual(["Túi Baguette hồng"]);
    // Two letters inside a word are too many words' letters ("da" inside "dai"): only beginnings.
    expect(await names(first, "gu")).toEqual([]);
    expect(await names(first, "guette ho")).toEqual(["Túi Baguette hồng"]);
    // A word no product holds, even one slip away, does not empty what the others find.
    expect(await names(first, "guette qxz")).toEqual(["Túi Baguette hồng"]);
    expect(await names(first, "qxz")).toEqual([]);
  });
});

/**
 * The index alone, against the plain reading of its rule on the same products: every query word
 * is a word of the product's name or of its category's names, or begins one, or (three letters or
 * more) is inside one; the category matches; ordered as the SQL list orders (ties by id). Enough
 * products that a common word takes the walk through a kept order and a rare one the sort of its
 * few matches; some changed and some removed, so retired slots are in the index too.
 */
describe("search index against its rule", () => {
  const WORDS = ["tuix", "xach", "vai", "da", "den", "mini", "tote", "canvas", "khoa", "banh"];
  const categories = ["Handbag", "Shoulder Bag", "Crossbody Bag", "Accessories"] as const;
  let seed = 7;
  // In 32-bit arithmetic, from the high bits (a product of two large numbers in floating point
  // loses its low bits, and an LCG's low bits repeat: every product was a handbag).
  const random = (below: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return (seed >>> 16) % below;
  };
  const productNumber = (n: number): IndexedProduct => ({
    id: `00000000-0000-4000-8000-${String(n * 7_919).padStart(12, "0")}`,
    category: categories[random(4)] ?? "Handbag",
    price: 300_000 + random(40) * 10_000,
    createdAt: new Date(Date.UTC(2025, 0, 1) + random(5_000) * 60_000),
    names: [[0, 1, 2, 3].map(() => WORDS[random(WORDS.length)]).join(" ")],
    materials: [],
    descriptions: [],
    promotion: null,
    variations: [],
  });

  const index = createSearchIndex();
  const current = new Map<string, IndexedProduct>();
  const all = Array.from({ length: 6_000 }, (_, n) => productNumber(n));
  index.append(all);
  index.finishLoad();
  for (const product of all) current.set(product.id, product);
  for (let n = 0; n < 300; n++) {
    const changed = { ...productNumber(n * 13), id: all[n * 13]?.id ?? "" };
    index.upsert(changed);
    current.set(changed.id, changed);
    const removed = all[n * 13 + 5]?.id ?? "";
    index.remove(removed);
    current.delete(removed);
  }

  const order: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1),
    price_asc: (a, b) => a.price - b.price || (a.id < b.id ? -1 : 1),
    price_desc: (a, b) => b.price - a.price || (b.id < a.id ? -1 : 1),
  };
  const textOf = (product: IndexedProduct) => [
    ...product.names.flatMap(searchWords),
    ...categorySearchWords(product.category).flatMap(searchWords),
  ];
  const matches = (word: string, text: readonly string[]) =>
    text.some((each) => each === word || each.startsWith(word) || (word.length >= 3 && each.includes(word)));
  const cases: Array<[string[], Category | undefined]> = [
    [["tuix"], undefined],
    [["tui"], undefined],
    [["tui", "xach"], undefined],
    [["xach", "den", "mini"], undefined],
    [["a"], undefined],
    [["t"], "Handbag"],
    [["canvas", "khoa"], "Accessories"],
    [["vai", "tote", "banh", "da"], undefined],
    [["ach"], undefined],
    // Five sets and six (the words and the category): past the intersection's unrolled four.
    [["tote", "banh", "da", "vai"], "Shoulder Bag"],
    [["tuix", "tui", "xach", "ach", "xa"], "Handbag"],
  ];

  it.each(cases)("finds, counts, orders and pages %j in %s like the rule", (words, category) => {
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      const expected = [...current.values()]
        .filter((product) => (category ? product.category === category : true))
        .filter((product) => words.every((word) => matches(word, textOf(product))))
        .sort(order[sort])
        .map((product) => product.id);
      expect(expected.length).toBeGreaterThan(0);
      for (const offset of [0, 24, 480]) {
        const answer = index.search({ words, category, sort, offset, limit: 24, countAtMost: 100_000 });
        expect(answer.total).toBe(expected.length);
        expect(answer.ids).toEqual(expected.slice(offset, offset + 24));
      }
    }
  });

  it("answers nothing for words found nowhere, not even one slip away", () => {
    expect(
      index.search({ words: ["qqqq"], sort: "newest", offset: 0, limit: 24, countAtMost: 100 }).total,
    ).toBe(0);
  });
});

describe("search index, when no product has every word", () => {
  // Words sharing no three letters, so none is found inside another.
  const POOL = ["saffron", "bowtie", "quill", "jumbo", "vexing", "dwarf", "kayak"];
  // Each word alone, some pairs, two triples: so a query of three words meets every case.
  const NAMES = [
    ...POOL.map((word) => [word]),
    ...[
      [0, 1],
      [0, 5],
      [1, 2],
      [1, 4],
      [1, 6],
      [2, 5],
      [4, 5],
      [5, 6],
      [0, 1, 2],
      [3, 4, 5],
    ].map((words) => words.map((word) => POOL[word] ?? "")),
  ];
  // Each name twice, so that the page has ties to order (newest first).
  const products: IndexedProduct[] = [...NAMES, ...NAMES].map((name, n) => ({
    id: `00000000-0000-4000-8000-${String(n + 1).padStart(12, "0")}`,
    category: "Handbag",
    price: 500_000,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    names: [name.join(" ")],
    materials: [],
    descriptions: [],
    promotion: null,
    variations: [],
  }));
  const index = createSearchIndex();
  index.append(products);
  index.finishLoad();
  const queries = POOL.flatMap((a, i) =>
    POOL.slice(i + 1).flatMap((b, j) => POOL.slice(i + j + 2).map((c) => [a, b, c])),
  );

  it("keeps its words apart (the test's own premise)", () => {
    const trigrams = POOL.map(
      (word) => new Set(Array.from({ length: word.length - 2 }, (_, at) => word.slice(at, at + 3))),
    );
    for (const [a, first] of trigrams.entries()) {
      for (const second of trigrams.slice(a + 1)) expect([...first].filter((t) => second.has(t))).toEqual([]);
    }
  });

  it.each(queries)("answers %s, %s, %s with the products having the most of the words", (...words) => {
    const had = products.map(
      (product) => words.filter((word) => product.names[0]?.split(" ").includes(word)).length,
    );
    const most = Math.max(...had);
    const expected = products
      .filter((_, at) => most > 0 && had[at] === most)
      .map((product) => product.id)
      .reverse();
    const answer = index.search({ words, sort: "newest", offset: 0, limit: 100, countAtMost: 100 });
    expect(answer.ids).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it("meets every case: all three words, two of three, one of three", () => {
    const mosts = queries.map((words) =>
      Math.max(
        ...products.map(
          (product) => words.filter((word) => product.names[0]?.split(" ").includes(word)).length,
        ),
      ),
    );
    expect(new Set(mosts)).toEqual(new Set([1, 2, 3]));
  });
});

describe("search index, a long answer ranked by two words", () => {
  // Each word in the name or only in the description: four groups, scored name + name first,
  // then name + description either way (equal, newest first), then description + description.
  // More than SORT_MATCHES_BELOW matches and too few with both words at their best for the pages
  // asked: the index counts the scores before picking the page.
  const GROUPS = [
    { first: "name", second: "name", score: 80 },
    { first: "name", second: "description", score: 48 },
    { first: "description", second: "name", score: 48 },
    { first: "description", second: "description", score: 16 },
  ] as const;
  const products = Array.from({ length: 2_400 }, (_, n) => {
    const group = GROUPS[(n * 7) % 4] ?? GROUPS[0];
    const inName = [group.first === "name" ? "saffron" : "", group.second === "name" ? "quill" : ""];
    const inDescription = [
      group.first === "description" ? "saffron" : "",
      group.second === "description" ? "quill" : "",
    ];
    return {
      product: {
        id: `00000000-0000-4000-8000-${String(n + 1).padStart(12, "0")}`,
        category: "Handbag",
        price: 500_000,
        createdAt: new Date(Date.UTC(2025, 0, 1) + ((n * 7_919) % 2_400) * 60_000),
        names: [`${inName.join(" ").trim()} n${n}`],
        materials: [],
        descriptions: [inDescription.join(" ").trim()],
        promotion: null,
        variations: [],
      } satisfies IndexedProduct,
      score: group.score,
    };
  });
  const index = createSearchIndex();
  index.append(products.map(({ product }) => product));
  index.finishLoad();
  const expected = [...products]
    .sort((a, b) => b.score - a.score || b.product.createdAt.getTime() - a.product.createdAt.getTime())
    .map(({ product }) => product.id);

  it.each([0, 590, 600, 1_190, 1_200, 1_790, 2_376])("answers the page at %i best match first", (offset) => {
    const answer = index.search({
      words: ["saffron", "quill"],
      sort: "relevance",
      offset,
      limit: 24,
      countAtMost: 100_000,
    });
    expect(answer.total).toBe(2_400);
    expect(answer.ids).toEqual(expected.slice(offset, offset + 24));
  });
});

describe("search index, words of one or two letters", () => {
  const product = (n: number, name: string): IndexedProduct => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    category: "Handbag",
    price: 500_000,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    names: [name],
    materials: [],
    descriptions: [],
    promotion: null,
    variations: [],
  });
  const found = (index: SearchIndex, word: string) => numbersFound(index, [word]);

  it("find the words they are or begin, and Korean or Japanese words they are inside, written before the load or after", () => {
    const index = createSearchIndex();
    index.append([product(1, "zq lumi"), product(2, "zqa tote"), product(3, "숄더지갑"), product(4, "azq")]);
    index.finishLoad();
    expect(found(index, "zq")).toEqual([1, 2]);
    expect(found(index, "지갑")).toEqual([3]);
    // Written after the load: more words than are checked one by one, then a few more.
    for (let n = 0; n < 2_500; n++) index.upsert(product(100 + n, `word${n}`));
    index.upsert(product(5, "zqz bucket"));
    index.upsert(product(6, "토트지갑"));
    expect(found(index, "zq")).toEqual([1, 2, 5]);
    expect(found(index, "지갑")).toEqual([3, 6]);
    index.upsert(product(7, "zqy"));
    expect(found(index, "zq")).toEqual([1, 2, 5, 7]);
    expect(found(index, "z")).toEqual([1, 2, 5, 7]);
  });
});

/**
 * Best match first over many matches (more than the index sorts one by one): the products with the
 * word in their name, newest first, then those with it only in their description, newest first —
 * on the first page (enough products have every word at its best) and across the boundary.
 */
describe("search index, best match first over many matches", () => {
  const product = (n: number, inName: boolean): IndexedProduct => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    // Accessories: "tui" is not among their category's words ("phụ kiện").
    category: inName ? "Handbag" : "Accessories",
    price: 500_000,
    // The description-only products are the newest: age alone would put them first.
    createdAt: new Date(Date.UTC(2025, 0, 1) + (inName ? n : 10_000 + n) * 60_000),
    names: [inName ? `Túi Lumi ${n}` : `Ví Sen ${n}`],
    materials: [],
    descriptions: inName ? [] : ["Vừa túi áo"],
    promotion: null,
    variations: [],
  });
  const named = Array.from({ length: 3_000 }, (_, n) => product(n, true));
  const described = Array.from({ length: 100 }, (_, n) => product(5_000 + n, false));
  const index = createSearchIndex();
  index.append([...named, ...described]);
  index.finishLoad();
  const newestFirst = (list: IndexedProduct[]) =>
    [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((each) => each.id);
  const expected = [...newestFirst(named), ...newestFirst(described)];

  it.each([0, 24, 2_990, 3_000])("answers the page at %i in that order", (offset) => {
    const answer = index.search({
      words: ["tui"],
      sort: "relevance",
      offset,
      limit: 24,
      countAtMost: 100_000,
    });
    expect(answer.total).toBe(3_100);
    expect(answer.ids).toEqual(expected.slice(offset, offset + 24));
  });
});

/**
 * Vietnamese folds to fewer words than it writes: "da" (leather), "Dạ" (evening) and "Đà" (of Đà
 * Lạt) are one word without marks. A query typed without marks means any of them; one typed with
 * marks means its words as written, and a name word written otherwise counts as a near match only.
 */
describe("search index, a query typed with its marks", () => {
  const product = (n: number, name: string, material: string): IndexedProduct => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    category: name.startsWith("Ví") ? "Accessories" : "Handbag",
    price: 500_000,
    // The evening clutch and the Đà Lạt tote are the newest: age alone would put them first.
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    names: [name],
    materials: [{ language: "vi", text: material }],
    descriptions: [],
    promotion: null,
    variations: [],
  });
  const index = createSearchIndex();
  index.append([
    product(1, "Ví da bò Lumi", "Da bò thật"),
    product(2, "Ví cầm tay Dạ Tiệc Ngọc Trai", "Vải satin"),
    product(3, "Túi xách da cừu Hoa Mai", "Da cừu mềm"),
    product(4, "Túi tote Đà Lạt", "Vải canvas"),
    // Leather said by its material alone, and older than the Đà Lạt tote.
    product(0, "Túi tote Phố Cổ", "Da bò"),
  ]);
  index.finishLoad();
  const ranked = (query: string) =>
    index
      .search({
        words: searchWords(query),
        written: writtenSearchWords(query),
        sort: "relevance",
        offset: 0,
        limit: 10,
        countAtMost: 100,
      })
      .ids.map((id) => Number(id.slice(-12)));

  it.each([
    ["ví da", [1, 2]],
    // The leather bags first, the one whose material alone says "da" too; the clutch is carried
    // as a bag (a description's score for "túi"), after the bags.
    ["túi da", [3, 0, 4, 2]],
    ["ví dạ tiệc", [2]],
    ["túi đà lạt", [4]],
  ])("%s puts the products with the words as typed first: %j", (query, expected) => {
    expect(ranked(query)).toEqual(expected);
  });

  it("answers a query without marks as before: every folded match, the newest first among equals", () => {
    // Asked just after the same words with marks, whose matches the index keeps apart.
    expect(ranked("ví da")).toEqual([1, 2]);
    expect(ranked("vi da")).toEqual([2, 1]);
    expect(ranked("tui da")).toEqual([4, 3, 0, 2]);
  });
});

/**
 * The words a shopper types for "a bag" in each language, and English plurals: "가방" and "かばん"
 * are what Korean and Japanese shoppers call any bag, and "shoulder bags" is how an English
 * speaker asks for shoulder bags. Each must find what the catalogue holds of it, whatever the
 * products are named.
 */
/** The numbers (the ids' last digits) of every product the words find, in ascending order. */
function numbersFound(index: SearchIndex, words: string[]): number[] {
  return index
    .search({ words, sort: "newest", offset: 0, limit: 100, countAtMost: 100 })
    .ids.map((id) => Number(id.slice(-12)))
    .sort((a, b) => a - b);
}

describe("search index, a shopper's everyday words for bags", () => {
  const product = (
    n: number,
    category: Category,
    name: string,
    descriptions: string[] = [],
  ): IndexedProduct => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    category,
    price: 500_000,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    names: [name],
    materials: [],
    descriptions,
    promotion: null,
    variations: [],
  });
  const index = createSearchIndex();
  index.append([
    product(1, "Handbag", "루미 클래식 핸드백"),
    product(2, "Shoulder Bag", "Crescent Moon Shoulder Bag"),
    product(3, "Crossbody Bag", "サイゴン ミニ クロスボディ"),
    product(4, "Handbag", "Túi xách Lumi Rose"),
    product(5, "Accessories", "Lumi Slim Card Holder"),
    product(6, "Accessories", "Lumi Envelope Wallet"),
    product(7, "Accessories", "Lumi Wide Strap"),
    product(8, "Accessories", "Mây Phone Pouch"),
    product(9, "Shoulder Bag", "Hobo An Nhiên", ["Roomy enough for two small bags inside"]),
    product(10, "Handbag", "Túi xách Sen", ["Thanh lịch cho phái nữ"]),
    product(11, "Shoulder Bag", "Autumn Shoulder Bag", ["A soft bag for women"]),
  ]);
  index.finishLoad();
  const found = (...words: string[]) => numbersFound(index, words.flatMap(searchWords));
  const BAGS = [1, 2, 3, 4, 9, 10, 11];

  it.each(["가방", "かばん", "カバン", "鞄", "バッグ", "bag", "túi"])(
    "%s finds every bag of the three bag categories, and no accessory",
    (word) => {
      expect(found(word)).toEqual(BAGS);
    },
  );

  it("finds with an English plural what its singular finds", () => {
    expect(found("bags")).toEqual(found("bag"));
    expect(found("shoulder", "bags")).toEqual([2, 9, 11]);
    expect(found("wallets")).toEqual([6]);
    expect(found("straps")).toEqual([7]);
    expect(found("pouches")).toEqual([8]);
    expect(found("card", "holders")).toEqual([5]);
    expect(found("accessories")).toEqual([5, 6, 7, 8]);
  });

  // The shop's bags are women's bags: a word for women, said by a few descriptions, narrows nothing.
  it.each([
    ["túi xách nữ", [1, 4, 10]],
    ["shoulder bag for women", [2, 9, 11]],
    ["women's shoulder bags", [2, 9, 11]],
    ["여성 숄더백", [2, 9, 11]],
    ["レディース ショルダーバッグ", [2, 9, 11]],
  ])("%s finds every bag of its kind", (query, bags) => {
    expect(found(query)).toEqual(bags);
  });

  // A clutch is carried as a bag, whatever category the owner filed it in.
  describe("a clutch among the accessories", () => {
    const withClutches = createSearchIndex();
    withClutches.append([
      product(21, "Handbag", "Túi xách Lumi Rose", ["Dáng thanh lịch cho buổi tối, evening"]),
      product(22, "Accessories", "Pearl Evening Clutch"),
      product(23, "Accessories", "Ví cầm tay Dạ Tiệc Ngọc Trai"),
      product(24, "Accessories", "진주 이브닝 클러치"),
      product(25, "Accessories", "Lumi Envelope Wallet"),
      product(26, "Accessories", "Ví dài Thu Đông"),
      product(27, "Crossbody Bag", "Túi đeo chéo Du Lịch"),
    ]);
    withClutches.finishLoad();
    const foundAmongClutches = (query: string) => numbersFound(withClutches, searchWords(query));

    it.each([
      ["evening bag", [21, 22]],
      ["bag", [21, 22, 23, 24, 27]],
      ["가방", [21, 22, 23, 24, 27]],
      ["이브닝 가방", [24]],
      ["túi dạ tiệc", [23]],
      ["wallet", [25]],
      ["ví", [23, 26]],
    ])("%s finds %j", (query, expected) => {
      expect(foundAmongClutches(query)).toEqual(expected);
    });
  });
});
