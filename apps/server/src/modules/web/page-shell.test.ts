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

  it("has nothing for the other pages", () => {
    for (const path of ["/products", "/about", "/products/abc", "/cart"]) expect(pageShell(path)).toBe("");
  });

  it("goes where index.html marks it, and the marker never reaches the browser", () => {
    const template = `<main>${SHELL_MARKER}</main><!--app-data-->`;
    expect(renderIndexHtml(template, { head: "", shop: SHOP, shell: "<p>$&</p>" })).toContain(
      "<main><p>$&</p></main>",
    );
    expect(renderIndexHtml(template, { head: "", shop: SHOP })).toContain("<main></main>");
  });
});
