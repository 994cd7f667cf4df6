import {
  type CatalogueFilters,
  catalogueFilterParams,
  hasCatalogueFilters,
  parseCatalogueFilters,
} from "@shop/shared";
import { useSearchParams } from "react-router";

/** The URL's parameters the filters own (shared catalogue-filters.ts). */
const FILTER_PARAMS = ["colors", "materials", "minPrice", "maxPrice", "onSale", "inStock"] as const;

/**
 * The filters of the page's URL, and a way to change them: a change is a new history entry (back
 * and forward step through the shopper's choices) and goes back to the first page; the page's
 * other parameters (category, search words, sort) stay.
 */
export function useCatalogueFilters(): {
  filters: CatalogueFilters;
  isFiltered: boolean;
  setFilters: (next: CatalogueFilters) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCatalogueFilters(searchParams);
  return {
    filters,
    isFiltered: hasCatalogueFilters(filters),
    setFilters(next) {
      setSearchParams((current) => withFilters(current, next));
    },
  };
}

/** `search` with its filters replaced by `filters`, back on the first page. */
export function withFilters(search: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) next.delete(name);
  next.delete("page");
  for (const [name, value] of Object.entries(catalogueFilterParams(filters))) next.set(name, value);
  return next;
}
