/**
 * What a writer of the catalogue tells every instance's read side (catalogue-changes.ts):
 * - `product_saved`: created or edited (texts, colours, images, stock set by the owner);
 * - `product_removed`: deleted;
 * - `price_changed`: its price or promotion changed (also saved);
 * - `stock_changed`: an order took stock, or a cancellation, expiry or return put it back.
 */
export const CATALOGUE_CHANGE_KINDS = [
  "product_saved",
  "product_removed",
  "price_changed",
  "stock_changed",
] as const;
export type CatalogueChangeKind = (typeof CATALOGUE_CHANGE_KINDS)[number];

export interface CatalogueChange {
  kind: CatalogueChangeKind;
  productIds: readonly string[];
  /**
   * A sale's `stock_changed`: what each colour it sold has left, as its statement wrote it. This
   * instance's read side lowers the products it keeps to it instead of reading them again
   * (catalogue.service.ts). Only sales carry it, and only to the instance that made them (the log
   * and the wake-ups name the products alone): a sale only lowers stock, so of two sales of one
   * colour answered out of order (two connections on PostgreSQL) the lower figure is the later one.
   * Whatever raises stock (a cancellation, a return, an edit) publishes without it, and the
   * products are read again.
   */
  stockLeft?: readonly ColourStockLeft[];
}

export interface ColourStockLeft {
  productId: string;
  color: string;
  stock: number;
}

/** Whether the change can move a product in lists and searches (order, category, price), not only its stock. */
export function changesListings(kind: CatalogueChangeKind): boolean {
  return kind !== "stock_changed";
}
