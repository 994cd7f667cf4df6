import { describe, expect, it } from "vitest";
import {
  earlierSearcher,
  JUDGED_QUERIES,
  measure,
  miniSearcher,
  type RelevanceFigures,
  shopSearcher,
} from "./search-relevance";

/**
 * Search quality on the judged queries (search-relevance.ts): the shop's search must put a right
 * product in at least 95 % of the first four places, and find something for every query. The
 * search before docs/decisions/056-filters-and-relevance.md and MiniSearch are measured on the
 * same queries and printed beside it (the figures of the decision record).
 */
describe("search relevance on the demo catalogue", () => {
  const print = (name: string, figures: RelevanceFigures) =>
    console.info(
      `${name}: precision@4 ${(figures.precisionAt4 * 100).toFixed(1)} %, ${figures.empty.length} queries finding nothing`,
    );

  it("judges at least 60 queries in four languages", () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(JUDGED_QUERIES.map((query) => query.lang))).toEqual(new Set(["vi", "en", "kr", "jp"]));
    for (const query of JUDGED_QUERIES) expect(query.relevant.length, query.q).toBeGreaterThan(0);
  });

  it("puts a right product in at least 95 % of the first four places, and always finds something", () => {
    const shop = measure(shopSearcher());
    print("earlier search (main)", measure(earlierSearcher()));
    print("MiniSearch 7 (fuzzy 0.2, prefix, OR)", measure(miniSearcher()));
    print("shop search", shop);
    expect(shop.empty).toEqual([]);
    expect(shop.precisionAt4, JSON.stringify(shop.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });
});
