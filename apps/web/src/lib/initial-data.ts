import {
  type CategoryCount,
  DEFAULT_LANGUAGE,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
  type Product,
  type ProductListRequestKey,
  type ProductPage,
  productListRequestKey,
} from "@shop/shared";
import { currentLanguage } from "./i18n";

/**
 * The data the server put into the page it sent (apps/server/src/modules/web/page-head.ts): for
 * `/products/{id}`, the product exactly as GET /api/products/{id} answers it; for `/` and
 * `/products`, the categories and the lists shown first. Read once. The queries take it as their
 * `initialData`, dated when the page was loaded (`INITIAL_DATA_LOADED_AT`), so TanStack Query asks
 * the API again once it is older than the query's staleTime, like any other answer.
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

/** The page's data, when its products are in the language on screen (else none: the API answers). */
function initialData(doc: Document): InitialData {
  cached ??= readInitialData(doc);
  return (cached.language ?? DEFAULT_LANGUAGE) === currentLanguage() ? cached : {};
}

/** When the server wrote the page's data: the page's own load time (`initialDataUpdatedAt`). */
export const INITIAL_DATA_LOADED_AT = Date.now();

/**
 * The product the server sent with this page, when it is the one asked for: use it as the query's
 * `initialData` so the product page renders at once. Undefined otherwise (another product, no
 * data, the Vite dev server).
 */
export function initialProduct(id: string, doc: Document = document): Product | undefined {
  const product = initialData(doc).product;
  return product && typeof product.id === "string" && product.id.toLowerCase() === id.toLowerCase()
    ? product
    : undefined;
}

/** The categories the server sent with this page (home, product list). */
export function initialCategories(doc: Document = document): CategoryCount[] | undefined {
  const categories = initialData(doc).categories;
  return Array.isArray(categories) ? categories : undefined;
}

/** The server's answer to exactly this list request, when it sent one with the page. */
export function initialProductList(
  request: ProductListRequestKey & { q?: string },
  doc: Document = document,
): ProductPage | undefined {
  if (request.q !== undefined) return undefined;
  const key = productListRequestKey(request);
  const lists = initialData(doc).productLists;
  if (!Array.isArray(lists)) return undefined;
  return lists.find((list) => list?.request && productListRequestKey(list.request) === key)?.page;
}

/** For tests: forget what was read. */
export function resetInitialData(): void {
  cached = undefined;
}
