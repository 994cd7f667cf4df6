import { CATEGORIES, COLOURS, categoryKey, LANGUAGES, type Language } from "@shop/shared";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import jp from "./jp.json";
import kr from "./kr.json";
import vi from "./vi.json";

const RESOURCES: Record<Language, unknown> = { vi, en, kr, jp };

/** `{a: {b: "x"}}` → `{"a.b": "x"}`; anything that is not an object or a string is kept as it is. */
function flatten(value: unknown, prefix = "", into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

const flat = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(RESOURCES[lng])])) as Record<
  Language,
  Record<string, unknown>
>;
const allKeys = [...new Set(LANGUAGES.flatMap((lng) => Object.keys(flat[lng])))].sort();

describe("translation files", () => {
  it.each(LANGUAGES)("%s has every key that any language has", (lng) => {
    const missing = allKeys.filter((key) => !(key in flat[lng]));
    expect(missing, `missing in ${lng}.json`).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty or non-text value", (lng) => {
    const bad = Object.entries(flat[lng])
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(bad, `empty in ${lng}.json`).toEqual([]);
  });

  it.each(LANGUAGES)("%s uses the same {{placeholders}} as English", (lng) => {
    const different = allKeys.filter((key) => {
      const here = flat[lng][key];
      const english = flat.en[key];
      if (typeof here !== "string" || typeof english !== "string") return false;
      return placeholders(here).join() !== placeholders(english).join();
    });
    expect(different, `placeholders differ in ${lng}.json`).toEqual([]);
  });

  it("uses no plural suffixes, so every language keeps the same keys (kr and jp are not BCP 47 codes)", () => {
    expect(allKeys.filter((key) => /_(zero|one|two|few|many|other)$/.test(key))).toEqual([]);
  });

  it("names every category and colour of the shop", () => {
    const needed = [
      ...CATEGORIES.map(categoryKey),
      ...COLOURS.map((colour) => `colour.${colour.en.toLowerCase()}`),
    ];
    expect(needed.filter((key) => !(key in flat.en))).toEqual([]);
  });

  it("has the texts docs/product.md quotes", () => {
    expect(flat.en["admin.access_denied"]).toBe("You do not have access to this page.");
    expect(flat.vi["admin.access_denied"]).toBe("Bạn không có quyền truy cập trang này.");
    expect(flat.en["productdetail.error_invalid_id"]).toBe("Invalid product ID.");
    expect(flat.en["checkout.success_cod"]).toBe("We will contact you to confirm");
  });
});
