/**
 * The catalogue's public entry: what the shell and other features may use. The pages stay lazy
 * chunks of their own (each loader below is a dynamic import), so importing this file adds only
 * `categoryHref` to the first load. Shared product pieces live in entities/product.
 */
export { categoryHref } from "./catalog-links";

export const catalogPages = {
  home: async () => (await import(/* preload: page:home */ "./home-page")).HomePage,
  products: async () => (await import(/* preload: page:products */ "./products-page")).ProductsPage,
  product: async () => (await import(/* preload: page:product */ "./product-page")).ProductPage,
};
