import { expect, test } from "@playwright/test";
import { categoryKey, formatVnd, isPromotionActive, priceWithPromotion } from "@shop/shared";
import { listCategories, listProducts } from "../support/catalogue";
import { text } from "../support/translations";

test.describe("the home page", () => {
  test("plays the promo video muted, with working play/pause and mute buttons", async ({ page }) => {
    await page.goto("/");
    const video = page.getByTestId("promo-video");
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("poster", "/video/promo-poster.webp");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop))
      .toBe(true);

    await page.getByRole("button", { name: text("vi", "home.pause") }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: text("vi", "home.play") }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await page.getByRole("button", { name: text("vi", "home.unmute") }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await page.getByRole("button", { name: text("vi", "home.mute") }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(
      page.getByRole("status").filter({ hasText: text("vi", "home.video_not_supported") }),
    ).toHaveCount(0);
  });

  test("says so when the browser cannot play the video", async ({ page }) => {
    await page.route("**/video/promo.mp4", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    // Chromium may hold back a muted autoplay video until it is on screen, as a shopper scrolls to it.
    await page.getByTestId("promo-video").scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("status").filter({ hasText: text("vi", "home.video_not_supported") }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: text("vi", "home.pause") })).toHaveCount(0);
  });

  test("shows the hero banner's three slides with working arrows and dots", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByTestId("hero");
    const firstImage = hero.locator(`img[alt="${text("vi", "home.hero_alt_1")}"]`);
    await expect(firstImage).toHaveAttribute("loading", "eager");
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(hero.getByTestId("hero-slide")).toHaveCount(3);
    const desktopSource = hero.locator(`picture:has(img[alt="${text("vi", "home.hero_alt_1")}"]) source`);
    await expect(desktopSource).toHaveAttribute("media", "(min-width: 768px)");
    const expectedImage =
      (page.viewportSize()?.width ?? 1280) >= 768 ? /slide-1-desktop/ : /slide-1-mobile-750/;
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(expectedImage);

    // Stop the autoplay first, so that only the shopper's presses move the slides.
    await hero.getByRole("button", { name: text("vi", "home.hero_pause") }).click();
    const dot = (number: number) =>
      hero.getByRole("button", { name: text("vi", "home.hero_go_to", { number }) });
    const activeSlide = hero.locator('[data-testid="hero-slide"][data-active="true"]');
    // On a slow machine the autoplay may have moved on before the pause: start from the first dot.
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await hero.getByRole("button", { name: text("vi", "home.hero_next") }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(activeSlide).toContainText(text("vi", "home.hero_title_2"));

    await dot(3).click();
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(activeSlide).toContainText(text("vi", "home.hero_title_3"));

    await hero.getByRole("button", { name: text("vi", "home.hero_next") }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true"); // it loops

    await hero.getByRole("button", { name: text("vi", "home.hero_previous") }).click();
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
  });

  test("lists featured products by category, most products first, with VNĐ prices", async ({
    page,
    request,
  }) => {
    const categories = await listCategories(request);
    await page.goto("/");
    const headings = page.getByTestId("category-heading");
    await expect(headings).toHaveCount(categories.length);
    await expect(headings).toHaveText(categories.map((category) => text("vi", categoryKey(category.name))));

    const first = categories[0];
    if (!first) throw new Error("no categories");
    const { items } = await listProducts(request, { category: first.name, limit: 8, sort: "newest" });
    const product = items[0];
    if (!product) throw new Error("no products");
    const card = page.getByRole("article").filter({ hasText: product.name }).first();
    await expect(card.getByRole("img", { name: product.name })).toBeVisible();
    await expect(card.getByTestId("price")).toHaveText(formatVnd(priceWithPromotion(product)));
    await card.getByRole("link").click();
    await expect(page).toHaveURL(`/products/${product.id}`);
  });

  test("shows a running promotion as the discounted price beside the struck-through original", async ({
    page,
    request,
  }) => {
    const categories = await listCategories(request);
    const featured = (
      await Promise.all(
        categories.map((category) =>
          listProducts(request, { category: category.name, limit: 8, sort: "newest" }),
        ),
      )
    ).flatMap((list) => list.items);
    const onSale = featured.find((product) => isPromotionActive(product.promotion));
    // The demo catalogue always starts promotions among each category's newest bags (its test says so).
    if (!onSale?.promotion) throw new Error("no featured product of the demo catalogue is on sale");

    await page.goto("/");
    // Scrolling down the groups, as a shopper does: each group's cards render as it comes near.
    const headings = page.getByTestId("category-heading");
    await expect(headings).toHaveCount(categories.length);
    for (let index = 0; index < categories.length; index++)
      await headings.nth(index).scrollIntoViewIfNeeded();
    const card = page.getByRole("article").filter({ hasText: onSale.name }).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("price")).toHaveText(formatVnd(priceWithPromotion(onSale)));
    const original = card.getByTestId("original-price");
    await expect(original).toContainText(formatVnd(onSale.price));
    await expect(original).toHaveCSS("text-decoration-line", "line-through");
    await expect(card.getByTestId("discount-badge")).toHaveText(`-${onSale.promotion.discount}%`);
  });
});
