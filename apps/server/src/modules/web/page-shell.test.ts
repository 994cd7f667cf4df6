import type { InitialData, InitialProductList, Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { renderIndexHtml } from "./index-html";
import { pageShell, SHELL_MARKER, type ShellTexts } from "./page-shell";

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
    expect(pageShell("/about", { language: "vi", productLists: [productList()] }, TEXTS)).toBe("");
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

/** The web build's words (apps/web/vite-plugin-shell-texts.ts), as much of them as the shell uses. */
const TEXTS: ShellTexts = {
  vi: {
    products: {
      title: "Tất cả sản phẩm",
      subtitle: "Tìm chiếc túi <hợp> với bạn",
      all_categories: "Tất cả",
      sort_label: "Sắp xếp theo",
      sort_newest: "Mới nhất",
      sort_price_asc: "Giá: thấp đến cao",
      sort_price_desc: "Giá: cao đến thấp",
      count: "Số sản phẩm: {{count}}",
    },
    filters: { open: "Lọc" },
    category: {
      handbag: "Túi xách tay",
      shoulder_bag: "Túi đeo vai",
      crossbody_bag: "Túi đeo chéo",
      accessories: "Phụ kiện",
    },
  },
};

function productList(request: InitialProductList["request"] = {}, count = 6): InitialProductList {
  const items = Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    variations: [{ images: [`/media/products/p${index}/000000/front-960.webp`] }],
  }));
  return { request, page: { items, total: 48, page: 1, limit: 24 } as unknown as InitialProductList["page"] };
}

describe("the product list's shell", () => {
  it("paints the heading, filters, count and sort in the shopper's words, and the first row of pictures", () => {
    const shell = pageShell("/products", { language: "vi", productLists: [productList()] }, TEXTS);
    expect(shell).toContain('<h1 class="text-3xl font-semibold md:text-4xl">Tất cả sản phẩm</h1>');
    expect(shell).toContain("Tìm chiếc túi &lt;hợp&gt; với bạn");
    expect(shell).toContain("Số sản phẩm: 48");
    // "All" is the chosen chip; the four categories follow in their own words.
    expect(shell).toMatch(/border-ink bg-ink text-white">Tất cả</);
    for (const name of ["Túi xách tay", "Túi đeo vai", "Túi đeo chéo", "Phụ kiện"])
      expect(shell).toContain(`>${name}</span>`);
    expect(shell).toContain("<option selected>Mới nhất</option>");
    // The filters: a button above the pictures on phones, a column beside them from 768 px.
    expect(shell).toContain('font-medium text-ink">Lọc</span>');
    expect(shell).toContain(
      '<div class="pt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-10">',
    );
    // Four pictures: two on phones, the third from 768 px, the fourth from 1024 px.
    expect(shell.match(/<img /g)).toHaveLength(4);
    expect(shell).toContain('<li class="hidden md:block">');
    expect(shell).toContain('<li class="hidden lg:block">');
    expect(shell).toContain(
      'sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"',
    );
    // Nothing in it takes a click or the keyboard before the app runs.
    expect(shell).toMatch(/^<div class="container-page pb-16" inert>/);
    expect(shell).not.toMatch(/<a |<button/);
  });

  it("names the chosen category and sort", () => {
    const list = productList({ category: "Shoulder Bag", sort: "price_desc" });
    const shell = pageShell("/products", { language: "vi", productLists: [list] }, TEXTS);
    expect(shell).toContain('md:text-4xl">Túi đeo vai</h1>');
    expect(shell).toMatch(/border-ink bg-ink text-white">Túi đeo vai</);
    expect(shell).toContain("<option selected>Giá: cao đến thấp</option>");
  });

  it("has no shell without the build's words in that language, or without products", () => {
    const list = productList();
    expect(pageShell("/products", { language: "en", productLists: [list] }, TEXTS)).toBe("");
    expect(pageShell("/products", { language: "vi", productLists: [list] }, {})).toBe("");
    expect(pageShell("/products", { language: "vi", productLists: [productList({}, 0)] }, TEXTS)).toBe("");
  });
});
