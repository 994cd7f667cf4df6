/** The search's public entry: the header's box and overlay, and the results page (a lazy chunk). */
export { SearchBox } from "./search-box";
export { SEARCH_OVERLAY_ID, SearchOverlay } from "./search-overlay";

export const searchPages = {
  search: async () => (await import(/* preload: page:search */ "./search-page")).SearchPage,
};
