import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import {
  localisedName,
  localiseProduct,
  productNames,
  productTranslationsSchema,
  TRANSLATED_LANGUAGES,
} from "./product-content";

const bag = {
  name: "Túi tote Phố Cổ",
  description: ["Da bò thật"],
  material: "Da bò",
  careInstructions: "Lau khô",
  promotionText: "Quà Tết",
  translations: productTranslationsSchema.parse({ en: { name: "Old Quarter Tote", material: "Cowhide" } }),
};

describe("product content", () => {
  it("translates into every interface language but the default one", () => {
    expect([DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it("reads each text in the language given, and the Vietnamese one where it is empty", () => {
    expect(localiseProduct(bag, "en")).toEqual({
      ...bag,
      name: "Old Quarter Tote",
      material: "Cowhide",
      translations: {},
    });
    expect(localiseProduct(bag, "jp")).toEqual({ ...bag, translations: {} });
    expect(localisedName(bag, "en")).toBe("Old Quarter Tote");
    expect(localisedName(bag, "kr")).toBe("Túi tote Phố Cổ");
  });

  it("knows the product by each of its names", () => {
    expect(productNames(bag)).toEqual(["Túi tote Phố Cổ", "Old Quarter Tote"]);
  });

  it("refuses a language the shop does not speak", () => {
    expect(productTranslationsSchema.safeParse({ fr: { name: "Sac" } }).success).toBe(false);
  });
});
