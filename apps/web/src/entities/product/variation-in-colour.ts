import type { Product, Variation } from "@shop/shared";

/**
 * The product's colour a search or a colour filter named (`#rrggbb`), when it comes in it: the
 * picture a card or a suggestion shows, and the colour its page opens at.
 */
export function variationInColour(product: Product, colour: string | undefined): Variation | undefined {
  return colour ? product.variations.find((variation) => variation.color === colour) : undefined;
}
