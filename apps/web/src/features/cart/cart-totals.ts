import { isSoldInColour, normaliseHexColour, type Product, priceWithPromotion } from "@shop/shared";
import type { CartLine } from "./cart-storage";

/** A cart line with what the catalogue says about it today. */
export interface PricedLine {
  line: CartLine;
  /** Null when the product no longer exists: shown as unavailable, left out of the totals. */
  product: Product | null;
  /** The unit price with an active promotion applied (the shared rule the server charges with). */
  unitPrice: number;
  /** The cover of the line's colour (the first variation's when the colour is gone). */
  image: string | undefined;
}

export function priceLines(
  lines: readonly CartLine[],
  products: readonly Product[],
  now: Date = new Date(),
): PricedLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    const product = byId.get(line.id) ?? null;
    if (!product) return { line, product: null, unitPrice: 0, image: undefined };
    const colour = normaliseHexColour(line.color);
    const variation =
      product.variations.find((candidate) => normaliseHexColour(candidate.color) === colour) ??
      product.variations[0];
    return { line, product, unitPrice: priceWithPromotion(product, now), image: variation?.images[0] };
  });
}

/**
 * How many of the line's colour are left, as the catalogue said when the cart loaded it: 0 for a
 * colour or product no longer sold (a product without variations has no stock).
 */
export function stockLeft(priced: PricedLine): number {
  const colour = normaliseHexColour(priced.line.color);
  const variation = priced.product?.variations.find(
    (candidate) => normaliseHexColour(candidate.color) === colour,
  );
  return variation?.stock ?? 0;
}

/**
 * Whether the server will take this line: the product exists, comes in the line's colour (a
 * product without variations is sold in the default black) and has enough of it in stock. Others
 * are shown, flagged, but never ordered.
 */
export function isOrderable(priced: PricedLine): boolean {
  if (!priced.product) return false;
  const colours = priced.product.variations.map((variation) => variation.color);
  return isSoldInColour(colours, priced.line.color) && stockLeft(priced) >= priced.line.quantity;
}

/**
 * Subtotal of the given lines (of the checked lines only). The shipping fee is the owner's rule,
 * added where the totals are shown (totals-list.tsx); `total` here is the goods alone.
 */
export function cartTotals(lines: readonly PricedLine[]): {
  subtotal: number;
  total: number;
  quantity: number;
} {
  const orderable = lines.filter(isOrderable);
  const subtotal = orderable.reduce((sum, priced) => sum + priced.unitPrice * priced.line.quantity, 0);
  const quantity = orderable.reduce((sum, priced) => sum + priced.line.quantity, 0);
  return { subtotal, total: subtotal, quantity };
}
