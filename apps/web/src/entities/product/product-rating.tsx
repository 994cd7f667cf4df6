import type { ProductRating } from "@shop/shared";
import { useTranslation } from "react-i18next";

/**
 * "★ 4.7/5 · 12 đánh giá": a product's approved reviews on its card and page; nothing without any.
 * The average keeps its full stop in every language, as Vietnamese shops write it ("4.9"): no
 * number formatting joins the first load for it.
 */
export function RatingLine({
  rating,
  className = "",
}: {
  rating?: ProductRating | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  return rating?.count ? (
    <p className={`text-xs text-muted md:text-sm ${className}`} data-testid="rating">
      <span aria-hidden="true" className="text-accent">
        ★{" "}
      </span>
      {t("reviews.rating_line", rating)}
    </p>
  ) : null;
}
