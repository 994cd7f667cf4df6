import { PAGE_PATHS } from "@shop/shared";

/** `/products?category=Shoulder%20Bag`: the product list filtered to one category. */
export function categoryHref(category: string): string {
  return `${PAGE_PATHS.products}?category=${encodeURIComponent(category)}`;
}
