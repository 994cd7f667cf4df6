import {
  type CatalogueFilters,
  type Category,
  isPromotionActive,
  materialKey,
  NO_CATALOGUE_FILTERS,
  PRICE_BANDS,
  type Promotion,
  priceBandOf,
  priceWithPromotion,
} from "@shop/shared";
import { describe, expect, it } from "vitest";
import { createSearchIndex, type IndexedProduct } from "./search-index";

/**
 * The filters' counts (the facets) of an answer, held to a count made product by product from the
 * products themselves: for every colour, material, price band, "on sale" and "in stock", how many
 * of the matching products a choice would leave, with every other filter applied but its own.
 * The index counts an unfiltered answer over bitsets and a filtered one product by product; both
 * must say what a shopper would count on the page.
 */
describe("search index: the filters' counts", () => {
  const NOW = Date.parse("2026-06-15T12:00:00Z");
  const CATEGORIES: Category[] = ["Handbag", "Shoulder Bag", "Crossbody Bag", "Accessories"];
  const COLOURS = ["#000000", "#ffffff", "#7b4a2d", "#d32f2f", "#1565c0", "#f5f5dc", "#808080"];
  const MATERIALS = ["Da bò thật", "Da PU", "Vải canvas", "Cói", ""];
  const PROMOTIONS: Array<Promotion | null> = [
    null,
    null,
    { discount: 20, startDate: "2026-06-01T00:00:00Z", endDate: "2026-06-30T23:59:59Z" },
    { discount: 50, startDate: "2026-07-01T00:00:00Z", endDate: "2026-07-31T23:59:59Z" },
    { discount: 10, startDate: "2026-01-01T00:00:00Z", endDate: "2026-02-01T00:00:00Z" },
  ];

  function seeded(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return (state >>> 8) % below;
    };
  }

  function productNumber(n: number, random: (below: number) => number): IndexedProduct {
    const colours = Array.from({ length: random(4) }, () => COLOURS[random(COLOURS.length)] ?? "#000000");
    const material = MATERIALS[random(MATERIALS.length)] ?? "";
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      category: CATEGORIES[random(CATEGORIES.length)] ?? "Handbag",
      price: 200_000 + random(300) * 10_000,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
      names: [`Túi ${n}`],
      materials: material ? [{ language: "vi", text: material }] : [],
      descriptions: [],
      promotion: PROMOTIONS[random(PROMOTIONS.length)] ?? null,
      // A colour may come twice in one product: it counts once.
      variations: colours.map((color) => ({ color, stock: random(3) === 0 ? 0 : random(20) })),
    };
  }

  const NO_FILTER = NO_CATALOGUE_FILTERS;

  /** What a shopper would count: the products matching every filter but the one counted. */
  function countedByHand(products: readonly IndexedProduct[], filters: CatalogueFilters, now = NOW) {
    const at = new Date(now);
    const paid = (product: IndexedProduct) =>
      product.promotion
        ? priceWithPromotion({ price: product.price, promotion: product.promotion }, at)
        : product.price;
    const onSale = (product: IndexedProduct) =>
      product.promotion !== null && isPromotionActive(product.promotion, at);
    const wantedColours = (product: IndexedProduct) =>
      product.variations.filter(
        (variation) => filters.colors.length === 0 || filters.colors.includes(variation.color),
      );
    const inStock = (product: IndexedProduct) =>
      wantedColours(product).some((variation) => variation.stock > 0);
    const materialOf = (product: IndexedProduct) => materialKey(product.materials[0]?.text ?? "");
    const passes = (product: IndexedProduct, except: string) =>
      (except === "colour" || filters.colors.length === 0 || wantedColours(product).length > 0) &&
      (except === "material" ||
        filters.materials.length === 0 ||
        filters.materials.includes(materialOf(product))) &&
      (except === "price" ||
        (paid(product) >= (filters.minPrice ?? 0) &&
          paid(product) <= (filters.maxPrice ?? Number.POSITIVE_INFINITY))) &&
      (except === "sale" || !filters.onSale || onSale(product)) &&
      (except === "stock" || except === "colour" || !filters.inStock || inStock(product));
    const colourCounts = new Map<string, number>();
    for (const product of products.filter((each) => passes(each, "colour"))) {
      const colours = product.variations
        .filter((variation) => !filters.inStock || variation.stock > 0)
        .map((variation) => variation.color);
      for (const colour of new Set(colours)) colourCounts.set(colour, (colourCounts.get(colour) ?? 0) + 1);
    }
    const materialCounts = new Map<string, number>();
    for (const product of products.filter((each) => passes(each, "material") && materialOf(each) !== "")) {
      materialCounts.set(materialOf(product), (materialCounts.get(materialOf(product)) ?? 0) + 1);
    }
    const priced = products.filter((each) => passes(each, "price")).map(paid);
    return {
      total: products.filter((each) => passes(each, "none")).length,
      colors: [...colourCounts]
        .map(([color, count]) => ({ color, count }))
        .sort((a, b) => b.count - a.count || (a.color < b.color ? -1 : 1)),
      materials: [...materialCounts]
        .map(([material, count]) => ({ material, count }))
        .sort((a, b) => b.count - a.count || (a.material < b.material ? -1 : 1)),
      price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
      priceBands: PRICE_BANDS.map((band, number) => ({
        ...band,
        count: priced.filter((price) => priceBandOf(price) === number).length,
      })),
      onSale: products.filter((each) => passes(each, "sale") && onSale(each)).length,
      inStock: products.filter((each) => passes(each, "stock") && inStock(each)).length,
    };
  }

  function counted(
    index: ReturnType<typeof createSearchIndex>,
    category: Category | undefined,
    filters: CatalogueFilters,
    now = NOW,
  ) {
    const answer = index.search({
      words: [],
      category,
      filters,
      sort: "newest",
      offset: 0,
      limit: 24,
      countAtMost: Number.POSITIVE_INFINITY,
      facets: true,
      now,
    });
    const facets = answer.facets;
    if (!facets) throw new Error("no facets answered");
    return {
      total: answer.total,
      ...facets,
      materials: facets.materials.map(({ material, count }) => ({ material, count })),
    };
  }

  // A catalogue after a day of trading: products saved again, some deleted, stock sold and restocked.
  const random = seeded(7);
  const index = createSearchIndex();
  const current = new Map<string, IndexedProduct>();
  const all = Array.from({ length: 3_000 }, (_, n) => productNumber(n, random));
  index.append(all);
  index.finishLoad();
  for (const product of all) current.set(product.id, product);
  const inCategory = (category: Category | undefined) =>
    [...current.values()].filter((product) => category === undefined || product.category === category);

  const FILTERS: Array<[string, CatalogueFilters]> = [
    ["no filter", NO_FILTER],
    ["black or white, in stock", { ...NO_FILTER, colors: ["#000000", "#ffffff"], inStock: true }],
    [
      "leather, up to 1,000,000",
      { ...NO_FILTER, materials: [materialKey("Da bò thật")], maxPrice: 1_000_000 },
    ],
    ["on sale", { ...NO_FILTER, onSale: true }],
  ];

  it.each(FILTERS)(
    "counts as a shopper would with %s, in the whole catalogue and in a category",
    (_, filters) => {
      for (const category of [undefined, "Accessories" as const]) {
        expect(counted(index, category, filters)).toEqual(countedByHand(inCategory(category), filters));
      }
    },
  );

  it("follows the stock each order leaves, and the products saved and deleted since", () => {
    expect(counted(index, undefined, NO_FILTER)).toEqual(countedByHand(inCategory(undefined), NO_FILTER));
    for (let n = 0; n < 400; n++) {
      // Sold out, then some restocked: the counts are read between the orders, as a shopper would.
      const product = all[(n * 7) % all.length];
      if (!product || !current.has(product.id)) continue;
      const sold = {
        ...product,
        variations: product.variations.map((variation) => ({ ...variation, stock: n % 3 === 0 ? 5 : 0 })),
      };
      index.updateStock(sold);
      current.set(sold.id, sold);
      if (n % 50 === 0) {
        expect(counted(index, undefined, NO_FILTER)).toEqual(countedByHand(inCategory(undefined), NO_FILTER));
      }
    }
    for (let n = 0; n < 100; n++) {
      const saved = { ...productNumber(10_000 + n, random), id: all[n * 11]?.id ?? "" };
      index.upsert(saved);
      current.set(saved.id, saved);
      const deleted = all[n * 11 + 3]?.id ?? "";
      index.remove(deleted);
      current.delete(deleted);
      // Counted between the saves too: the new products' profiles are worked out as they come.
      if (n % 10 === 0) {
        expect(counted(index, undefined, NO_FILTER)).toEqual(countedByHand(inCategory(undefined), NO_FILTER));
        const restocked = { ...saved, variations: saved.variations.map((each) => ({ ...each, stock: 3 })) };
        index.updateStock(restocked);
        current.set(restocked.id, restocked);
      }
    }
    for (const [, filters] of FILTERS) {
      expect(counted(index, undefined, filters)).toEqual(countedByHand(inCategory(undefined), filters));
    }
  });

  it("prices a product saved with a promotion to come as the shopper pays it, before, during and after", () => {
    const shop = createSearchIndex();
    const products = Array.from({ length: 500 }, (_, n) => productNumber(20_000 + n, seeded(11)));
    shop.append(products);
    shop.finishLoad();
    const byId = new Map(products.map((product) => [product.id, product]));
    expect(counted(shop, undefined, NO_FILTER)).toEqual(countedByHand([...byId.values()], NO_FILTER));
    const hour = 3_600_000;
    const first = products[0] as IndexedProduct;
    const second = products[1] as IndexedProduct;
    const soon: IndexedProduct = {
      ...first,
      price: 2_400_000,
      promotion: {
        discount: 50,
        startDate: new Date(NOW + hour).toISOString(),
        endDate: new Date(NOW + 2 * hour).toISOString(),
      },
    };
    // Another band, no promotion: the price alone changed.
    const repriced: IndexedProduct = { ...second, price: 150_000, promotion: null };
    shop.upsert(soon);
    shop.upsert(repriced);
    byId.set(soon.id, soon);
    byId.set(repriced.id, repriced);
    for (const at of [NOW, NOW + 1.5 * hour, NOW + 3 * hour]) {
      for (const [, filters] of FILTERS) {
        expect(counted(shop, undefined, filters, at)).toEqual(countedByHand([...byId.values()], filters, at));
      }
    }
  });
});
