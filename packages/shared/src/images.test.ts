import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrlForWidth, storedImageName, storedImageUrl } from "./images";

describe("stored image URLs", () => {
  const url = "/media/products/7d3c/d32f2f/cover/tote-960.webp";

  it("derives every width from the stored largest URL", () => {
    expect(imageUrlForWidth(url, 320)).toBe("/media/products/7d3c/d32f2f/cover/tote-320.webp");
    expect(imageUrlForWidth(url, 640)).toBe("/media/products/7d3c/d32f2f/cover/tote-640.webp");
  });

  it("builds a srcset with the three widths, smallest first", () => {
    expect(imageSrcSet(url)).toBe(
      "/media/products/7d3c/d32f2f/cover/tote-320.webp 320w, " +
        "/media/products/7d3c/d32f2f/cover/tote-640.webp 640w, " +
        "/media/products/7d3c/d32f2f/cover/tote-960.webp 960w",
    );
  });

  it("keeps a query string after the suffix", () => {
    expect(imageUrlForWidth("https://cdn.example/a-960.webp?v=2", 320)).toBe(
      "https://cdn.example/a-320.webp?v=2",
    );
  });

  it("gives no srcset for an image from elsewhere", () => {
    expect(imageSrcSet("https://example.com/bag.jpg")).toBeNull();
    expect(imageSrcSet("/media/a-1200.webp")).toBeNull();
  });

  it("names stored files and the URL to keep", () => {
    expect(storedImageName("cover-1a2b", 640)).toBe("cover-1a2b-640.webp");
    expect(storedImageUrl("/media/x/cover-1a2b")).toBe("/media/x/cover-1a2b-960.webp");
  });
});
