import { DEFAULT_SHOP_INFO, localiseProduct, type Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  createPageHeadRenderer,
  productDescription,
  renderDefaultHead,
  renderProductHead,
} from "./page-head";

const PUBLIC_URL = "https://shop.example";
const NOW = new Date("2025-06-15T12:00:00Z");
const HOSTILE = `Túi "Xinh" </script><script>alert(1)</script> & <b>'đậm'</b>`;

function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c",
    name: "Túi xách Lumi",
    price: 1_250_000,
    category: "Handbag",
    description: ["Da bò thật", "Khoá kim loại mạ vàng"],
    dimensions: "30 x 20 x 12 cm",
    material: "Da bò",
    careInstructions: "Lau bằng khăn mềm",
    origin: "",
    promotion: null,
    promotionText: "",
    translations: {},
    weightGrams: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    variations: [
      { color: "#d32f2f", images: ["/media/products/a/d32f2f/cover/front-960.webp"], stock: 100 },
      { color: "#000000", images: ["https://cdn.example/b-960.webp"], stock: 100 },
    ],
    version: 1,
    createdAt: "2025-05-01T10:00:00.000Z",
    updatedAt: "2025-05-01T10:00:00.000Z",
    ...overrides,
  };
}

/** `<meta property="og:title" content="…">` → its content, un-escaped. */
function metaContent(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** `<link rel="alternate" hreflang="en" href="…">` → { en: "…" }. */
function alternatesOf(head: string): Record<string, string> {
  const links = head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g);
  return Object.fromEntries(
    [...links].map(([, language = "", href = ""]) => [language, href.replace(/&amp;/g, "&")]),
  );
}

function jsonLdOf(head: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("the head of a product page", () => {
  const context = { publicUrl: PUBLIC_URL, shop: DEFAULT_SHOP_INFO, now: NOW };

  it("has the product's title, description, canonical address and Open Graph tags", () => {
    const head = renderProductHead(aProduct(), context);
    const url = `${PUBLIC_URL}/products/0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c`;
    expect(head).toContain("<title>Túi xách Lumi – Lumi Bags</title>");
    expect(metaContent(head, "description")).toBe("Da bò thật. Khoá kim loại mạ vàng.");
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(head, "og:title")).toBe("Túi xách Lumi – Lumi Bags");
    expect(metaContent(head, "og:type")).toBe("product");
    expect(metaContent(head, "og:url")).toBe(url);
    expect(metaContent(head, "og:image")).toBe(`${PUBLIC_URL}/media/products/a/d32f2f/cover/front-960.webp`);
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
  });

  it("gives Product JSON-LD with the price in VND, the images and the shop as brand", () => {
    const jsonLd = jsonLdOf(renderProductHead(aProduct(), context));
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Túi xách Lumi",
      image: [`${PUBLIC_URL}/media/products/a/d32f2f/cover/front-960.webp`, "https://cdn.example/b-960.webp"],
      brand: { "@type": "Brand", name: "Lumi Bags" },
      offers: {
        "@type": "Offer",
        price: 1_250_000,
        priceCurrency: "VND",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("gives AggregateRating from the approved reviews, and none for a product without any", () => {
    const rated = jsonLdOf(renderProductHead(aProduct({ rating: { average: 4.7, count: 3 } }), context));
    expect(rated.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = jsonLdOf(renderProductHead(aProduct({ rating: { average: 0, count: 0 } }), context));
    expect(unrated).not.toHaveProperty("aggregateRating");
  });

  it("states the price a shopper pays today: the active promotion applied", () => {
    const promotion = {
      discount: 20,
      startDate: "2025-06-01T00:00:00.000Z",
      endDate: "2025-06-30T23:59:59.000Z",
    };
    const head = renderProductHead(aProduct({ promotion }), context);
    expect(jsonLdOf(head)).toMatchObject({ offers: { price: 1_000_000 } });
    expect(metaContent(head, "product:price:amount")).toBe("1000000");
    const afterIt = renderProductHead(aProduct({ promotion }), { ...context, now: new Date("2025-07-01") });
    expect(jsonLdOf(afterIt)).toMatchObject({ offers: { price: 1_250_000 } });
  });

  it("escapes every value: no tag, attribute or script can be injected", () => {
    const head = renderProductHead(aProduct({ name: HOSTILE, description: [HOSTILE], material: HOSTILE }), {
      ...context,
      shop: { ...DEFAULT_SHOP_INFO, name: HOSTILE },
    });
    expect(head).not.toContain("<script>alert(1)");
    expect(head).not.toContain("<b>");
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(metaContent(head, "og:title")).toBe(`${HOSTILE} – ${HOSTILE}`);
    expect(head).toContain("<title>Túi &quot;Xinh&quot; &lt;/script&gt;&lt;script&gt;alert(1)");
    expect(jsonLdOf(head)).toMatchObject({ name: HOSTILE, brand: { name: HOSTILE } });
  });

  it("says InStock while a colour has bags left and OutOfStock when every colour is sold out", () => {
    const someLeft = aProduct({
      variations: [
        { color: "#d32f2f", images: [], stock: 0 },
        { color: "#000000", images: [], stock: 2 },
      ],
    });
    expect(jsonLdOf(renderProductHead(someLeft, context))).toMatchObject({
      offers: { availability: "https://schema.org/InStock" },
    });
    const soldOut = aProduct({
      variations: [
        { color: "#d32f2f", images: [], stock: 0 },
        { color: "#000000", images: [], stock: 0 },
      ],
    });
    expect(jsonLdOf(renderProductHead(soldOut, context))).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
    });
    expect(jsonLdOf(renderProductHead(aProduct({ variations: [] }), context))).toMatchObject({
      offers: { availability: "https://schema.org/OutOfStock" },
    });
  });

  it("names only properties schema.org gives a Product (no inLanguage)", () => {
    const jsonLd = jsonLdOf(renderProductHead(aProduct(), { ...context, language: "en" }));
    expect(jsonLd).not.toHaveProperty("inLanguage");
  });

  it("links the page in every language the shop speaks, by ?lng=, with x-default", () => {
    const head = renderProductHead(aProduct(), context);
    const url = `${PUBLIC_URL}/products/0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c`;
    expect(alternatesOf(head)).toEqual({
      vi: `${url}?lng=vi`,
      en: `${url}?lng=en`,
      ko: `${url}?lng=kr`,
      ja: `${url}?lng=jp`,
      "x-default": url,
    });
  });

  it("names the language version as canonical when the address names the language", () => {
    const head = renderProductHead(aProduct(), { ...context, language: "jp", languageInUrl: true });
    const url = `${PUBLIC_URL}/products/0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c`;
    expect(head).toContain(`<link rel="canonical" href="${url}?lng=jp">`);
  });

  it("falls back to the shop's picture when the product has none", () => {
    const head = renderProductHead(aProduct({ variations: [] }), context);
    expect(metaContent(head, "og:image")).toBe(`${PUBLIC_URL}/og-default.webp`);
  });
});

describe("the head of other pages", () => {
  it("has the shop's title, description and Open Graph tags, with a canonical address for indexed pages", () => {
    const head = renderDefaultHead("/about", { publicUrl: PUBLIC_URL, shop: DEFAULT_SHOP_INFO });
    expect(head).toMatch(/^<title>Lumi Bags – .+<\/title>/);
    expect(metaContent(head, "description")).toMatch(/VNĐ/);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about">`);
    expect(metaContent(head, "og:type")).toBe("website");
    expect(metaContent(head, "og:image")).toBe(`${PUBLIC_URL}/og-default.webp`);
    expect(head).not.toContain("noindex");
  });

  it.each([
    "/cart",
    "/checkout",
    "/account",
    "/admin",
    "/admin/edit/x",
    "/no/such/page",
    "/products/nope",
    "/search",
    "/order-lookup",
    "/payment/result",
  ])("keeps %s out of search engines", (pathname) => {
    const head = renderDefaultHead(pathname, { publicUrl: PUBLIC_URL, shop: DEFAULT_SHOP_INFO });
    expect(metaContent(head, "robots")).toBe("noindex");
    expect(head).not.toContain('rel="canonical"');
  });

  it("links an indexed page in every language, and no page kept out of search engines", () => {
    const context = { publicUrl: PUBLIC_URL, shop: DEFAULT_SHOP_INFO };
    expect(alternatesOf(renderDefaultHead("/about", context))).toEqual({
      vi: `${PUBLIC_URL}/about?lng=vi`,
      en: `${PUBLIC_URL}/about?lng=en`,
      ko: `${PUBLIC_URL}/about?lng=kr`,
      ja: `${PUBLIC_URL}/about?lng=jp`,
      "x-default": `${PUBLIC_URL}/about`,
    });
    expect(alternatesOf(renderDefaultHead("/", context))["x-default"]).toBe(`${PUBLIC_URL}/`);
    expect(renderDefaultHead("/cart", context)).not.toContain("hreflang");
  });

  it("escapes the configured shop name", () => {
    const head = renderDefaultHead("/", {
      publicUrl: PUBLIC_URL,
      shop: { ...DEFAULT_SHOP_INFO, name: HOSTILE },
    });
    expect(head).not.toContain("<script");
    expect(metaContent(head, "og:site_name")).toBe(HOSTILE);
  });
});

describe("renderPageHead", () => {
  const product = aProduct({
    translations: {
      en: {
        name: "Lumi Handbag",
        description: ["Genuine cowhide"],
        material: "",
        careInstructions: "",
        promotionText: "",
      },
    },
  });
  const asked: string[] = [];
  const renderPageHead = createPageHeadRenderer({
    publicUrl: PUBLIC_URL,
    shop: DEFAULT_SHOP_INFO,
    clock: () => NOW,
    // As the product service answers: the product's texts in the language asked for.
    findProduct: async (id, language) => {
      asked.push(id);
      return id === product.id ? localiseProduct(product, language) : null;
    },
  });

  it("writes a product page's head, JSON-LD and initial data in the shopper's language", async () => {
    const page = await renderPageHead(`/products/${product.id}`, "en");
    expect(page.head).toContain("<title>Lumi Handbag – Lumi Bags</title>");
    expect(metaContent(page.head, "og:locale")).toBe("en_US");
    expect(page.head).toContain('"description":"Genuine cowhide');
    expect(page.initialData).toMatchObject({ language: "en", product: { name: "Lumi Handbag" } });
  });

  it("gives a product page its head and the product as initial data", async () => {
    const page = await renderPageHead(`/products/${product.id.toUpperCase()}`);
    expect(page.head).toContain("<title>Túi xách Lumi – Lumi Bags</title>");
    expect(page.initialData).toEqual({ product: localiseProduct(product, "vi"), language: "vi" });
  });

  it("gives an unknown product the default head, no data, noindex and a not-found mark", async () => {
    const page = await renderPageHead("/products/11111111-2222-4333-8444-555555555555");
    expect(page.initialData).toBeNull();
    expect(page.found).toBe(false);
    expect((await renderPageHead(`/products/${product.id}`)).found).toBe(true);
    expect((await renderPageHead("/products/not-an-id")).found).toBe(false);
    expect((await renderPageHead("/about")).found).toBe(true);
    expect(metaContent(page.head, "robots")).toBe("noindex");
  });

  it("does not look up an id that is no UUID", async () => {
    asked.length = 0;
    const page = await renderPageHead("/products/'%20OR%201=1");
    expect(asked).toEqual([]);
    expect(page.initialData).toBeNull();
  });
});

describe("helpers", () => {
  it("cuts a long description at a word, near 160 characters", () => {
    const long = productDescription({ name: "x", material: "", description: ["word ".repeat(60).trim()] });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("describes a product without bullets by its name and material", () => {
    expect(productDescription({ name: "Túi A", material: "Da bò", description: [] })).toBe("Túi A – Da bò");
  });

  it("makes stored image paths absolute and leaves full addresses alone", () => {
    expect(absoluteUrl("/media/a.webp", PUBLIC_URL)).toBe("https://shop.example/media/a.webp");
    expect(absoluteUrl("media/a.webp", PUBLIC_URL)).toBe("https://shop.example/media/a.webp");
    expect(absoluteUrl("https://cdn.example/a.webp", PUBLIC_URL)).toBe("https://cdn.example/a.webp");
  });
});
