import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type InitialData, PRELOAD_NAMES_FILE, type Product, type ProductPage } from "@shop/shared";
import { describe, expect, it } from "vitest";
import {
  dataImagePreloads,
  guessLanguage,
  homeImagePreloads,
  modulePreloadHints,
  readViteManifest,
  type ViteManifest,
  type WebBuildManifest,
} from "./preload-hints";

const CHUNKS: ViteManifest = {
  "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-b.js" },
  "src/locales/vi.json": { file: "assets/vi-c.js" },
  "src/locales/en.json": { file: "assets/en-d.js" },
  "src/lib/query-client.ts": { file: "assets/query-client-e.js", imports: ["_react.js"] },
  "src/features/catalog/home-page.tsx": {
    file: "assets/home-page-f.js",
    imports: ["_react.js", "_swiper.js"],
  },
  "src/features/catalog/product-page.tsx": { file: "assets/product-page-g.js" },
  "_swiper.js": { file: "assets/swiper-h.js" },
};
const MANIFEST: WebBuildManifest = {
  chunks: CHUNKS,
  preloadNames: {
    "locale:vi": "src/locales/vi.json",
    "locale:en": "src/locales/en.json",
    "query-client": "src/lib/query-client.ts",
    "page:home": "src/features/catalog/home-page.tsx",
    "page:product": "src/features/catalog/product-page.tsx",
  },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("modulePreloadHints", () => {
  it("preloads the page's chunk and its imports, the language and the query client, not the first chunk's", () => {
    expect(hrefs(modulePreloadHints(MANIFEST, "/", "vi"))).toEqual([
      "/assets/vi-c.js",
      "/assets/query-client-e.js",
      "/assets/home-page-f.js",
      "/assets/swiper-h.js",
    ]);
  });

  it("leaves out the first chunk's imports when the build has the app loader as a second entry, listed first", () => {
    const withLoader: WebBuildManifest = {
      chunks: {
        "src/app/app-loader.ts": { file: "assets/app-loader-z.js", name: "app-loader", isEntry: true },
        ...CHUNKS,
      },
      preloadNames: MANIFEST.preloadNames,
    };
    expect(hrefs(modulePreloadHints(withLoader, "/", "vi"))).toEqual(
      hrefs(modulePreloadHints(MANIFEST, "/", "vi")),
    );
  });

  it("preloads the checkout's chunks with its HTML: the cart leads there, often straight from a product", () => {
    const withCheckout: WebBuildManifest = {
      chunks: { ...CHUNKS, "src/features/checkout/checkout-page.tsx": { file: "assets/checkout-page-i.js" } },
      preloadNames: { ...MANIFEST.preloadNames, "page:checkout": "src/features/checkout/checkout-page.tsx" },
    };
    expect(hrefs(modulePreloadHints(withCheckout, "/checkout", "vi"))).toContain(
      "/assets/checkout-page-i.js",
    );
  });

  it("knows a product page by its path pattern", () => {
    expect(hrefs(modulePreloadHints(MANIFEST, "/products/abc", "en"))).toContain("/assets/product-page-g.js");
    expect(hrefs(modulePreloadHints(MANIFEST, "/products/abc", "en"))).toContain("/assets/en-d.js");
  });

  it("finds a page by its name, so a page whose file moved keeps its preload", () => {
    const moved: WebBuildManifest = {
      chunks: {
        ...CHUNKS,
        "src/pages/landing.tsx": { file: "assets/landing-x.js" },
      },
      preloadNames: { ...MANIFEST.preloadNames, "page:home": "src/pages/landing.tsx" },
    };
    expect(hrefs(modulePreloadHints(moved, "/", "vi"))).toContain("/assets/landing-x.js");
    expect(hrefs(modulePreloadHints(moved, "/", "vi"))).not.toContain("/assets/home-page-f.js");
  });

  it("gives no hint without a manifest, and only the common ones for a page it does not know", () => {
    expect(modulePreloadHints(null, "/", "vi")).toBe("");
    expect(hrefs(modulePreloadHints(MANIFEST, "/no/such/page", "vi"))).toEqual([
      "/assets/vi-c.js",
      "/assets/query-client-e.js",
    ]);
  });
});

describe("readViteManifest", () => {
  it("reads the chunks and the preload names the web build writes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "web-dist-"));
    await mkdir(join(dir, ".vite"));
    await writeFile(join(dir, ".vite", "manifest.json"), JSON.stringify(CHUNKS));
    await writeFile(join(dir, PRELOAD_NAMES_FILE), JSON.stringify(MANIFEST.preloadNames));
    expect(await readViteManifest(dir)).toEqual(MANIFEST);
    await rm(dir, { recursive: true });
  });

  it("is null without a build", async () => {
    expect(await readViteManifest(join(tmpdir(), "no-such-web-dist"))).toBeNull();
  });
});

describe("guessLanguage", () => {
  it("follows ?lng=, then the cookie, then Accept-Language, then Vietnamese", () => {
    expect(guessLanguage("/?lng=jp", "i18next=en", "ko-KR")).toBe("jp");
    expect(guessLanguage("/", "a=b; i18next=en", "ko-KR")).toBe("en");
    expect(guessLanguage("/", undefined, "fr-FR,ko-KR;q=0.8")).toBe("kr");
    expect(guessLanguage("/?lng=fr", "i18next=de", "ja")).toBe("jp");
    expect(guessLanguage("/", undefined, undefined)).toBe("vi");
  });
});

describe("homeImagePreloads", () => {
  it("asks for the first hero slide at the phone and the desktop widths, split at 768 px", () => {
    const html = homeImagePreloads();
    expect(html).toContain('href="/hero/slide-1-mobile-750.webp" media="(max-width: 767.98px)"');
    expect(html).toContain('media="(min-width: 768px)"');
  });
});

describe("dataImagePreloads", () => {
  const withImages = (name: string, images: string[], category = "Handbag") =>
    ({ id: name, name, category, variations: [{ color: "#000000", images }] }) as unknown as Product;
  const list = (items: Product[], request = {}): InitialData["productLists"] => [
    { request, page: { items, total: items.length, page: 1, limit: 24 } as ProductPage },
  ];

  it("asks for a product page's first image in every stored width, sized like the carousel", () => {
    const html = dataImagePreloads({
      product: withImages("a", ["/media/a/x-960.webp", "/media/a/y-960.webp"]),
    });
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(html).toContain(
      'imagesrcset="/media/a/x-320.webp 320w, /media/a/x-640.webp 640w, /media/a/x-960.webp 960w" imagesizes="(min-width: 1280px) 600px',
    );
    expect(html).toContain('fetchpriority="high"');
  });

  it("asks for the product list's first two card images, and none for the home page's lists", () => {
    const items = ["a", "b", "c"].map((name) => withImages(name, [`/media/${name}/c-960.webp`]));
    const html = dataImagePreloads({ productLists: list(items) });
    expect(html).toContain("/media/a/c-320.webp");
    expect(html).toContain("/media/b/c-320.webp");
    expect(html).not.toContain("/media/c/");
    const home = [...(list(items) ?? []), ...(list(items) ?? [])];
    expect(dataImagePreloads({ productLists: home })).toBe("");
  });

  it("asks for the first cards shown, in the list's order, with or without a category filter", () => {
    const items = [
      withImages("a", ["/media/a/c-960.webp"], "Handbag"),
      withImages("b", ["/media/b/c-960.webp"], "Accessories"),
      withImages("c", ["/media/c/c-960.webp"], "Accessories"),
    ];
    const categories = [
      { name: "Accessories" as const, count: 9 },
      { name: "Handbag" as const, count: 1 },
    ];
    const all = dataImagePreloads({ categories, productLists: list(items) });
    expect(all).toContain("/media/a/");
    expect(all).toContain("/media/b/");
    expect(all).not.toContain("/media/c/");
    const filtered = dataImagePreloads({ categories, productLists: list(items, { category: "Handbag" }) });
    expect(filtered).toContain("/media/a/");
  });

  it("escapes an image from elsewhere and asks for nothing without images or data", () => {
    expect(dataImagePreloads({ product: withImages("a", ['https://cdn.example/"x".jpg']) })).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/&quot;x&quot;.jpg" fetchpriority="high">',
    );
    expect(dataImagePreloads({ product: withImages("a", []) })).toBe("");
    expect(dataImagePreloads(null)).toBe("");
  });
});
