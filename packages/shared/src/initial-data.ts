import type { Product } from "./catalogue";

/**
 * Data the server puts into the page it sends, as
 * `<script id="initial-data" type="application/json">…</script>`, so that the first screen of a
 * product page needs no second request (DESIGN.md "Keep the storefront's first load small").
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

export interface InitialData {
  /** The product of a `/products/{id}` page, exactly as GET /api/products/{id} answers it. */
  product?: Product;
}
