import { expect, test } from "@playwright/test";
import { storeCart } from "../support/shopper";
import { text } from "../support/translations";

const bag = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";

test.describe("the cart badge in the header", () => {
  test("shows the number of bags kept from an earlier visit", async ({ page }) => {
    await storeCart(page, [
      { id: bag, color: "#000000", quantity: 2 },
      { id: bag, color: "#d32f2f", quantity: 3 },
    ]);
    await page.goto("/");
    await expect(page.getByTestId("cart-badge")).toHaveText("5");
    await expect(
      page.getByRole("link", { name: text("vi", "header.cart_label", { count: 5 }) }),
    ).toBeVisible();
  });

  test("follows the cart-updated event", async ({ page }) => {
    await storeCart(page, [{ id: bag, color: "#000000", quantity: 1 }]);
    await page.goto("/");
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.evaluate((id) => {
      localStorage.setItem("cart", JSON.stringify([{ id, color: "#000000", quantity: 4 }]));
      window.dispatchEvent(new Event("cart-updated"));
    }, bag);
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
    await page.evaluate(() => {
      localStorage.removeItem("cart");
      window.dispatchEvent(new Event("cart-updated"));
    });
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  });

  test("counts 0 and keeps the page working when the stored cart is unreadable", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await storeCart(page, "{not json");
    await page.goto("/");
    await expect(
      page.getByRole("link", { name: text("vi", "header.cart_label", { count: 0 }) }),
    ).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
