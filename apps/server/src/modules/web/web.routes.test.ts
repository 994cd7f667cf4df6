import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ShopInfo } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { insertProduct } from "../products/products.repository";
import { jsonForScript, renderIndexHtml } from "./index-html";
import { chooseEncoding } from "./web.routes";

/** Every folder listed while the tests run (test/folders-listed.ts). */
const foldersListed = await vi.hoisted(async () =>
  (await import("../../test/folders-listed")).recordFoldersListed(),
);

function initialDataOf(html: string): unknown {
  const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

const TEMPLATE = `<!doctype html><html lang="vi"><head><meta charset="UTF-8"><!--app-head--><title>Dev title</title><!--/app-head--></head><body><div id="root"><main><!--app-shell--></main></div><!--app-data--><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
/** The build's words for the product list's shell (apps/web/vite-plugin-shell-texts.ts), in two languages. */
const SHELL_TEXTS = Object.fromEntries(
  [
    ["vi", "Tất cả sản phẩm"],
    ["en", "All products"],
  ].map(([language, title]) => [
    language,
    {
      products: { title, subtitle: "…", all_categories: "*", sort_label: "↕", count: "{{count}}" },
      category: { handbag: `${title}: handbags` },
    },
  ]),
);
/** The web build's manifest (apps/web/vite.config.ts): the page's entry and the app loader, two entries. */
const BUILD_MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", name: "index", isEntry: true },
  "src/app/app-loader.ts": { file: "assets/app-loader-def456.js", name: "app-loader", isEntry: true },
  "src/features/catalog/products-page.tsx": { file: "assets/products-page-ghi789.js" },
  "src/features/cart/cart-page.tsx": { file: "assets/cart-page-jkl012.js" },
};
const PRELOAD_NAMES = {
  "page:products": "src/features/catalog/products-page.tsx",
  "page:cart": "src/features/cart/cart-page.tsx",
};
const HOSTILE_NAME = `Túi "Xinh" </script><script>alert(1)</script> & $& co`;

function shopInfoOf(html: string): ShopInfo {
  const match = /<script id="shop-info" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no shop-info script");
  return JSON.parse(match[1]) as ShopInfo;
}

describe("serving the web app", () => {
  let t: TestApp;
  let webDir: string;
  let productId: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), "shop-web-"));
    await mkdir(join(webDir, "assets"));
    await writeFile(join(webDir, "index.html"), TEMPLATE);
    await writeFile(join(webDir, "assets", "index-abc123.js"), "console.log('shop')");
    await writeFile(join(webDir, "assets", "index-abc123.js.br"), brotliCompressSync("console.log('shop')"));
    await writeFile(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(join(webDir, "sw.js"), "const BUILD = {};");
    await mkdir(join(webDir, ".vite"));
    await writeFile(join(webDir, ".vite", "shell-texts.json"), JSON.stringify(SHELL_TEXTS));
    await writeFile(join(webDir, ".vite", "manifest.json"), JSON.stringify(BUILD_MANIFEST));
    await writeFile(join(webDir, ".vite", "preload-names.json"), JSON.stringify(PRELOAD_NAMES));
    await writeFile(join(webDir, "sw.js.br"), brotliCompressSync("const BUILD = {};"));
    t = await createTestApp("pglite", {
      env: { WEB_DIST_DIR: webDir, SHOP_NAME: HOSTILE_NAME, RETURN_DAYS: "14" },
    });
    const product = await insertProduct(t.db, productInput({ name: "Túi A </title>" }), {
      now: new Date("2025-05-01T10:00:00Z"),
    });
    productId = product.id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    "/",
    "/products",
    "/search?q=tui",
    "/cart",
    "/admin/edit/abc",
    "/privacy",
    "/return-policy",
    "/shipping-policy",
  ])("answers %s with the app and the shop info", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).not.toContain("<!--app-data-->");
    expect(response.body).not.toContain("<!--app-head-->");
    expect(shopInfoOf(response.body)).toEqual(t.config.shop);
  });

  it("tells the web app the return window the shop configured (RETURN_DAYS), as the sale terms state it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/checkout" });
    expect(shopInfoOf(response.body).returnDays).toBe(14);
  });

  it.each(["/products/11111111-2222-4333-8444-555555555555", "/products/123", "/products/'%20OR%201=1"])(
    "answers the unknown product %s with 404 and the app, which shows its not-found state",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(shopInfoOf(response.body)).toEqual(t.config.shop);
      expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js">');
    },
  );

  it.each([
    ["accept-language", { "accept-language": "en-US,en;q=0.9" }, "/about", "en"],
    ["accept-language", { "accept-language": "ko-KR" }, "/about", "ko"],
    ["the address", {}, "/about?lng=jp", "ja"],
    ["the cookie", { cookie: "i18next=kr" }, "/about", "ko"],
    ["nothing", {}, "/about", "vi"],
  ])("says the language chosen by %s on <html lang>", async (_, headers, url, htmlLang) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.body).toContain(`<html lang="${htmlLang}">`);
    expect(response.body.match(/<html /g)).toHaveLength(1);
  });

  it("links each language version of a product page and names the one its address asks for canonical", async () => {
    const html = (await t.app.inject({ method: "GET", url: `/products/${productId}?lng=en` })).body;
    const url = `https://shop.example/products/${productId}`;
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lng=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(html).toContain(`<link rel="canonical" href="${url}?lng=en">`);
    expect(html).toContain('<html lang="en">');
  });

  it.each(["/search?q=tui", "/order-lookup", "/payment/result?orderId=x", "/cart"])(
    "tells search engines not to index %s, also in a header",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  it("lets search engines index the catalogue", async () => {
    const response = await t.app.inject({ method: "GET", url: `/products/${productId}` });
    expect(response.headers["x-robots-tag"]).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: "/products" })).headers["x-robots-tag"]).toBeUndefined();
  });

  it("escapes the shop info so that no value can close the script", async () => {
    // A page without initial data: the shop info's script and the app's own are the only ones.
    const response = await t.app.inject({ method: "GET", url: "/about" });
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(shopInfoOf(response.body).name).toBe(HOSTILE_NAME);
  });

  it("sends a product page with its title, Open Graph tags, JSON-LD price and the product itself", async () => {
    const response = await t.app.inject({ method: "GET", url: `/products/${productId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain("Dev title");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Túi A &lt;/title&gt; – ");
    expect(html).toContain(`<meta property="og:url" content="https://shop.example/products/${productId}">`);
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/media/products/x/d32f2f/cover/front-960.webp">',
    );
    expect(html).toContain('"price":1250000,"priceCurrency":"VND"');
    const api = await t.app.inject({ method: "GET", url: `/api/products/${productId}` });
    // With no other language asked for, the page's product is the Vietnamese one.
    expect(initialDataOf(html)).toEqual({ product: api.json(), language: "vi" });
  });

  it("sends the home page with the categories and each category's featured list, as the API answers them", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/" })).body;
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories" })).json();
    const handbags = await t.app.inject({ method: "GET", url: "/api/products?category=Handbag&limit=8" });
    expect(initialDataOf(html)).toEqual({
      language: "vi",
      categories,
      productLists: [
        { request: { category: "Handbag", sort: "newest", page: 1, limit: 8 }, page: handbags.json() },
      ],
    });
  });

  it("sends the product list with the page its address asks for, a bad value read as the default", async () => {
    const html = (
      await t.app.inject({ method: "GET", url: "/products?sort=price_asc&page=abc&category=Shoes" })
    ).body;
    const api = await t.app.inject({ method: "GET", url: "/api/products?sort=price_asc" });
    expect(initialDataOf(html)).toMatchObject({
      categories: [{ name: "Handbag", count: 1 }],
      productLists: [
        { request: { category: null, sort: "price_asc", page: 1, limit: 24 }, page: api.json() },
      ],
    });
    const filtered = (await t.app.inject({ method: "GET", url: "/products/?category=Accessories&page=2" }))
      .body;
    expect(initialDataOf(filtered)).toMatchObject({
      productLists: [
        { request: { category: "Accessories", page: 2 }, page: { items: [], total: 0, page: 2, limit: 24 } },
      ],
    });
  });

  it("paints the product list's first screen in the shopper's language, from the build's words", async () => {
    const english = await t.app.inject({
      method: "GET",
      url: "/products",
      headers: { "accept-language": "en" },
    });
    expect(english.body).toContain('md:text-4xl">All products</h1>');
    const vietnamese = (await t.app.inject({ method: "GET", url: "/products?category=Handbag" })).body;
    expect(vietnamese).toContain('md:text-4xl">Tất cả sản phẩm: handbags</h1>');
    expect(vietnamese.match(/<img [^>]*fetchpriority="high"/g)).toHaveLength(1);
  });

  it("asks for the app's scripts only through the loader on a page whose pictures it painted", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/products" })).body;
    const [before = "", inert = "", after = ""] = html.split(/<template id="app-scripts">(.*?)<\/template>/s);
    const outside = before + after;
    expect(html.match(/<img [^>]*fetchpriority="high"/g)).toHaveLength(1);
    // Outside the template: the loader, and no other script or module to fetch before the pictures.
    expect(outside.match(/<script [^>]*src="[^"]*"/g)).toEqual([
      '<script type="module" crossorigin src="/assets/app-loader-def456.js"',
    ]);
    expect(outside).not.toContain("modulepreload");
    // Inside it, inert until the loader copies it: the page's chunk and the app's first chunk.
    expect(inert).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/products-page-ghi789.js">',
    );
    // The app's first chunk leads: the loader asks for the tags in their order, a few at a time.
    expect(inert.startsWith('<script type="module" src="/assets/index-abc123.js"></script>')).toBe(true);
  });

  it("asks for the app's scripts at once on a page with no picture of the server's", async () => {
    const html = (await t.app.inject({ method: "GET", url: "/cart" })).body;
    expect(html).not.toContain("<template");
    expect(html).not.toContain("app-loader");
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cart-page-jkl012.js">',
    );
  });

  it("sends no data with a search, whose results depend on the shopper's words", async () => {
    expect(initialDataOf((await t.app.inject({ method: "GET", url: "/search?q=tui" })).body)).toBeNull();
  });

  it("gives other pages the default title and no initial data", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/products/11111111-2222-4333-8444-555555555555",
    });
    expect(response.statusCode).toBe(404);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).not.toContain("Dev title");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(initialDataOf(response.body)).toBeNull();
  });

  it("compresses pages for browsers that accept it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/about" });
    const br = await t.app.inject({
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gz = await t.app.inject({ method: "GET", url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the build's precompressed copy of an asset, with the asset's type", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("console.log('shop')");
  });

  it("answers 404 with the app for a path that is no page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(shopInfoOf(response.body).name).toBe(HOSTILE_NAME);
  });

  it("never sends the raw template", async () => {
    const response = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<!--app-data-->");
  });

  it("has the service worker asked for again on every visit, so a deploy reaches every browser", async () => {
    for (const encoding of ["identity", "br"]) {
      const worker = await t.app.inject({
        method: "GET",
        url: "/sw.js",
        headers: { "accept-encoding": encoding },
      });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["content-type"]).toMatch(/javascript/);
      expect(worker.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers the web app manifest with the configured shop name and the app icons", async () => {
    const response = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({ short_name: HOSTILE_NAME, start_url: "/", display: "standalone" });
    expect(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("sends the build's files without listing a folder, however many files the build holds", async () => {
    foldersListed.length = 0;
    for (const url of ["/assets/index-abc123.js", "/favicon.svg", "/sw.js"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
    }
    expect(foldersListed.filter((folder) => folder.startsWith(webDir))).toEqual([]);
  });

  it("caches hashed assets for a year and other files for a day", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it.each(["/assets/missing.js", "/assets", "/assets/", "/.env", "/../package.json", "/%2e%2e/package.json"])(
    "answers %s with 404 and no file",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    },
  );

  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("User-agent: *\nAllow: /");
    expect(response.body).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("lists the static pages and every product in the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    // Search engines may keep it an hour: as long as the server keeps it when nothing changes.
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        "https://shop.example/",
        "https://shop.example/products",
        "https://shop.example/about",
        "https://shop.example/warranty",
        "https://shop.example/privacy",
        "https://shop.example/return-policy",
        "https://shop.example/shipping-policy",
      ]),
    );
    const productUrls = locations.filter((location) =>
      location?.startsWith("https://shop.example/products/"),
    );
    expect(productUrls).toHaveLength(1);
    expect(response.body).toContain("<lastmod>2025-05-01T10:00:00.000Z</lastmod>");
    expect(locations).not.toContain("https://shop.example/cart");
  });

  it("answers POST to a page path with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/products", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("without a built web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("answers pages with 503 and how to build it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/products" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("npm run build");
  });

  it("still answers the API", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
    ["GZIP;q=0.5", "gzip"],
  ] as const)("picks %s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("index.html rendering", () => {
  it("keeps $ patterns in the data literal", () => {
    const html = renderIndexHtml("<head><!--app-head--></head><!--app-data-->", {
      head: "<title>$&</title>",
      shop: { name: "$'" } as unknown as ShopInfo,
    });
    expect(html).toBe(
      `<head><title>$&</title></head><script id="shop-info" type="application/json">{"name":"$'"}</script>`,
    );
  });

  it("escapes <, >, & and the JavaScript line separators", () => {
    expect(jsonForScript({ a: "</script>&\u2028" })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
