import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CATEGORIES,
  COLOURS,
  IMAGE_WIDTHS,
  isPromotionActive,
  normaliseSearchText,
  PAGE_LIMIT_DEFAULT,
  productInputSchema,
  searchWords,
  TRANSLATED_LANGUAGES,
} from "@shop/shared";
import { describe, expect, it } from "vitest";
import { demoProductInputs } from "./demo-catalogue";
import { demoAssetFile } from "./demo-styles";

const NOW = new Date("2025-06-15T09:00:00.000Z");
const products = demoProductInputs(NOW);
const assetsDir = fileURLToPath(new URL("../../../../demo-assets/", import.meta.url));

describe("demo catalogue", () => {
  it("has 48 products, 12 in each category", () => {
    expect(products).toHaveLength(48);
    for (const category of CATEGORIES) {
      expect(products.filter((p) => p.input.category === category)).toHaveLength(12);
    }
  });

  it("has every product fully written in English, Korean and Japanese, line for line", () => {
    for (const { slug, input } of products) {
      for (const language of TRANSLATED_LANGUAGES) {
        const text = input.translations[language];
        expect(text?.name, `${slug} ${language}`).toBeTruthy();
        expect(text?.name).not.toBe(input.name);
        expect(text?.description, `${slug} ${language}`).toHaveLength(input.description.length);
        expect(text?.material, `${slug} ${language}`).toBeTruthy();
        expect(text?.careInstructions, `${slug} ${language}`).toBeTruthy();
      }
    }
  });

  it("gives every product a valid admin input that the schema leaves unchanged", () => {
    for (const { slug, input } of products) {
      const parsed = productInputSchema.safeParse(input);
      expect(parsed.success, `${slug}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data).toEqual(input);
    }
  });

  it("has unique slugs and names", () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.input.name)).size).toBe(products.length);
  });

  it("looks like a real shop: prices in round đồng, 2–5 bullets, dimensions, material and care", () => {
    for (const { input } of products) {
      expect(input.price % 1000).toBe(0);
      expect(input.price).toBeGreaterThanOrEqual(200_000);
      expect(input.price).toBeLessThanOrEqual(3_500_000);
      expect(input.description.length).toBeGreaterThanOrEqual(2);
      expect(input.description.length).toBeLessThanOrEqual(5);
      expect(input.dimensions).toMatch(/cm$/);
      expect(input.material).not.toBe("");
      expect(input.careInstructions).not.toBe("");
    }
  });

  it("gives every bag a packed weight, and a box a little bigger than the bag where it has three sides", () => {
    let boxes = 0;
    for (const { input } of products) {
      expect(input.weightGrams, input.name).toBeGreaterThanOrEqual(100);
      expect(input.weightGrams, input.name).toBeLessThanOrEqual(2_000);
      const sides = /^([\d,]+) x ([\d,]+) x ([\d,]+) cm$/.exec(input.dimensions);
      const box = [input.lengthCm, input.widthCm, input.heightCm];
      if (!sides) {
        // A strap measured by its length: the default box (modules/shipping/shipping.service.ts).
        expect(box, input.name).toEqual([null, null, null]);
        continue;
      }
      boxes += 1;
      const packed = sides.slice(1).map((side) => Math.ceil(Number(side.replace(",", "."))) + 2);
      expect(box, input.name).toEqual(packed);
    }
    expect(boxes).toBeGreaterThan(products.length * 0.8);
  });

  it("stocks hundreds of bags per colour, with a few colours sold out and a few nearly gone", () => {
    const stocks = products.flatMap((product) =>
      product.input.variations.map((variation, index) => ({ index, stock: variation.stock ?? -1 })),
    );
    expect(stocks.filter(({ stock }) => stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(stocks.filter(({ stock }) => stock > 0 && stock <= 5).length).toBeGreaterThanOrEqual(2);
    expect(stocks.filter(({ stock }) => stock >= 100).length).toBeGreaterThan(stocks.length * 0.8);
    // A product's first two colours are always in stock: the browser stories buy them.
    expect(stocks.filter(({ index, stock }) => index < 2 && stock < 100)).toEqual([]);
  });

  it("uses all ten named colours", () => {
    const used = new Set(products.flatMap((p) => p.input.variations.map((v) => v.color)));
    for (const colour of COLOURS) expect(used, colour.en).toContain(colour.hex);
  });

  it("gives each product 1–3 colours with 2–4 images each, no colour twice", () => {
    for (const { slug, input } of products) {
      expect(input.variations.length, slug).toBeGreaterThanOrEqual(1);
      expect(input.variations.length, slug).toBeLessThanOrEqual(3);
      expect(new Set(input.variations.map((v) => v.color)).size).toBe(input.variations.length);
      for (const variation of input.variations) {
        expect(variation.images.length, slug).toBeGreaterThanOrEqual(2);
        expect(variation.images.length, slug).toBeLessThanOrEqual(4);
        expect(variation.images[0], slug).toMatch(/\/front$/);
      }
    }
  });

  it("has every referenced image rendered at every width", () => {
    const missing: string[] = [];
    for (const { input } of products) {
      for (const variation of input.variations) {
        for (const base of variation.images) {
          expect(base).toContain(variation.color.slice(1));
          for (const width of IMAGE_WIDTHS) {
            const file = demoAssetFile(base, width);
            if (!existsSync(assetsDir + file)) missing.push(file);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("has some running and some ended promotions at a given time", () => {
    const active = products.filter((p) => isPromotionActive(p.input.promotion, NOW));
    const expired = products.filter(
      (p) => p.input.promotion && Date.parse(p.input.promotion.endDate) < NOW.getTime(),
    );
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(active.length).toBeLessThanOrEqual(12);
    expect(expired.length).toBeGreaterThanOrEqual(4);
    expect(expired.length).toBeLessThanOrEqual(8);
  });

  it("puts running promotions and more than one page of bags on the shop's first screens", () => {
    // The home page shows each category's newest bags; its stories count on one of them on sale.
    const newestOfEachCategory = CATEGORIES.flatMap((category) =>
      products
        .filter((p) => p.input.category === category)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 8),
    );
    expect(newestOfEachCategory.some((p) => isPromotionActive(p.input.promotion, NOW))).toBe(true);
    expect(products.length).toBeGreaterThan(PAGE_LIMIT_DEFAULT);
  });

  it("staggers creation dates before now, the categories taking turns", () => {
    const newestFirst = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(newestFirst[0]?.createdAt.getTime()).toBeLessThan(NOW.getTime());
    expect(new Set(newestFirst.slice(0, 4).map((p) => p.input.category)).size).toBe(4);
    expect(new Set(products.map((p) => p.createdAt.getTime())).size).toBe(products.length);
  });

  it('has a red handbag found by "tui xach do"', () => {
    const words = searchWords("tui xach do");
    const found = products.filter((p) => {
      const text = normaliseSearchText(p.input.name);
      return words.every((word) => text.split(" ").includes(word));
    });
    expect(found.length).toBeGreaterThanOrEqual(1);
    const red = COLOURS.find((colour) => colour.en === "Red")?.hex;
    expect(found[0]?.input.variations[0]?.color).toBe(red);
  });
});
