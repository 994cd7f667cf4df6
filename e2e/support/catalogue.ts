import type { APIRequestContext } from "@playwright/test";
import type { CategoryCount, Product, ProductPage } from "@shop/shared";

/** Stories ask the running shop what it sells, rather than hard-coding the demo catalogue. */

export async function listProducts(
  request: APIRequestContext,
  query: Record<string, string | number> = {},
): Promise<ProductPage> {
  const response = await request.get("/api/products", { params: query });
  if (!response.ok()) throw new Error(`GET /api/products answered ${response.status()}`);
  return (await response.json()) as ProductPage;
}

export async function listCategories(request: APIRequestContext): Promise<CategoryCount[]> {
  const response = await request.get("/api/categories");
  if (!response.ok()) throw new Error(`GET /api/categories answered ${response.status()}`);
  return (await response.json()) as CategoryCount[];
}

/**
 * Names of the products that stories create (and delete again) while others run: a story looking
 * for "a bag with two colours" must not pick one that the administrator's story is about to delete.
 */
export const STORY_PRODUCT_PREFIX = "Túi thử";

export function isStoryProduct(product: Pick<Product, "name">): boolean {
  return product.name.startsWith(STORY_PRODUCT_PREFIX);
}

/** The first product of the seeded catalogue that matches `isWanted` (pages of 100). */
export async function findProduct(
  request: APIRequestContext,
  isWanted: (product: Product) => boolean,
): Promise<Product> {
  for (let page = 1; page <= 100; page += 1) {
    const { items, total, limit } = await listProducts(request, { page, limit: 100 });
    const found = items.find((product) => !isStoryProduct(product) && isWanted(product));
    if (found) return found;
    if (page * limit >= total) break;
  }
  throw new Error("no product in the catalogue fits this story");
}
