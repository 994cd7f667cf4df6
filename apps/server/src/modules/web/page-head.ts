import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  type InitialData,
  isPagePath,
  isSoldOut,
  isUuid,
  LANGUAGES,
  type Language,
  PAGE_PATHS,
  type Product,
  pagePath,
  priceWithPromotion,
  type ShopInfo,
} from "@shop/shared";
import { SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import { jsonForScript } from "./index-html";
import { INDEXED_PAGES } from "./seo";

/** What the server adds to one page it sends: `<head>` tags and, for a product, its data. */
export interface PageHead {
  head: string;
  initialData: InitialData | null;
  /** False for a product page whose product does not exist (or whose id is no id): a 404. */
  found: boolean;
  /** The head says `noindex`: the page is one search engines must leave out. */
  noindex: boolean;
}

/** How the page was asked for, beyond its path. */
export interface PageRequest {
  /** The address names the language (`?lng=`): that language version is the canonical one. */
  languageInUrl?: boolean;
}

export interface PageHeadDependencies {
  /** The product as the API sends it; null when there is no such product. */
  /** The product with its texts in `language` (shared localiseProduct). */
  findProduct: (id: string, language: Language) => Promise<Product | null>;
  /** Origin without a trailing slash (config.publicUrl). */
  publicUrl: string;
  shop: ShopInfo;
  clock?: () => Date;
}

/**
 * The server's words for a page before the web app starts (and for crawlers that do not run
 * JavaScript). Vietnamese, the shop's default language; the web app sets the title and description
 * of every page in the shopper's language once it runs (ui/page-title.ts).
 */
const DEFAULT_TAGLINE = SERVER_TEXTS[DEFAULT_LANGUAGE].page.tagline;
const DEFAULT_DESCRIPTION = SERVER_TEXTS[DEFAULT_LANGUAGE].page.description;
/** The shared-link picture of every page but a product's (apps/web/public/og-default.webp). */
const DEFAULT_IMAGE_PATH = "/og-default.webp";
/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX_LENGTH = 160;
const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/;

/** Pages of one shopper (cart, account, admin…): nothing there for a search engine. */
const PRIVATE_PAGES: readonly string[] = [
  PAGE_PATHS.cart,
  PAGE_PATHS.checkout,
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.resetPassword,
  PAGE_PATHS.verifyEmail,
  PAGE_PATHS.account,
  PAGE_PATHS.admin,
  // Answers for one shopper's words, code or payment: endless, thin or private pages.
  PAGE_PATHS.search,
  PAGE_PATHS.orderLookup,
  PAGE_PATHS.paymentResult,
];

/**
 * `renderPageHead(pathname)`: the title, description, canonical link, Open Graph and Twitter tags
 * of a page, plus Product JSON-LD and the product itself for `/products/{id}` (shared
 * links show a preview without running the app). Every value is escaped.
 */
export function createPageHeadRenderer({
  findProduct,
  publicUrl,
  shop,
  clock = () => new Date(),
}: PageHeadDependencies) {
  return async function renderPageHead(
    pathname: string,
    language: Language = DEFAULT_LANGUAGE,
    { languageInUrl = false }: PageRequest = {},
  ): Promise<PageHead> {
    const productMatch = PRODUCT_PATH.exec(pathname);
    const productId = productMatch?.[1];
    if (isUuid(productId)) {
      const product = await findProduct(productId.toLowerCase(), language);
      if (product) {
        return {
          head: renderProductHead(product, { publicUrl, shop, now: clock(), language, languageInUrl }),
          initialData: { product, language },
          found: true,
          noindex: false,
        };
      }
    }
    return {
      head: renderDefaultHead(pathname, { publicUrl, shop, language, languageInUrl }),
      initialData: null,
      found: productMatch === null,
      noindex: isKeptOutOfSearch(pathname),
    };
  };
}

export type RenderPageHead = ReturnType<typeof createPageHeadRenderer>;

interface HeadContext extends PageRequest {
  publicUrl: string;
  shop: ShopInfo;
  /** The language the page is answered in. */
  language?: Language;
}

/** The `?lng=` the web app reads for each language (its detector takes the shop's codes). */
function withLanguage(url: string, language: Language): string {
  return `${url}${url.includes("?") ? "&" : "?"}lng=${language}`;
}

/**
 * The same page in each language the shop speaks, as the web app picks it by address (`?lng=`),
 * and the bare address (the language chosen from the browser's) as x-default.
 */
function languageAlternates(url: string): string {
  return [
    ...LANGUAGES.map((language) => alternate(HTML_LANG[language], withLanguage(url, language))),
    alternate("x-default", url),
  ].join("");
}

/** A page named with its language is its own canonical version; the bare one otherwise. */
function canonicalUrl(url: string, language: Language, languageInUrl: boolean): string {
  return languageInUrl ? withLanguage(url, language) : url;
}

/**
 * Pages the server answers with the default head that search engines must not index: a product
 * id that is no product, a path that is no page, a shopper's own pages (PRIVATE_PAGES).
 */
export function isKeptOutOfSearch(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    PRIVATE_PAGES.includes(normalised) ||
    normalised.startsWith(`${PAGE_PATHS.admin}/`) ||
    !isPagePath(pathname) ||
    PRODUCT_PATH.test(pathname)
  );
}

export function renderDefaultHead(
  pathname: string,
  { publicUrl, shop, language = DEFAULT_LANGUAGE, languageInUrl = false }: HeadContext,
): string {
  const title = `${shop.name} – ${DEFAULT_TAGLINE}`;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const isIndexed = (INDEXED_PAGES as readonly string[]).includes(normalised);
  const url = `${publicUrl}${isIndexed ? normalised : "/"}`;
  const tags = [
    element("title", title),
    meta("name", "description", DEFAULT_DESCRIPTION),
    isIndexed ? link("canonical", canonicalUrl(url, language, languageInUrl)) : "",
    isIndexed ? languageAlternates(url) : "",
    isKeptOutOfSearch(pathname) ? meta("name", "robots", "noindex") : "",
    meta("property", "og:site_name", shop.name),
    meta("property", "og:type", "website"),
    meta("property", "og:locale", OG_LOCALE[DEFAULT_LANGUAGE]),
    meta("property", "og:title", title),
    meta("property", "og:description", DEFAULT_DESCRIPTION),
    meta("property", "og:image", `${publicUrl}${DEFAULT_IMAGE_PATH}`),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary_large_image"),
  ];
  return tags.filter(Boolean).join("");
}

/** Open Graph's locale of each interface language. */
const OG_LOCALE: Record<Language, string> = { vi: "vi_VN", en: "en_US", kr: "ko_KR", jp: "ja_JP" };

/** The product's head, in the language its texts are in (the product is already localised). */
export function renderProductHead(
  product: Product,
  { publicUrl, shop, now, language = DEFAULT_LANGUAGE, languageInUrl = false }: HeadContext & { now: Date },
): string {
  const url = `${publicUrl}${pagePath("product", { id: product.id })}`;
  const title = `${product.name} – ${shop.name}`;
  const description = productDescription(product);
  const images = product.variations
    .flatMap((variation) => variation.images)
    .map((image) => absoluteUrl(image, publicUrl));
  const cover = images[0] ?? `${publicUrl}${DEFAULT_IMAGE_PATH}`;
  const price = priceWithPromotion(product, now);

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description,
    image: images.length > 0 ? images : [cover],
    sku: product.id,
    category: product.category,
    ...(product.material ? { material: product.material } : {}),
    brand: { "@type": "Brand", name: shop.name },
    // The approved reviews' average (modules/reviews); Google wants none rather than a count of 0.
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "VND",
      // One offer for the bag: in stock while any colour has one left (stock.ts).
      availability: product.variations.some((variation) => !isSoldOut(variation.stock))
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
  };

  return [
    element("title", title),
    meta("name", "description", description),
    link("canonical", canonicalUrl(url, language, languageInUrl)),
    languageAlternates(url),
    meta("property", "og:site_name", shop.name),
    meta("property", "og:type", "product"),
    meta("property", "og:locale", OG_LOCALE[language]),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image", cover),
    meta("property", "og:image:alt", product.name),
    meta("property", "og:url", url),
    meta("property", "product:price:amount", String(price)),
    meta("property", "product:price:currency", "VND"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", cover),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join("");
}

/** The product's bullet points as one sentence, cut at a word near 160 characters. */
export function productDescription(product: Pick<Product, "name" | "description" | "material">): string {
  const text = product.description
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?。]$/.test(line) ? line : `${line}.`))
    .join(" ");
  const full = text || [product.name, product.material].filter(Boolean).join(" – ");
  if (full.length <= DESCRIPTION_MAX_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;.]+$/, "")}…`;
}

/** Stored images are paths (`/media/…`); shared links need the full address. */
export function absoluteUrl(urlOrPath: string, publicUrl: string): string {
  if (/^https?:\/\//i.test(urlOrPath)) return urlOrPath;
  return `${publicUrl}${urlOrPath.startsWith("/") ? "" : "/"}${urlOrPath}`;
}

function element(name: "title", text: string): string {
  return `<${name}>${escapeHtml(text)}</${name}>`;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

function link(rel: string, href: string): string {
  return `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;
}

function alternate(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`;
}
