import { findNamedColour } from "@shop/shared";

/**
 * The translation key naming a variation's colour: `colour.red` for the shop's ten colours (docs/product.md)
 * (Vietnamese names and English labels, with Korean and Japanese beside them), `colour.custom`
 * for a colour an administrator picked freely.
 */
export function colourNameKey(hex: string): string {
  const named = findNamedColour(hex);
  return named ? `colour.${named.en.toLowerCase()}` : "colour.custom";
}

/** The colour as staff read it: its name, or its code for a colour picked freely. */
export function colourLabel(hex: string, t: (key: string) => string): string {
  const key = colourNameKey(hex);
  return key === "colour.custom" ? hex : t(key);
}
