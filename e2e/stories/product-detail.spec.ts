import { expect, type Page, test } from "@playwright/test";
import { CART_QUANTITY_MAX, categoryKey, formatVnd, type Product, priceWithPromotion } from "@shop/shared";
import { findProduct } from "../support/catalogue";
import { text } from "../support/translations";

/** A bag in several colours with several images each: the richest page of the catalogue. */
function hasColoursAndImages(product: Product): boolean {
  return (
    product.variations.length >= 2 && product.variations.every((variation) => variation.images.length >= 2)
  );
}

const carouselImage = (page: Page) =>
  page.getByTestId("product-carousel").locator(".swiper-slide-active img");

test.describe("the product page", () => {
  test("shows the product: name, price, category, details, and the first colour's images", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, hasColoursAndImages);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(product.name));
    await expect(page.getByTestId("price").first()).toHaveText(formatVnd(priceWithPromotion(product)));
    await expect(page.getByTestId("product-category")).toHaveText(text("vi", categoryKey(product.category)));
    for (const line of product.description)
      await expect(page.getByRole("listitem").filter({ hasText: line })).toBeVisible();
    await expect(page.getByText(product.dimensions, { exact: true })).toBeVisible();
    await expect(page.getByText(product.material, { exact: true })).toBeVisible();
    await expect(page.getByText(product.careInstructions, { exact: true })).toBeVisible();
    await expect(carouselImage(page)).toHaveAttribute("src", product.variations[0]?.images[0] ?? "");
  });

  test("a colour swatch shows that colour's images, from the first", async ({ page, request }) => {
    const product = await findProduct(request, hasColoursAndImages);
    const [first, second] = product.variations;
    if (!first || !second) throw new Error("needs two colours");
    await page.goto(`/products/${product.id}`);
    const swatches = page.getByRole("button", { name: /^Chọn màu: / });
    await expect(swatches).toHaveCount(product.variations.length);
    await expect(swatches.first()).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: text("vi", "productdetail.next_image") }).click();
    await expect(carouselImage(page)).toHaveAttribute("src", first.images[1] ?? "");

    await swatches.nth(1).click();
    await expect(swatches.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(carouselImage(page)).toHaveAttribute("src", second.images[0] ?? "");
  });

  test("the gallery opens on a click and closes by X, Escape and the backdrop", async ({ page, request }) => {
    const product = await findProduct(request, hasColoursAndImages);
    const images = product.variations[0]?.images ?? [];
    await page.goto(`/products/${product.id}`);
    const gallery = page.getByRole("dialog", { name: text("vi", "productdetail.images") });
    const open = () => page.getByTestId("product-carousel").locator(".swiper-slide-active button").click();

    await open();
    await expect(gallery).toBeVisible();
    await expect(gallery.getByTestId("gallery-thumbnails").getByRole("button")).toHaveCount(images.length);
    await expect(
      gallery.getByRole("button", { name: text("vi", "productdetail.close_gallery") }),
    ).toBeFocused();
    await gallery.getByRole("button", { name: text("vi", "productdetail.close_gallery") }).click();
    await expect(gallery).toBeHidden();

    await open();
    await expect(gallery).toBeVisible();
    // Focus stays inside: Tab from the last control comes back to the first.
    for (let i = 0; i < images.length + 4; i += 1) await page.keyboard.press("Tab");
    expect(await gallery.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();

    await open();
    await expect(gallery).toBeVisible();
    const backdrop = gallery.getByTestId("gallery-backdrop");
    await backdrop.click({ position: { x: 4, y: 4 } });
    await expect(gallery).toBeHidden();
  });

  test("refuses a sixth bag with the maximum-quantity alert", async ({ page, request }) => {
    const product = await findProduct(request, hasColoursAndImages);
    await page.goto(`/products/${product.id}`);
    const quantity = page.getByRole("spinbutton", { name: text("vi", "productdetail.quantity") });
    await expect(quantity).toHaveValue("1");
    const increase = page.getByRole("button", { name: text("vi", "productdetail.increase") });
    for (let i = 1; i < CART_QUANTITY_MAX; i += 1) await increase.click();
    await expect(quantity).toHaveValue(String(CART_QUANTITY_MAX));
    await expect(page.getByRole("alert")).toHaveCount(0);
    await increase.click();
    await expect(quantity).toHaveValue(String(CART_QUANTITY_MAX));
    await expect(page.getByRole("alert")).toHaveText(
      text("vi", "cart.quantity_max_alert", { max: CART_QUANTITY_MAX }),
    );
  });

  test("add to cart updates the header badge; buy now goes to checkout", async ({ page, request }) => {
    const product = await findProduct(request, hasColoursAndImages);
    await page.goto(`/products/${product.id}`);
    await page.getByRole("button", { name: text("vi", "productdetail.increase") }).click();
    await page.getByRole("button", { name: text("vi", "productdetail.add_to_cart") }).click();
    await expect(page.getByTestId("notice")).toHaveText(text("vi", "productdetail.added_to_cart"));
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(cart).toEqual([{ id: product.id, color: product.variations[0]?.color, quantity: 2 }]);

    // Four more would make six of this bag: refused, and the cart stays as it was.
    for (let i = 0; i < 2; i += 1)
      await page.getByRole("button", { name: text("vi", "productdetail.increase") }).click();
    await page.getByRole("button", { name: text("vi", "productdetail.add_to_cart") }).click();
    await expect(page.getByRole("alert")).toHaveText(
      text("vi", "cart.quantity_max_alert", { max: CART_QUANTITY_MAX }),
    );
    await expect(page.getByTestId("cart-badge")).toHaveText("2");

    await page.getByRole("button", { name: text("vi", "productdetail.decrease") }).click();
    await page.getByRole("button", { name: text("vi", "productdetail.decrease") }).click();
    await page.getByRole("button", { name: text("vi", "productdetail.buy_now") }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
  });

  test("share links carry the page URL and the product name, in a new tab", async ({ page, request }) => {
    const product = await findProduct(request, hasColoursAndImages);
    await page.goto(`/products/${product.id}`);
    const pageUrl = page.url();
    for (const [key, host, urlParam] of [
      ["productdetail.share_facebook", "www.facebook.com", "u"],
      ["productdetail.share_twitter", "twitter.com", "url"],
      ["productdetail.share_pinterest", "www.pinterest.com", "url"],
    ] as const) {
      const link = page.getByRole("link", {
        name: new RegExp(`^${text("vi", key).replace(/[()]/g, "\\$&")}`),
      });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.host).toBe(host);
      expect(href.searchParams.get(urlParam)).toBe(pageUrl);
      if (key !== "productdetail.share_facebook")
        expect(href.toString()).toContain(encodeURIComponent(product.name));
    }
  });

  test("says not found for an unknown product", async ({ page }) => {
    const response = await page.goto("/products/00000000-0000-4000-8000-000000000000");
    // A 404 for crawlers and link checkers; the app still comes and says so.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText(text("vi", "productdetail.not_found"));
  });

  test("says the id is invalid for a malformed one, without asking the server", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/products/")) asked.push(request.url());
    });
    await page.goto("/products/abc");
    await expect(page.getByRole("alert")).toHaveText(text("vi", "productdetail.error_invalid_id"));
    expect(asked).toEqual([]);
  });

  test("says the product could not be loaded when the API fails", async ({ page }) => {
    // Opened by a click in the list: a product page opened by its address arrives with the product.
    await page.goto("/products");
    await page.route("**/api/products/*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "boom" } }),
      }),
    );
    await page.getByRole("article").first().getByRole("link").click();
    await expect(page.getByText(text("vi", "productdetail.loading"))).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(text("vi", "productdetail.error_fetch"), {
      timeout: 15_000,
    });
  });
});
