import {
  type InitialData,
  imageSrcSet,
  MOBILE_BREAKPOINT_PX,
  PRODUCT_PAGE_IMAGE_SIZES,
  type Product,
} from "@shop/shared";
import { escapeHtml } from "../../lib/html";

/** Where the web app's index.html takes a page's first picture (inside the header frame's `<main>`). */
export const SHELL_MARKER = "<!--app-shell-->";

/** The first hero slide's files (apps/web/public/hero), as features/catalog/hero-slide.tsx names them. */
const HERO_BASE = "/hero/slide-1";
export const HERO_MOBILE_IMAGE = `${HERO_BASE}-mobile-750.webp`;
export const HERO_DESKTOP_SRCSET = `${HERO_BASE}-desktop-1280.webp 1280w, ${HERO_BASE}-desktop-1920.webp 1920w`;

/**
 * The home page's first hero slide as plain HTML, painted with the page before any script has
 * run (the largest picture of the first screen: bench/README.md, LCP). The same box, classes and
 * image as HeroSlide (apps/web/src/features/catalog/hero-slide.tsx), so when React replaces it
 * nothing moves and the cached picture stays where it was; the slide's words come with the app.
 * Decorative until then (empty alt, inside the frame's aria-hidden).
 */
export function homeShell(): string {
  return (
    `<div class="relative w-full overflow-hidden bg-sand h-[60vh] md:h-[90vh]">` +
    `<picture class="absolute inset-0 transition-opacity opacity-100">` +
    `<source media="(min-width: ${MOBILE_BREAKPOINT_PX}px)" srcset="${HERO_DESKTOP_SRCSET}" sizes="100vw">` +
    `<img src="${HERO_MOBILE_IMAGE}" alt="" width="750" height="1000" fetchpriority="high" decoding="async" class="absolute inset-0 size-full object-cover object-bottom md:object-right">` +
    `</picture></div>`
  );
}

/**
 * A product page's first picture as plain HTML, painted before any script has run: the page's
 * largest picture (bench/README.md, LCP). The same boxes as the product page's breadcrumb line,
 * grid and ProductCover (apps/web/src/features/catalog/product-page.tsx, product-cover.tsx,
 * entities/product/product-image.tsx), so the picture stays where it is when React replaces it.
 */
export function productShell(image: string): string {
  const srcSet = imageSrcSet(image);
  const sources = srcSet
    ? `src="${escapeHtml(image)}" srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(PRODUCT_PAGE_IMAGE_SIZES)}"`
    : `src="${escapeHtml(image)}"`;
  return (
    `<div class="container-page pt-6 pb-16 md:pt-10"><div class="mb-5 text-sm">&nbsp;</div>` +
    `<div class="grid gap-8 lg:grid-cols-2 lg:gap-12"><div class="min-w-0"><div class="overflow-hidden rounded-xl">` +
    `<div class="aspect-square overflow-hidden bg-sand w-full rounded-xl">` +
    `<img ${sources} alt="" width="960" height="960" fetchpriority="high" decoding="async" class="size-full object-cover">` +
    `</div></div></div></div></div>`
  );
}

/** The first picture a product shows (its first colour's first image): the page's largest. */
export function coverImage(product: Pick<Product, "variations">): string | undefined {
  return product.variations[0]?.images[0];
}

/**
 * The page's largest picture for the shell: the home page's hero, a product page's first image
 * (known from the data the page is sent with); nothing for other pages.
 */
export function pageShell(pathname: string, initialData: InitialData | null = null): string {
  if (pathname === "/") return homeShell();
  const productImage = initialData?.product && coverImage(initialData.product);
  return productImage ? productShell(productImage) : "";
}
