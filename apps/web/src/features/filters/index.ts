/**
 * The list's and search page's filters (colour, material, price band, on sale, in stock) with
 * their counts: a side panel from 768 px, a sheet on phones. Imported by the lazy list and search
 * pages only, so nothing of it reaches the first load.
 */
export { CatalogueFilterPanel } from "./filter-panel";
export { useCatalogueFilters, withFilters } from "./use-catalogue-filters";
