import { DEFAULT_VARIATION_COLOR } from "./constants";

/** The ten named colours of the shop: Vietnamese name, English label and the hex used for swatches. */
export const COLOURS = [
  { hex: "#000000", vi: "Đen", en: "Black" },
  { hex: "#ffffff", vi: "Trắng", en: "White" },
  { hex: "#d32f2f", vi: "Đỏ", en: "Red" },
  { hex: "#1e4fa3", vi: "Xanh dương", en: "Blue" },
  { hex: "#2e7d32", vi: "Xanh lá", en: "Green" },
  { hex: "#f2c230", vi: "Vàng", en: "Yellow" },
  { hex: "#e891b0", vi: "Hồng", en: "Pink" },
  { hex: "#8a8d91", vi: "Xám", en: "Gray" },
  { hex: "#7b4a2d", vi: "Nâu", en: "Brown" },
  { hex: "#e3d3b5", vi: "Be", en: "Beige" },
] as const;

export type NamedColour = (typeof COLOURS)[number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Lower-case `#rrggbb`, the one form colours are stored and compared in. */
export function normaliseHexColour(value: string): string {
  return value.trim().toLowerCase();
}

/** A colour as a page address carries it: its six hex digits, without the "#" that would start a fragment. */
export function hexColourParam(hex: string): string {
  return normaliseHexColour(hex).replace("#", "");
}

/** The named colour for a hex value, or undefined for a custom colour picked in the admin form. */
export function findNamedColour(hex: string): NamedColour | undefined {
  const wanted = normaliseHexColour(hex);
  return COLOURS.find((colour) => colour.hex === wanted);
}

/**
 * The colours a product can be ordered in: those of its variations, or the default black for a
 * product without variations. The server refuses an order line in any other colour; the cart
 * shows such a line but leaves it out of the totals.
 */
export function sellableColours(variationColours: readonly string[]): string[] {
  return variationColours.length > 0 ? variationColours.map(normaliseHexColour) : [DEFAULT_VARIATION_COLOR];
}

/** Whether a product with these variation colours is sold in `colour` (any case). */
export function isSoldInColour(variationColours: readonly string[], colour: string): boolean {
  return sellableColours(variationColours).includes(normaliseHexColour(colour));
}

/**
 * What a shopper may type to find a colour, in the four languages: the names the web app shows
 * (its locale files' `colour.*` labels, pinned by apps/web/src/locales/locales.test.ts) and the
 * everyday Korean and Japanese words. The server adds them to a product's search text, so "đen",
 * "black", "블랙" or "黒" find the products sold in black.
 */
export const COLOUR_SEARCH_WORDS: Record<NamedColour["hex"], readonly string[]> = {
  "#000000": ["Đen", "Black", "블랙", "검정", "ブラック", "黒"],
  "#ffffff": ["Trắng", "White", "화이트", "흰색", "ホワイト", "白"],
  "#d32f2f": ["Đỏ", "Red", "레드", "빨강", "レッド", "赤"],
  "#1e4fa3": ["Xanh dương", "Blue", "블루", "파랑", "ブルー", "青"],
  "#2e7d32": ["Xanh lá", "Green", "그린", "초록", "グリーン", "緑"],
  "#f2c230": ["Vàng", "Yellow", "옐로", "노랑", "イエロー", "黄色"],
  "#e891b0": ["Hồng", "Pink", "핑크", "분홍", "ピンク"],
  "#8a8d91": ["Xám", "Gray", "Grey", "그레이", "회색", "グレー", "灰色"],
  "#7b4a2d": ["Nâu", "Brown", "브라운", "갈색", "ブラウン", "茶色"],
  "#e3d3b5": ["Be", "Beige", "베이지", "ベージュ"],
};

/** The search words of the colours a product is sold in (custom colours have no name to find). */
export function colourSearchWords(variationColours: readonly string[]): string[] {
  return sellableColours(variationColours).flatMap((hex) => {
    const named = findNamedColour(hex);
    return named ? COLOUR_SEARCH_WORDS[named.hex] : [];
  });
}
