import type { CategoryCount, Product, ProductListQuery, ProductPage, SearchSort } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiFetch } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";
import {
  INITIAL_DATA_LOADED_AT,
  initialCategories,
  initialProduct,
  initialProductList,
} from "../../lib/initial-data";

/** The catalogue calls of the web app (GET /api/products, /api/products/:id, /api/categories). */

export type ProductListRequest = Partial<Pick<ProductListQuery, "category" | "q" | "page" | "limit">> & {
  sort?: SearchSort;
  /** The filters as the URL writes them (shared `catalogueFilterParams`). */
  filters?: Record<string, string>;
  /** Ask for the filters' counts with the page. */
  facets?: boolean;
};

/**
 * Products come in the language on screen (`?lang=`, decision 029): the language is part of each
 * key, so switching it asks again and switching back finds the earlier answers.
 */
export const catalogKeys = {
  all: ["catalog"] as const,
  list: (request: ProductListRequest) => ["catalog", "products", currentLanguage(), request] as const,
  product: (id: string) => ["catalog", "product", currentLanguage(), id] as const,
  categories: () => ["catalog", "categories"] as const,
};

export function fetchProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductPage> {
  const { filters, ...rest } = request;
  return apiFetch<ProductPage>("/products", {
    query: { ...rest, ...filters, lang: currentLanguage() },
    signal,
  });
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/products/${encodeURIComponent(id)}`, {
    query: { lang: currentLanguage() },
    signal,
  });
}

export function fetchCategories(signal?: AbortSignal): Promise<CategoryCount[]> {
  return apiFetch<CategoryCount[]>("/categories", { signal });
}

/**
 * The query of one list page, starting from the copy the server put into the HTML when it sent
 * one for this very request (the first screen then renders without a second request).
 */
export function productListQuery(request: ProductListRequest) {
  return {
    queryKey: catalogKeys.list(request),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProducts(request, signal),
    initialData: () => initialProductList(request),
    initialDataUpdatedAt: INITIAL_DATA_LOADED_AT,
  };
}

/** A page of products. While the next page loads, the previous one stays on screen (no jump to a spinner). */
export function useProducts(request: ProductListRequest, options: { enabled?: boolean } = {}) {
  // Re-render (so re-key) when the shopper switches language.
  useTranslation();
  return useQuery({
    ...productListQuery(request),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    initialData: initialCategories,
    initialDataUpdatedAt: INITIAL_DATA_LOADED_AT,
    staleTime: 5 * 60_000,
  });
}

/** One product; never asked for a malformed id (the page says so itself). */
export function useProduct(id: string | undefined, isValid: boolean) {
  useTranslation();
  return useQuery({
    queryKey: catalogKeys.product(isValid && id ? id : ""),
    queryFn: ({ signal }) => fetchProduct(id ?? "", signal),
    // The server sends a product page with its product (apps/server/src/modules/web/page-head.ts).
    initialData: () => (isValid && id ? initialProduct(id) : undefined),
    initialDataUpdatedAt: INITIAL_DATA_LOADED_AT,
    enabled: isValid,
  });
}
