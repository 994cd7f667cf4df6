import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CATEGORIES,
  categoryKey,
  type InitialData,
  type InitialProductList,
  imageSrcSet,
  type Language,
  MOBILE_BREAKPOINT_PX,
  PAGE_PATHS,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  PRODUCT_SORTS,
  type Product,
  type ProductSort,
  SHELL_TEXTS_FILE,
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
 * run (the largest picture of the first screen: docs/decisions/012-first-screen-from-the-html.md). The same box, classes and
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
 * largest picture (docs/decisions/012-first-screen-from-the-html.md). The same boxes as the product page's breadcrumb line,
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
 * The web app's own words for the shells, by language: each locale's SHELL_TEXT_NAMESPACES as the
 * web build wrote them (apps/web/vite-plugin-shell-texts.ts), so the shell says what the app will.
 */
export type ShellTexts = Partial<Record<Language, Record<string, Record<string, string> | undefined>>>;

/** Reads the build's texts once; none (tests, an older build) means no shell that needs words. */
export async function readShellTexts(webDistDir: string): Promise<ShellTexts> {
  try {
    return JSON.parse(await readFile(join(webDistDir, SHELL_TEXTS_FILE), "utf8")) as ShellTexts;
  } catch {
    return {};
  }
}

/** `products.title` in `language`, `{{name}}` filled in; null when the build has no such text. */
function shellText(
  texts: ShellTexts,
  language: Language,
  key: string,
  values: Record<string, string> = {},
): string | null {
  const [namespace = "", name = ""] = key.split(/\.(.*)/s);
  const text = texts[language]?.[namespace]?.[name];
  if (typeof text !== "string") return null;
  return escapeHtml(text.replace(/\{\{(\w+)\}\}/g, (_, variable: string) => values[variable] ?? ""));
}

const SORT_TEXT_KEYS: Record<ProductSort, string> = {
  newest: "products.sort_newest",
  price_asc: "products.sort_price_asc",
  price_desc: "products.sort_price_desc",
};

/** Which of the first four cards a width shows in its first row: 2 on phones, 3 from md, 4 from lg. */
const FIRST_ROW_CARD_CLASSES = ["", "", "hidden md:block", "hidden lg:block"];

/**
 * The product list's first screen as plain HTML, painted before any script has run: its heading,
 * filters, count and sort in the app's words, and the first row of cards' pictures (the page's
 * largest content: docs/decisions/031-first-paint-from-the-html.md). The same elements and classes as ProductsPage
 * (apps/web/src/features/catalog/products-page.tsx), PageIntro (ui/page-intro.tsx) and the
 * cards' ProductImage (entities/product/product-card.tsx, product-image.tsx), so each picture
 * stays where it is when React replaces the shell (e2e/stories/first-screen.spec.ts). Inert: a
 * picture of the page, nothing in it can be focused or clicked before the app runs. Null without
 * the words (an older build) or without products.
 */
export function productListShell(list: InitialProductList, language: Language, texts: ShellTexts): string {
  const t = (key: string, values?: Record<string, string>) => shellText(texts, language, key, values);
  const category = list.request.category ?? null;
  const sort = list.request.sort ?? "newest";
  const title = category ? t(categoryKey(category)) : t("products.title");
  const words = [title, t("products.subtitle"), t("products.all_categories"), t("products.sort_label")];
  const cards = list.page.items.slice(0, FIRST_ROW_CARD_CLASSES.length);
  if (words.some((word) => word === null) || cards.length === 0) return "";

  const chips = [null, ...CATEGORIES]
    .map((chip) => {
      const colours = chip === category ? "border-ink bg-ink text-white" : "border-line bg-surface text-ink";
      const label = chip ? (t(categoryKey(chip)) ?? escapeHtml(chip)) : t("products.all_categories");
      return `<li><span class="inline-flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors ${colours}">${label}</span></li>`;
    })
    .join("");
  const options = PRODUCT_SORTS.map(
    (option) => `<option${option === sort ? " selected" : ""}>${t(SORT_TEXT_KEYS[option]) ?? ""}</option>`,
  ).join("");
  const pictures = cards
    .map((product, index) => {
      const image = coverImage(product);
      const srcSet = image && imageSrcSet(image);
      const img = image
        ? `<img src="${escapeHtml(image)}"${srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(PRODUCT_CARD_IMAGE_SIZES)}"` : ""} alt="" width="960" height="960" fetchpriority="high" decoding="async" class="size-full object-cover">`
        : "";
      return `<li class="${FIRST_ROW_CARD_CLASSES[index]}"><div class="aspect-square overflow-hidden bg-sand w-full rounded-xl transition-opacity group-hover:opacity-90">${img}</div></li>`;
    })
    .join("");

  return (
    `<div class="container-page pb-16" inert>` +
    `<div class="border-b border-line py-10 md:py-14"><h1 class="text-3xl font-semibold md:text-4xl">${title}</h1>` +
    `<div class="mt-3 max-w-2xl text-muted"><p>${t("products.subtitle")}</p></div></div>` +
    `<div class="flex flex-col gap-4 border-b border-line py-5 md:flex-row md:items-center md:justify-between">` +
    `<div class="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"><ul class="flex gap-2 whitespace-nowrap">${chips}</ul></div>` +
    `<div class="flex items-center justify-between gap-3 md:justify-end">` +
    `<p class="min-h-5 text-sm whitespace-nowrap text-muted">${t("products.count", { count: String(list.page.total) }) ?? ""}</p>` +
    `<span class="flex items-center gap-2 text-sm"><span class="sr-only whitespace-nowrap text-muted md:not-sr-only">${t("products.sort_label")}</span>` +
    `<select class="min-h-11 rounded-full border border-line bg-surface px-4 text-sm text-ink">${options}</select></span>` +
    `</div></div>` +
    // The filters (apps/web/src/features/filters/filter-panel.tsx): a button above the grid on
    // phones, a column beside it from md, whose height does not move the pictures.
    `<div class="pt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-10">` +
    `<div class="mb-6 flex items-center gap-3 md:hidden"><span class="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink px-5 text-sm font-medium text-ink">${t("filters.open") ?? ""}</span></div>` +
    `<div class="hidden md:block"></div>` +
    `<div><ul class="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">${pictures}</ul></div></div>` +
    `</div>`
  );
}

/**
 * The page's largest picture for the shell: the home page's hero, a product page's first image
 * (known from the data the page is sent with), the product list's first row with its heading;
 * nothing for other pages.
 */
export function pageShell(
  pathname: string,
  initialData: InitialData | null = null,
  texts: ShellTexts = {},
): string {
  if (pathname === "/") return homeShell();
  const productImage = initialData?.product && coverImage(initialData.product);
  if (productImage) return productShell(productImage);
  const [list] = initialData?.productLists ?? [];
  if (isProductListPath(pathname) && list && initialData?.language) {
    return productListShell(list, initialData.language, texts);
  }
  return "";
}

function isProductListPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === PAGE_PATHS.products;
}
