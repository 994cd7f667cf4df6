import { productSchema } from "./catalogue";
import { z } from "./zod";

/**
 * GET /api/products/:id/related?lang=: products like this one (same category, material, shared
 * colours; those in stock first), between RELATED_PRODUCTS_MIN and RELATED_PRODUCTS_MAX cards
 * when the catalogue holds that many.
 */
export const RELATED_PRODUCTS_MAX = 8;
export const RELATED_PRODUCTS_MIN = 4;

export const relatedProductsSchema = z.object({ items: z.array(productSchema) });
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;
