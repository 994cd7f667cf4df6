import { HTML_LANG, isLanguage, type ProductRating } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** "★ 4,7 (12 đánh giá)": a product's approved reviews on its card and page; nothing without any. */
export function RatingLine({ rating, className = "" }: { rating?: ProductRating; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!rating?.count) return null;
  const average = rating.average.toLocaleString(isLanguage(i18n.language) ? HTML_LANG[i18n.language] : "vi");
  return (
    <p className={`text-xs text-muted md:text-sm ${className}`} data-testid="rating">
      <span aria-hidden="true" className="text-accent">
        ★{" "}
      </span>
      {t("reviews.rating_line", { average, count: rating.count })}
    </p>
  );
}
