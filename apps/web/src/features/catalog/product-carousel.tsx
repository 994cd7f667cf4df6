import "swiper/css";
import { PRODUCT_PAGE_IMAGE_SIZES } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import { Swiper, SwiperSlide } from "swiper/react";
import { ProductImage } from "../../entities/product/product-image";
import { ChevronLeftIcon, ChevronRightIcon } from "../../ui/control-icons";
import { ExpandIcon } from "./catalog-icons";

/** The carousel takes the page's left half from 1024 px, the full width below. */
export const CAROUSEL_SIZES = PRODUCT_PAGE_IMAGE_SIZES;

interface ProductCarouselProps {
  productName: string;
  images: readonly string[];
  /** Called with the image's index when a shopper clicks it: opens the full-screen gallery. */
  onOpen: (index: number) => void;
  onIndexChange: (index: number) => void;
}

const arrowButton =
  "absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow transition-opacity hover:bg-white disabled:invisible";

/**
 * The selected colour's images: swipe or arrows, no thumbnails, no
 * "1/4" status and no dots. The parent remounts it (a new `key`) when the colour changes, which
 * puts it back on the first image.
 */
export function ProductCarousel({ productName, images, onOpen, onIndexChange }: ProductCarouselProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);

  if (images.length === 0) {
    return <ProductImage src={undefined} alt={productName} sizes={CAROUSEL_SIZES} />;
  }

  return (
    <div className="relative" data-testid="product-carousel">
      <Swiper
        onSwiper={setSwiper}
        onSlideChange={(instance) => {
          setIndex(instance.activeIndex);
          onIndexChange(instance.activeIndex);
        }}
        spaceBetween={12}
        className="overflow-hidden rounded-xl"
      >
        {images.map((src, number) => (
          <SwiperSlide key={src} inert={number !== index} aria-hidden={number !== index}>
            <button
              type="button"
              onClick={() => onOpen(number)}
              aria-label={`${t("productdetail.open_gallery")}: ${t("productdetail.image_alt", { name: productName, number: number + 1 })}`}
              className="relative block w-full cursor-zoom-in rounded-xl"
            >
              <ProductImage
                src={src}
                alt={t("productdetail.image_alt", { name: productName, number: number + 1 })}
                sizes={CAROUSEL_SIZES}
                isEager={number === 0}
              />
              <span className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/85 text-ink shadow">
                <ExpandIcon className="size-5" />
              </span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => swiper?.slidePrev()}
            disabled={index === 0}
            aria-label={t("productdetail.previous_image")}
            className={`${arrowButton} left-3`}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => swiper?.slideNext()}
            disabled={index === images.length - 1}
            aria-label={t("productdetail.next_image")}
            className={`${arrowButton} right-3`}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </>
      )}
    </div>
  );
}
