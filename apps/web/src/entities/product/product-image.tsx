import { imageSrcSet } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Shown instead of a product image that fails to load ("falls back to the default image"). */
export const PLACEHOLDER_IMAGE = "/images/product-placeholder.svg";

interface ProductImageProps {
  /** The stored image URL (its largest width); none → the "no image" placeholder text. */
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute matching where the image is laid out, so the browser picks a fitting width. */
  sizes: string;
  /** Eager (with high priority) only for images in the first screen; the rest wait until scrolled near. */
  isEager?: boolean;
  /** The box's width and corners (default: the full width, rounded). */
  className?: string;
}

/**
 * A square product image with `srcset`. On a load error it shows the default image; when the
 * product has no image at all it shows the translated "no image" text.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  isEager = false,
  className = "w-full rounded-xl",
}: ProductImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = `aspect-square overflow-hidden bg-sand ${className}`;

  if (!src) {
    return (
      <div className={`${box} flex items-center justify-center text-sm text-muted`}>
        {t("products.no_image")}
      </div>
    );
  }

  const hasFailed = failedSrc === src;
  const srcSet = hasFailed ? undefined : (imageSrcSet(src) ?? undefined);
  return (
    <div className={box}>
      <img
        src={hasFailed ? PLACEHOLDER_IMAGE : src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={960}
        height={960}
        loading={isEager ? "eager" : "lazy"}
        fetchPriority={isEager ? "high" : undefined}
        decoding="async"
        onError={() => {
          if (!hasFailed) setFailedSrc(src);
        }}
        className="size-full object-cover"
      />
    </div>
  );
}
