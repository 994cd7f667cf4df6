import type { RelatedProducts as RelatedAnswer } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ProductGrid } from "../../entities/product/product-card";
import { apiFetch } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";

/**
 * "You may also like": 4–8 products like this one from the catalogue's read side (GET
 * /api/products/:id/related, cached there), in the language on screen. Rendered only when the
 * shopper scrolls near it (render-when-near.tsx), in a chunk of its own; nothing when none.
 */
export default function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const related = useQuery({
    queryKey: ["catalog", "related", language, productId],
    queryFn: ({ signal }) =>
      apiFetch<RelatedAnswer>(`/products/${encodeURIComponent(productId)}/related`, {
        query: { lang: language },
        signal,
      }),
  });
  const items = related.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16" data-testid="related-products">
      <h2 id="related-title" className="mb-6 text-2xl font-semibold">
        {t("related.title")}
      </h2>
      <ProductGrid products={items} itemClassName={(index) => (index >= 4 ? "hidden md:block" : "")} />
    </section>
  );
}
