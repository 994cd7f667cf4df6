import { imageSrcSet } from "@shop/shared";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLACEHOLDER_IMAGE } from "../../entities/product/product-image";
import { ChevronLeftIcon, ChevronRightIcon } from "../../ui/control-icons";
import { CloseIcon } from "../../ui/icons";

interface ProductGalleryProps {
  productName: string;
  images: readonly string[];
  startIndex: number;
  onClose: () => void;
}

const FOCUSABLE = "button:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/**
 * The full-screen gallery: the enlarged image, previous/next, and a
 * thumbnail strip when there is more than one image. It closes on a click on the backdrop, on the
 * X and on Escape; while open, Tab stays inside it and the page behind does not scroll. Its own
 * chunk: only shoppers who open it download it.
 */
export default function ProductGallery({ productName, images, startIndex, onClose }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(startIndex);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const src = images[index] ?? images[0] ?? PLACEHOLDER_IMAGE;
  const hasFailed = failed.has(src);
  const srcSet = hasFailed ? undefined : (imageSrcSet(src) ?? undefined);
  const alt = t("productdetail.image_alt", { name: productName, number: index + 1 });

  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "ArrowRight" && count > 1) {
      show(index + 1);
    } else if (event.key === "ArrowLeft" && count > 1) {
      show(index - 1);
    } else if (event.key === "Tab" && dialogRef.current) {
      const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // Only a press on the backdrop itself closes: not one on the image or a button.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t("productdetail.images")}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-ink/95 text-white"
      data-testid="gallery"
    >
      <div className="flex justify-end p-2 md:p-4">
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t("productdetail.close_gallery")}
          className="tap flex items-center justify-center rounded-full hover:bg-white/15"
        >
          <CloseIcon className="size-7" />
        </button>
      </div>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the X button close it for keyboards */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer convenience only */}
      <div
        onClick={onBackdropClick}
        data-testid="gallery-backdrop"
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 md:px-20"
      >
        <img
          key={src}
          src={hasFailed ? PLACEHOLDER_IMAGE : src}
          srcSet={srcSet}
          sizes={srcSet ? "100vw" : undefined}
          alt={alt}
          onError={() => setFailed((previous) => new Set(previous).add(src))}
          className="max-h-full max-w-full rounded-lg object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("productdetail.previous_image")}
              className="tap absolute left-2 flex items-center justify-center rounded-full bg-white/15 hover:bg-white/30 md:left-6"
            >
              <ChevronLeftIcon className="size-7" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("productdetail.next_image")}
              className="tap absolute right-2 flex items-center justify-center rounded-full bg-white/15 hover:bg-white/30 md:right-6"
            >
              <ChevronRightIcon className="size-7" />
            </button>
          </>
        )}
      </div>

      {count > 1 ? (
        <ul className="flex justify-center gap-2 overflow-x-auto p-3 md:p-5" data-testid="gallery-thumbnails">
          {images.map((thumb, number) => (
            <li key={thumb} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(number)}
                aria-current={number === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 ${
                  number === index ? "border-white" : "border-transparent opacity-70 hover:opacity-100"
                }`}
              >
                <img
                  src={failed.has(thumb) ? PLACEHOLDER_IMAGE : thumb}
                  srcSet={failed.has(thumb) ? undefined : (imageSrcSet(thumb) ?? undefined)}
                  sizes="64px"
                  alt={t("productdetail.image_alt", { name: productName, number: number + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-14 object-cover md:size-16"
                  onError={() => setFailed((previous) => new Set(previous).add(thumb))}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="h-6" />
      )}
    </div>
  );
}
