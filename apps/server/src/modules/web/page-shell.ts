import { MOBILE_BREAKPOINT_PX } from "@shop/shared";

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

/** The page's picture for the shell: the home page's hero; nothing for other pages. */
export function pageShell(pathname: string): string {
  return pathname === "/" ? homeShell() : "";
}
