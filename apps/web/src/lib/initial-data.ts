import { INITIAL_DATA_ELEMENT_ID, type InitialData, type Product } from "@shop/shared";

/**
 * The data the server put into the page it sent (apps/server/src/modules/web/page-head.ts): for
 * `/products/{id}`, the product exactly as GET /api/products/{id} answers it. Read once; only the
 * first screen uses it (later navigations ask the API), so a stale copy is never shown twice.
 */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as InitialData) : {};
  } catch {
    return {};
  }
}

let cached: InitialData | undefined;

/**
 * The product the server sent with this page, when it is the one asked for: use it as the query's
 * `initialData` so the product page renders at once. Undefined otherwise (another product, no
 * data, the Vite dev server).
 */
export function initialProduct(id: string, doc: Document = document): Product | undefined {
  cached ??= readInitialData(doc);
  const product = cached.product;
  return product && typeof product.id === "string" && product.id.toLowerCase() === id.toLowerCase()
    ? product
    : undefined;
}

/** For tests: forget what was read. */
export function resetInitialData(): void {
  cached = undefined;
}
