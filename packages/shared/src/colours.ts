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
