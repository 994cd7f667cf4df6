import type { InitialData, Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { renderIndexHtml } from "./index-html";
import { pageShell, SHELL_MARKER } from "./page-shell";

const SHOP = { name: "Lumi" } as Parameters<typeof renderIndexHtml>[1]["shop"];

describe("the page shell", () => {
  it("paints the home page's first hero slide with the HTML, at the phone and desktop widths", () => {
    const shell = pageShell("/");
    expect(shell).toContain('<img src="/hero/slide-1-mobile-750.webp" alt=""');
    expect(shell).toContain(
      'srcset="/hero/slide-1-desktop-1280.webp 1280w, /hero/slide-1-desktop-1920.webp 1920w"',
    );
    // HeroSlide's box (features/catalog/hero-slide.tsx): nothing moves when React replaces it.
    expect(shell).toContain('class="relative w-full overflow-hidden bg-sand h-[60vh] md:h-[90vh]"');
  });

  it("paints a product page's first picture in the product page's own boxes, at the width the page picks", () => {
    const cover = "/media/products/p1/000000/cover/front-960.webp";
    const product = { variations: [{ images: [cover, "/media/products/p1/000000/side-960.webp"] }] };
    const shell = pageShell("/products/p1", { product: product as unknown as Product });
    expect(shell).toContain(
      'srcset="/media/products/p1/000000/cover/front-320.webp 320w, /media/products/p1/000000/cover/front-640.webp 640w, /media/products/p1/000000/cover/front-960.webp 960w"',
    );
    expect(shell).toContain('sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"');
    expect(shell.match(/<img /g)).toHaveLength(1);
    // product-page.tsx's container and grid, ProductImage's square (entities/product/product-image.tsx).
    expect(shell).toContain('<div class="container-page pt-6 pb-16 md:pt-10">');
    expect(shell).toContain('<div class="grid gap-8 lg:grid-cols-2 lg:gap-12">');
    expect(shell).toContain('class="aspect-square overflow-hidden bg-sand w-full rounded-xl"');
  });

  it("escapes a picture's address", () => {
    const product = { variations: [{ images: ['/media/x"><script>alert(1)</script>.webp'] }] };
    const shell = pageShell("/products/p1", { product: product as unknown as Product } satisfies InitialData);
    expect(shell).not.toContain("<script>");
  });

  it("has nothing for the other pages", () => {
    for (const path of ["/products", "/about", "/products/abc", "/cart"]) expect(pageShell(path)).toBe("");
    // A product without pictures: the page's "no image" box comes with the app.
    const bare = { variations: [{ images: [] }] } as unknown as Product;
    expect(pageShell("/products/abc", { product: bare })).toBe("");
  });

  it("goes where index.html marks it, and the marker never reaches the browser", () => {
    const template = `<main>${SHELL_MARKER}</main><!--app-data-->`;
    expect(renderIndexHtml(template, { head: "", shop: SHOP, shell: "<p>$&</p>" })).toContain(
      "<main><p>$&</p></main>",
    );
    expect(renderIndexHtml(template, { head: "", shop: SHOP })).toContain("<main></main>");
  });
});
