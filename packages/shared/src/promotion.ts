/** A product's promotion: a percentage off between two dates, both inclusive. */
export interface Promotion {
  discount: number;
  startDate: string;
  endDate: string;
}

export interface Priced {
  price: number;
  promotion: Promotion | null;
}

/** True while `now` lies between the promotion's start and end (inclusive) and the discount is positive. */
export function isPromotionActive(promotion: Promotion | null, now: Date = new Date()): boolean {
  if (!promotion) return false;
  return isPromotionActiveAt(
    promotion.discount,
    Date.parse(promotion.startDate),
    Date.parse(promotion.endDate),
    now.getTime(),
  );
}

/**
 * `isPromotionActive` on times already read (milliseconds since the epoch), for code that prices
 * a whole catalogue at once and reads each promotion's dates once (the search index).
 */
export function isPromotionActiveAt(discount: number, startMs: number, endMs: number, atMs: number): boolean {
  return discount > 0 && atMs >= startMs && atMs <= endMs;
}

/**
 * Whether a shopper is told about the promotion: while it runs, and before it starts (so they can
 * come back for it); an ended one, or one without a discount, is not shown.
 */
export function isPromotionShown(promotion: Promotion | null, now: Date = new Date()): boolean {
  if (!promotion || promotion.discount <= 0) return false;
  return isPromotionActive(promotion, now) || Date.parse(promotion.startDate) > now.getTime();
}

/**
 * The unit price a shopper pays today: the promotion's percentage off, rounded to whole đồng.
 * The server uses this for every order; the web app only shows it.
 */
export function priceWithPromotion(product: Priced, now: Date = new Date()): number {
  if (!isPromotionActive(product.promotion, now)) return product.price;
  return discountedPrice(product.price, product.promotion?.discount ?? 0);
}

/** A price with `discount` per cent off, rounded to whole đồng: what a running promotion charges. */
export function discountedPrice(price: number, discount: number): number {
  return Math.round((price * (100 - discount)) / 100);
}
