import { describe, expect, it } from "vitest";
import { guessLanguage, homeImagePreloads, modulePreloadHints, type ViteManifest } from "./preload-hints";

const MANIFEST: ViteManifest = {
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

  it("knows a product page by its path pattern", () => {
    expect(hrefs(modulePreloadHints(MANIFEST, "/products/abc", "en"))).toContain("/assets/product-page-g.js");
    expect(hrefs(modulePreloadHints(MANIFEST, "/products/abc", "en"))).toContain("/assets/en-d.js");
  });

  it("gives no hint without a manifest, and only the common ones for a page it does not know", () => {
    expect(modulePreloadHints(null, "/", "vi")).toBe("");
    expect(hrefs(modulePreloadHints(MANIFEST, "/no/such/page", "vi"))).toEqual([
      "/assets/vi-c.js",
      "/assets/query-client-e.js",
    ]);
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
