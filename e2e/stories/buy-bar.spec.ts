import { expect, type Page, test } from "@playwright/test";
import { formatVnd, isSoldOut, priceWithPromotion } from "@shop/shared";
import { findProduct } from "../support/catalogue";
import { text } from "../support/translations";

/** Below this width the product page's buy buttons sit in a bar fixed at the bottom (styles.css). */
const BAR_BELOW = 1024;

/** The layout shifts the page has had since it started loading (what Lighthouse's CLS adds up). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe("the product page's buy buttons", () => {
  test("stay at the bottom of a phone's screen without covering the footer, and sit inline on a desktop", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) =>
      candidate.variations.some((variation) => !isSoldOut(variation.stock)),
    );
    const colour = product.variations.findIndex((variation) => !isSoldOut(variation.stock));
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    if (colour > 0)
      await page
        .getByRole("button", { name: /^Chọn màu: / })
        .nth(colour)
        .click();

    const bar = page.getByRole("region", { name: text("vi", "productdetail.buy_bar") });
    const addToCart = bar.getByRole("button", { name: text("vi", "productdetail.add_to_cart") });
    const isPhone = (page.viewportSize()?.width ?? 0) < BAR_BELOW;

    if (!isPhone) {
      await expect(bar).toHaveCSS("position", "static");
      await expect(bar.getByText(formatVnd(priceWithPromotion(product)))).toBeHidden();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      return;
    }

    // On the first screen already, with the price, though the buttons come after the pictures.
    await expect(addToCart).toBeInViewport();
    await expect(bar.getByText(formatVnd(priceWithPromotion(product)))).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // At the very end of the page the bar is still there, and the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(addToCart).toBeInViewport();
    const barBox = await bar.boundingBox();
    const footerBox = await page.getByRole("contentinfo").boundingBox();
    if (!barBox || !footerBox) throw new Error("the bar and the footer are on the page");
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);

    // It buys from there, and the confirmation shows above the bar.
    await addToCart.click();
    const notice = page.getByTestId("notice");
    await expect(notice).toHaveText(text("vi", "productdetail.added_to_cart"));
    const noticeBox = await notice.boundingBox();
    if (!noticeBox) throw new Error("the notice is on the page");
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
  });
});
