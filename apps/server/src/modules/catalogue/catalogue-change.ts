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
}

/** Whether the change can move a product in lists and searches (order, category, price), not only its stock. */
export function changesListings(kind: CatalogueChangeKind): boolean {
  return kind !== "stock_changed";
}
