import { isPromotionActive, type Priced, priceWithPromotion } from "@shop/shared";

/** What a price tag shows: the price to pay and, during a promotion, the original and the discount. */
export interface PriceTag {
  price: number;
  /** The struck-through price, only while a promotion is running. */
  originalPrice: number | null;
  /** The percentage off ("-20%"), only while a promotion is running. */
  discount: number | null;
}

/**
 * The price tag of a product today. The rule itself (dates inclusive, rounding) is the shared one
 * the server charges with; this only decides what to show beside it.
 */
export function priceTag(product: Priced, now: Date = new Date()): PriceTag {
  const price = priceWithPromotion(product, now);
  if (!isPromotionActive(product.promotion, now) || price === product.price) {
    return { price: product.price, originalPrice: null, discount: null };
  }
  return { price, originalPrice: product.price, discount: product.promotion?.discount ?? null };
}
