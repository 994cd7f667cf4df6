import { normaliseSearchText, searchWords, writtenSearchWords } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { searchPath } from "./catalogue-paths";
import {
  newMarkedQueries,
  newSearchQueries,
  newTypoQueries,
  type SearchCatalogue,
  type SearchQuery,
  searchKey,
  seededRandom,
  withTypo,
} from "./search-queries";

/** Three kinds of bag repeating over `size` products, as the bench's catalogue repeats its kinds. */
function smallCatalogue(size: number): SearchCatalogue {
  const kinds = [
    ["tui", "xach", "tay", "lumi", "den", "handbag", "black"],
    ["tui", "deo", "vai", "saigon", "do", "shoulder", "red"],
    ["vi", "cam", "tay", "sen", "be", "accessories", "beige"],
  ];
  const names = [
    ["túi", "xách", "tay", "lumi", "đen"],
    ["túi", "đeo", "vai", "saigon", "đỏ"],
    ["ví", "cầm", "tay", "sen", "be"],
  ];
  const categories = ["Handbag", "Shoulder Bag", "Accessories"];
  return {
    size,
    wordsOf: (i) => kinds[i % kinds.length] ?? [],
    nameWordsOf: (i) => names[i % names.length] ?? [],
    categoryOf: (i) => categories[i % categories.length] ?? "Handbag",
  };
}

describe("new searches", () => {
  it("never makes two queries the server would answer from one cached entry", () => {
    const queries = newSearchQueries(smallCatalogue(5_000), 20_000, seededRandom(1));
    const keys = queries.map(searchKey);
    expect(new Set(keys).size).toBe(20_000);
    expect(new Set(queries.map(searchPath)).size).toBe(20_000);
  });

  it("leaves out every query asked before in the run, and remembers its own", () => {
    const asked = new Set<string>();
    const first = newSearchQueries(smallCatalogue(5_000), 5_000, seededRandom(2), asked);
    const second = newSearchQueries(smallCatalogue(5_000), 5_000, seededRandom(2), asked);
    const firstKeys = new Set(first.map(searchKey));
    expect(second.filter((query) => firstKeys.has(searchKey(query)))).toEqual([]);
    expect(asked.size).toBe(10_000);
  });

  it("asks about the catalogue's own products: every word is one of a product's words or its number", () => {
    const catalogue = smallCatalogue(1_000);
    const known = new Set([0, 1, 2].flatMap((i) => catalogue.wordsOf(i)));
    for (const query of newSearchQueries(catalogue, 2_000, seededRandom(3))) {
      expect(query.words.filter((word) => !known.has(word) && !/^\d+$/.test(word))).toEqual([]);
      expect(query.words.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("refuses to make more new queries than the catalogue can give, rather than repeat one", () => {
    expect(() => newSearchQueries(smallCatalogue(3), 2_000, seededRandom(4))).toThrow(/cannot make/);
  });

  it("keys a query as the server does: marks and case aside, a word's two spellings alike", () => {
    expect(searchKey({ words: ["Túi", "ĐỎ"], category: null })).toBe(
      searchKey({ words: ["tui", "do"], category: null }),
    );
    expect(searchKey({ words: ["tui"], category: "Handbag" })).not.toBe(
      searchKey({ words: ["tui"], category: null }),
    );
  });
});

describe("new searches with a typo", () => {
  it("misspells one word of each and repeats no key, not even one of the plain new searches", () => {
    const asked = new Set<string>();
    const plain = newSearchQueries(smallCatalogue(5_000), 5_000, seededRandom(5), asked);
    const typos = newTypoQueries(smallCatalogue(5_000), 5_000, seededRandom(6), asked);
    const plainKeys = new Set(plain.map(searchKey));
    expect(typos.filter((query) => plainKeys.has(searchKey(query)))).toEqual([]);
    expect(new Set(typos.map(searchKey)).size).toBe(5_000);
    const known = new Set([0, 1, 2].flatMap((i) => smallCatalogue(3).wordsOf(i)));
    for (const query of typos.slice(0, 500)) {
      const misspelt = searchWords(query.words.join(" ")).filter(
        (word) => !known.has(word) && !/^\d+$/.test(word),
      );
      expect(misspelt.length).toBeLessThanOrEqual(1);
    }
  });

  it("makes the slips of a thumb on a phone", () => {
    expect(withTypo("xach", 0)).toBe("ach");
    expect(withTypo("xach", 1)).toBe("xaach");
    expect(withTypo("xach", 2)).toBe("xahc");
    expect(withTypo("xach", 3)).toBe("xacj");
    expect(withTypo("xách", 4)).toBe("xachs");
  });
});

describe("new searches typed with marks", () => {
  it("asks the plain new searches' kind of query with the name's words as written, one at least marked, none asked before", () => {
    const asked = new Set<string>();
    const plain = newSearchQueries(smallCatalogue(5_000), 2_000, seededRandom(7), asked);
    const marked = newMarkedQueries(smallCatalogue(5_000), 2_000, seededRandom(8), asked);
    // Told apart as the server keeps its answers: by the words, their spelling and the category.
    const spelled = (query: SearchQuery) =>
      `${searchKey(query)}|${writtenSearchWords(query.words.join(" "))?.join(" ")}`;
    expect(new Set(marked.map(spelled)).size).toBe(2_000);
    const plainPaths = new Set(plain.map(searchPath));
    expect(marked.filter((query) => plainPaths.has(searchPath(query)))).toEqual([]);
    const catalogue = smallCatalogue(3);
    const known = new Set([0, 1, 2].flatMap((i) => [...catalogue.wordsOf(i), ...catalogue.nameWordsOf(i)]));
    for (const query of marked) {
      expect(query.words.filter((word) => !known.has(word) && !/^\d+$/.test(word))).toEqual([]);
      expect(
        query.words.some((word) => normaliseSearchText(word) !== word),
        query.words.join(" "),
      ).toBe(true);
      expect(query.words.length).toBeGreaterThanOrEqual(2);
    }
  });
});
