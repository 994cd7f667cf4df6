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
  if (!promotion || promotion.discount <= 0) return false;
  const start = Date.parse(promotion.startDate);
  const end = Date.parse(promotion.endDate);
  const at = now.getTime();
  return at >= start && at <= end;
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
  const discount = product.promotion?.discount ?? 0;
  return Math.round((product.price * (100 - discount)) / 100);
}
