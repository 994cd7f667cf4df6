import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COLOUR_SEARCH_WORDS, normaliseSearchText } from "@shop/shared";
import { describe, expect, it } from "vitest";

const drizzleDir = fileURLToPath(new URL("../../../drizzle/", import.meta.url));

describe("the colour-search backfill migration", () => {
  it("adds the same colour words as productSearchText does for new products", () => {
    const file = readdirSync(drizzleDir).find((name) => name.endsWith("_colour-search-sql.sql"));
    if (!file) throw new Error("no colour-search-sql migration");
    const sql = readFileSync(`${drizzleDir}${file}`, "utf8");
    const rows = Object.fromEntries(
      [...sql.matchAll(/\('(#[0-9a-f]{6})', '([^']*)'\)/g)].map((match) => [match[1], match[2]]),
    );
    const expected = Object.fromEntries(
      Object.entries(COLOUR_SEARCH_WORDS).map(([hex, words]) => [hex, normaliseSearchText(words.join(" "))]),
    );
    expect(rows).toEqual(expected);
  });
});
