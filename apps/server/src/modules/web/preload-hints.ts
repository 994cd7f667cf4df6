import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  APP_LOADER_CHUNK_NAME,
  DEFAULT_LANGUAGE,
  type InitialData,
  imageSrcSet,
  isLanguage,
  type Language,
  localePreloadName,
  MOBILE_BREAKPOINT_PX,
  PAGE_PATHS,
  PRELOAD_NAMES_FILE,
  PRELOAD_QUERY_CLIENT,
  PRELOADED_PAGES,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  pagePreloadName,
} from "@shop/shared";
import { escapeHtml } from "../../lib/html";
import { coverImage, HERO_DESKTOP_SRCSET, HERO_MOBILE_IMAGE } from "./page-shell";

/** The part of Vite's build manifest (`build.manifest`, dist/.vite/manifest.json) used here. */
export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; isEntry?: boolean }
>;

/** What the web build says about its chunks: Vite's manifest and the name → module table. */
export interface WebBuildManifest {
  chunks: ViteManifest;
  /**
   * Each lazily loaded module the web app marks for preloading (`import(/* preload: page:home *\/ …)`),
   * by name → its key in `chunks` (apps/web/vite-plugin-preload-names.ts writes it at build time).
   */
  preloadNames: Record<string, string>;
}

/**
 * The app fetches a page's chunk, its language and the query client only after its first chunk
 * has run; telling the browser about them in the HTML lets all of them download at once (one
 * round trip instead of three on a phone). They are found by name, not by source path, so a page
 * whose file moves keeps its preload; a name the build does not know just gets no hint.
 */
const PAGE_PATTERNS = PRELOADED_PAGES.map((name) => ({
  pattern: new RegExp(`^${PAGE_PATHS[name].replace(/:\w+/g, "[^/]+")}/?$`),
  name: pagePreloadName(name),
}));

/** Reads the manifest once; null without one (tests, an older build), which means no hints. */
export async function readViteManifest(webDistDir: string): Promise<WebBuildManifest | null> {
  const readJson = async (path: string) => JSON.parse(await readFile(join(webDistDir, path), "utf8"));
  try {
    const chunks = (await readJson(".vite/manifest.json")) as ViteManifest;
    const preloadNames = (await readJson(PRELOAD_NAMES_FILE).catch(() => ({}))) as Record<string, string>;
    return { chunks, preloadNames };
  } catch {
    return null;
  }
}

/**
 * The shopper's language as the web app will detect it (lib/language-detector.ts), as far as the
 * server can see: `?lng=`, the `i18next` cookie, then Accept-Language. A wrong guess costs one small
 * extra download, never a wrong page.
 */
export function guessLanguage(
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const query = new URLSearchParams(url.split("?")[1] ?? "").get("lng");
  const fromCookie = /(?:^|;\s*)i18next=([^;]*)/.exec(cookie ?? "")?.[1];
  const fromBrowser = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim() ?? "")
    .filter(Boolean);
  for (const candidate of [query, fromCookie, ...fromBrowser]) {
    const language = toShopLanguage(candidate ?? "");
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function toShopLanguage(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const mapped = ({ ko: "kr", ja: "jp" } as Record<string, string>)[primary] ?? primary;
  return isLanguage(mapped) ? mapped : null;
}

/** `<link rel="modulepreload">` for the page's chunk (and what it imports), its language and the query client. */
export function modulePreloadHints(
  build: WebBuildManifest | null,
  pathname: string,
  language: Language,
): string {
  if (!build) return "";
  const { chunks: manifest, preloadNames } = build;
  // The first chunk: the build's entry that is not the app loader (an entry of its own).
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.name !== APP_LOADER_CHUNK_NAME,
  );
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, alreadyLoaded);
  const wanted = new Set<string>();
  const page = PAGE_PATTERNS.find(({ pattern }) => pattern.test(pathname));
  for (const name of [localePreloadName(language), PRELOAD_QUERY_CLIENT, ...(page ? [page.name] : [])]) {
    const key = preloadNames[name];
    if (key) collect(key, wanted);
  }
  return [...wanted]
    .filter((file) => !alreadyLoaded.has(file))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`)
    .join("");
}

/**
 * The app loader's file (apps/web/src/app/app-loader.ts), which a page with the server's pictures
 * starts from instead of the app's own scripts (index-html.ts); null for a build without one.
 */
export function appLoaderFile(build: WebBuildManifest | null): string | null {
  if (!build) return null;
  const loader = Object.values(build.chunks).find(
    (chunk) => chunk.isEntry && chunk.name === APP_LOADER_CHUNK_NAME,
  );
  return loader?.file ?? null;
}

/**
 * The home page's largest picture is the first hero slide (features/catalog/hero-slide.tsx): asked
 * for with the HTML, at the width the screen will pick, instead of after the app has rendered.
 */
export function homeImagePreloads(): string {
  return (
    `<link rel="preload" as="image" href="${HERO_MOBILE_IMAGE}" media="(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)" fetchpriority="high">` +
    `<link rel="preload" as="image" imagesrcset="${HERO_DESKTOP_SRCSET}" imagesizes="100vw" media="(min-width: ${MOBILE_BREAKPOINT_PX}px)" fetchpriority="high">`
  );
}

/** Product-list cards whose image is preloaded: the first row on a phone (2 columns). */
const PRELOADED_CARD_IMAGES = 2;

/**
 * The first screen's product pictures, known from the data the page is sent with: the product
 * page's first image, the product list's first cards. Asked for with the HTML, in the width the
 * page's `<img srcset sizes>` will pick, instead of only after the app has rendered.
 */
export function dataImagePreloads(initialData: InitialData | null): string {
  if (!initialData) return "";
  const productImage = initialData.product && coverImage(initialData.product);
  if (productImage) return imagePreload(productImage, PRODUCT_PAGE_IMAGE_SIZES);
  const lists = initialData.productLists ?? [];
  // The home page's largest picture is the hero (homeImagePreloads), not a card.
  const [list] = lists;
  if (lists.length !== 1 || !list) return "";
  // The list shows its products in one grid, in the order they came (products-page.tsx).
  return list.page.items
    .slice(0, PRELOADED_CARD_IMAGES)
    .map(coverImage)
    .filter((image): image is string => Boolean(image))
    .map((image) => imagePreload(image, PRODUCT_CARD_IMAGE_SIZES))
    .join("");
}

function imagePreload(src: string, sizes: string): string {
  const srcSet = imageSrcSet(src);
  return srcSet
    ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`;
}
