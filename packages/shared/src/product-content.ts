import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { z } from "./zod";

/**
 * A product's words in the other interface languages. Vietnamese is the product's own fields
 * (required); each other language may give any of them, and whatever it leaves empty falls back
 * to the Vietnamese (docs/decisions/029-product-content-languages.md).
 */
export const TRANSLATED_LANGUAGES = ["en", "kr", "jp"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const PROMOTION_TEXT_MAX = 140;

/** One language's texts; every field optional (empty = the Vietnamese one). */
export const productTextSchema = z.object({
  name: z.string().trim().max(200).default(""),
  description: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
  material: z.string().trim().max(200).default(""),
  careInstructions: z.string().trim().max(1000).default(""),
  promotionText: z.string().trim().max(PROMOTION_TEXT_MAX).default(""),
});
export type ProductText = z.infer<typeof productTextSchema>;

export const productTranslationsSchema = z
  .object({
    en: productTextSchema.optional(),
    kr: productTextSchema.optional(),
    jp: productTextSchema.optional(),
  })
  .strict()
  .default({});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

/** The texts of a product that change with the language. */
export interface LocalisableProduct {
  name: string;
  description: string[];
  material: string;
  careInstructions: string;
  promotionText: string;
  translations: ProductTranslations;
}

/**
 * The product in `language`: each text from its translation when given, else the Vietnamese.
 * The translations themselves are left out (a shopper's page needs one language, not four).
 */
export function localiseProduct<T extends LocalisableProduct>(product: T, language: Language): T {
  const text =
    language === DEFAULT_LANGUAGE ? undefined : product.translations[language as TranslatedLanguage];
  if (!text) return { ...product, translations: {} };
  return {
    ...product,
    name: text.name || product.name,
    description: text.description.length > 0 ? text.description : product.description,
    material: text.material || product.material,
    careInstructions: text.careInstructions || product.careInstructions,
    promotionText: text.promotionText || product.promotionText,
    translations: {},
  };
}

/** Every name the product is known by, for search: the Vietnamese and each translation's. */
export function productNames(product: Pick<LocalisableProduct, "name" | "translations">): string[] {
  const names = [product.name];
  for (const language of TRANSLATED_LANGUAGES) {
    const name = product.translations[language]?.name;
    if (name) names.push(name);
  }
  return names;
}

/** The product's name in `language`, or the Vietnamese one (an order line keeps what was read). */
export function localisedName(
  product: Pick<LocalisableProduct, "name" | "translations">,
  language: Language,
): string {
  if (language === DEFAULT_LANGUAGE) return product.name;
  return product.translations[language as TranslatedLanguage]?.name || product.name;
}
