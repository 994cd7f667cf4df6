/** Interface languages: the shop's codes (docs/product.md), and the BCP 47 tag each puts on `<html lang>`. */
export const LANGUAGES = ["vi", "en", "kr", "jp"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";

export const HTML_LANG: Record<Language, string> = { vi: "vi", en: "en", kr: "ko", jp: "ja" };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
