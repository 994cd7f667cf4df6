import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  type InitialData,
  isPagePath,
  isUuid,
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
  ): Promise<PageHead> {
    const productId = PRODUCT_PATH.exec(pathname)?.[1];
    if (isUuid(productId)) {
      const product = await findProduct(productId.toLowerCase(), language);
      if (product) {
        return {
          head: renderProductHead(product, { publicUrl, shop, now: clock(), language }),
          initialData: { product, language },
        };
      }
    }
    return { head: renderDefaultHead(pathname, { publicUrl, shop }), initialData: null };
  };
}

export type RenderPageHead = ReturnType<typeof createPageHeadRenderer>;

interface HeadContext {
  publicUrl: string;
  shop: ShopInfo;
}

export function renderDefaultHead(pathname: string, { publicUrl, shop }: HeadContext): string {
  const title = `${shop.name} – ${DEFAULT_TAGLINE}`;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const isIndexed = (INDEXED_PAGES as readonly string[]).includes(normalised);
  const isPrivate = PRIVATE_PAGES.includes(normalised) || normalised.startsWith(`${PAGE_PATHS.admin}/`);
  const url = `${publicUrl}${isIndexed ? normalised : "/"}`;
  const tags = [
    element("title", title),
    meta("name", "description", DEFAULT_DESCRIPTION),
    isIndexed ? link("canonical", url) : "",
    // A product id that is no product, a path that is no page, a shopper's own pages: not for search.
    isPrivate || !isPagePath(pathname) || PRODUCT_PATH.test(pathname)
      ? meta("name", "robots", "noindex")
      : "",
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
  { publicUrl, shop, now, language = DEFAULT_LANGUAGE }: HeadContext & { now: Date; language?: Language },
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
    inLanguage: HTML_LANG[language],
    image: images.length > 0 ? images : [cover],
    sku: product.id,
    category: product.category,
    ...(product.material ? { material: product.material } : {}),
    brand: { "@type": "Brand", name: shop.name },
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "VND",
      // The shop keeps no stock count: every product on sale can be ordered (cash on delivery).
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
  };

  return [
    element("title", title),
    meta("name", "description", description),
    link("canonical", url),
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
