import { searchWords } from "./search-text";

/** The four categories of the shop. The stored value is the English name; labels come from i18n. */
export const CATEGORIES = ["Handbag", "Shoulder Bag", "Crossbody Bag", "Accessories"] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The menu's categories: those holding at least one product, most products first; a tie keeps the
 * shop's own order (handbags first), never the alphabet, which would put accessories first.
 */
export function categoriesMostFirst<T extends { name: Category; count: number }>(counts: readonly T[]): T[] {
  return counts
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || CATEGORIES.indexOf(a.name) - CATEGORIES.indexOf(b.name));
}

/** The i18n key of a category label, e.g. `categories.Shoulder Bag` → `category.shoulder_bag`. */
export function categoryKey(category: string): string {
  return `category.${category.toLowerCase().replace(/\s+/g, "_")}`;
}

/**
 * Category names in the four languages, so that a shopper searching "túi xách" or "バッグ" finds the
 * category whatever language the catalogue was written in. Kept here (not only in the web app's
 * translation files) because the server indexes them into each product's search text.
 */
export const CATEGORY_SEARCH_WORDS: Record<Category, readonly string[]> = {
  Handbag: ["Handbag", "Túi xách tay", "핸드백", "ハンドバッグ"],
  "Shoulder Bag": ["Shoulder Bag", "Túi đeo vai", "숄더백", "ショルダーバッグ"],
  "Crossbody Bag": ["Crossbody Bag", "Túi đeo chéo", "크로스백", "クロスボディバッグ"],
  Accessories: ["Accessories", "Phụ kiện", "액세서리", "アクセサリー"],
};

/**
 * What shoppers call any bag: "túi" (Vietnamese) is in each bag category's own name, and so is
 * "bag" in English; Korean and Japanese name the kinds with a loanword (핸드백, ショルダーバッグ)
 * but ask for a bag with their own word, 가방, or かばん / カバン / 鞄.
 */
const ANY_BAG = ["Bag", "가방", "バッグ", "かばん", "カバン", "鞄"];

/**
 * Names that make an accessory a bag to a shopper: a clutch ("ví cầm tay") is carried as one, so
 * "evening bag", "가방" or "túi dự tiệc" finds it in whatever category the owner filed it.
 */
const CARRIED_AS_A_BAG = ["clutch", "클러치", "クラッチ", "ví cầm tay"];

/**
 * The words for any bag (and Vietnamese "túi") that a product's own names earn it outside the bag
 * categories, which have them through `categorySearchWords`: none unless a name says clutch.
 */
export function bagWordsOfNames(category: Category, names: readonly string[]): readonly string[] {
  if (category !== "Accessories") return [];
  const spoken = names.map((name) => ` ${searchWords(name).join(" ")} `);
  const isCarriedAsABag = CARRIED_AS_A_BAG.some((phrase) => {
    const words = ` ${searchWords(phrase).join(" ")} `;
    return spoken.some((name) => name.includes(words));
  });
  return isCarriedAsABag ? [...ANY_BAG, "Túi"] : [];
}

/**
 * The words that find a category: its names in the four languages and, for the three bag
 * categories, the words for any bag. A function, not a table built with spreads, which the
 * storefront's bundle would keep without using it.
 */
export function categorySearchWords(category: Category): readonly string[] {
  const names = CATEGORY_SEARCH_WORDS[category];
  return category === "Accessories" ? names : [...names, ...ANY_BAG];
}
