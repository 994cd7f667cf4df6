import { formatVnd, type Priced } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { priceTag } from "./product-price";

interface ProductPriceProps {
  product: Priced;
  size?: "small" | "large";
  className?: string;
}

/**
 * A price in VNĐ; during a promotion the discounted price beside the struck-through original and a
 * "-20%" badge (the original is announced as such, not only shown by the line through it).
 */
export function ProductPrice({ product, size = "small", className = "" }: ProductPriceProps) {
  const { t } = useTranslation();
  const tag = priceTag(product);
  const large = size === "large";
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className="sr-only">{t("products.price")}: </span>
      <span
        data-testid="price"
        className={`font-semibold ${tag.originalPrice !== null ? "text-accent" : "text-ink"} ${large ? "text-2xl" : "text-sm md:text-base"}`}
      >
        {formatVnd(tag.price)}
      </span>
      {tag.originalPrice !== null && (
        <>
          <s
            data-testid="original-price"
            className={`text-muted ${large ? "text-base" : "text-xs md:text-sm"}`}
          >
            <span className="sr-only">{t("products.original_price")}: </span>
            {formatVnd(tag.originalPrice)}
          </s>
          {tag.discount !== null && (
            <span
              data-testid="discount-badge"
              className="rounded-full bg-accent px-2 py-0.5 text-xs leading-none font-semibold text-white"
            >
              {t("products.discount", { discount: tag.discount })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
