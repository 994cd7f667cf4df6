import { PRODUCT_PAGE_IMAGE_SIZES } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { ProductImage } from "../../entities/product/product-image";
import { ExpandIcon } from "./catalog-icons";

interface ProductCoverProps {
  productName: string;
  images: readonly string[];
  onOpen: (index: number) => void;
}

/**
 * The carousel's first image as a plain picture, in the carousel's own box (product-carousel.tsx),
 * shown until Swiper's chunk has arrived: the page's largest image then paints without waiting for
 * the slider's script (docs/decisions/012-first-screen-from-the-html.md), and a click already opens the gallery.
 */
export function ProductCover({ productName, images, onOpen }: ProductCoverProps) {
  const { t } = useTranslation();
  const [first] = images;
  if (!first) return <ProductImage src={undefined} alt={productName} sizes={PRODUCT_PAGE_IMAGE_SIZES} />;
  const alt = t("productdetail.image_alt", { name: productName, number: 1 });
  return (
    <div className="overflow-hidden rounded-xl">
      <button
        type="button"
        onClick={() => onOpen(0)}
        aria-label={`${t("productdetail.open_gallery")}: ${alt}`}
        className="relative block w-full cursor-zoom-in rounded-xl"
      >
        <ProductImage src={first} alt={alt} sizes={PRODUCT_PAGE_IMAGE_SIZES} isEager />
        <span className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/85 text-ink shadow">
          <ExpandIcon className="size-5" />
        </span>
      </button>
    </div>
  );
}
