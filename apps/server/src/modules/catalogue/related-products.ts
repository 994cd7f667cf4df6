import { type Language, localiseProduct, RELATED_PRODUCTS_MAX } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { createJsonCache } from "../../lib/json-cache";
import { findProductsByIds, findRelatedProductIds } from "../products/products.repository";
import { changesListings } from "./catalogue-change";
import type { CatalogueChanges } from "./catalogue-changes";

export interface RelatedProductsDependencies {
  db: Database;
  changes: CatalogueChanges;
  clock?: () => Date;
  /** How long an answer may be served; the change events drop it sooner (see below). */
  cacheTtlMs?: number;
}

export type RelatedProducts = ReturnType<typeof createRelatedProducts>;

/** The change events drop these answers; the TTL only bounds a write made behind the shop's back. */
const DEFAULT_CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 2_000;
/** Eight cards are about 5 KB: 4 MB holds some 800 products' answers. */
const CACHE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * "You may also like" on the product page (docs/decisions/057-reviews-related-address-book.md):
 * part of the catalogue's read side, so it keeps its answers true the way the lists do, by
 * listening to the change events (decision 039). A product, price or removal event may change any
 * product's neighbours: every answer goes. A stock or rating event only changes the cards that show
 * those products: the answers tagged with them go (a sold-out card moves behind those in stock).
 * A review changing a rating is published as `product_saved` (ProductService.setRating).
 */
export function createRelatedProducts({
  db,
  changes,
  clock = () => new Date(),
  cacheTtlMs = DEFAULT_CACHE_TTL_MS,
}: RelatedProductsDependencies) {
  const cache = createJsonCache({
    ttlMs: cacheTtlMs,
    maxEntries: CACHE_MAX_ENTRIES,
    maxBytes: CACHE_MAX_BYTES,
    now: () => clock().getTime(),
  });
  changes.listen((change) => {
    if (changesListings(change.kind)) cache.invalidate();
    else cache.invalidateTagged(change.productIds);
  });
  changes.onMissedChanges(() => cache.invalidate());

  return {
    /** The answer's JSON (`relatedProductsSchema`), in `lang` when given; 404 for an unknown product. */
    relatedJson(productId: string, lang?: Language): Promise<Buffer> {
      return cache.getOrLoad(`${productId}:${lang ?? ""}`, async () => {
        const ids = await findRelatedProductIds(db, productId, RELATED_PRODUCTS_MAX);
        // The product itself is read with its neighbours: one statement says whether it exists.
        const [product, ...related] = await findProductsByIds(db, [productId, ...ids]);
        if (product?.id !== productId) {
          throw new AppError("product_not_found", 404, `Product ${productId} not found`);
        }
        const items = lang ? related.map((each) => localiseProduct(each, lang)) : related;
        return { json: JSON.stringify({ items }), tags: [productId, ...ids] };
      });
    },
  };
}
