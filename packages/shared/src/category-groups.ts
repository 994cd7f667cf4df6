import type { CategoryCount, Product } from "./catalogue";
import { CATEGORIES } from "./categories";

export interface CategoryGroup {
  category: string;
  products: Product[];
}

/**
 * Products grouped by category: categories in the order the API counts them
 * (most products first), any category it did not list after them, empty ones left out. Within a
 * group the products keep the order they came in (the chosen sort). Shared: the server preloads
 * the images of the first group's first cards.
 */
export function groupByCategory(
  products: readonly Product[],
  counts: readonly CategoryCount[] = [],
): CategoryGroup[] {
  const order = [...counts.map((count) => count.name as string)];
  for (const category of CATEGORIES) if (!order.includes(category)) order.push(category);
  for (const product of products) if (!order.includes(product.category)) order.push(product.category);
  return order
    .map((category) => ({ category, products: products.filter((product) => product.category === category) }))
    .filter((group) => group.products.length > 0);
}
