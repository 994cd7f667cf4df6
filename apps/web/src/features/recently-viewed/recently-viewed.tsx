import type { Product } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { ProductGrid } from "../../entities/product/product-card";
import { fetchProductsByIds, productsByIdsKey } from "../../entities/product/products-by-ids";
import { useStoredIds } from "../../lib/stored-id-list";
import { recentlyViewed } from "./recently-viewed-storage";

/** How many cards the row shows (4 columns from 1024 px). */
const SHOWN = 4;

/** Remembers that this product was opened (the product page calls it once its product is there). */
export function useRecordView(productId: string): void {
  useEffect(() => {
    recentlyViewed.add(productId);
  }, [productId]);
}

/**
 * "Recently viewed": the last products opened on this device, in one batch request
 * (`GET /api/products?ids=…`, like the cart), in the order they were seen; a product that is gone
 * is simply left out. Nothing is shown when there is nothing to show.
 */
export function RecentlyViewed({ excludeId }: { excludeId?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const ids = useStoredIds(recentlyViewed)
    .filter((id) => id !== excludeId)
    .slice(0, SHOWN);
  const products = useQuery({
    queryKey: productsByIdsKey("recently-viewed", ids),
    queryFn: ({ signal }) => fetchProductsByIds(ids, signal),
    enabled: ids.length > 0,
    select: (page): Product[] => {
      const byId = new Map(page.items.map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    staleTime: 60_000,
  });
  if (ids.length === 0 || !products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-16" data-testid="recently-viewed">
      <h2 id={headingId} className="mb-6 text-2xl font-semibold">
        {t("recently_viewed.title")}
      </h2>
      <ProductGrid products={products.data} />
    </section>
  );
}
