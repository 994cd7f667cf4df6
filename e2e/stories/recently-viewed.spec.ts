import { expect, test } from "@playwright/test";
import { findProduct } from "../support/catalogue";
import { text } from "../support/translations";

test.describe("a shopper finds the bags seen a moment ago", () => {
  test("the product page and the empty cart show the last products opened, newest first", async ({
    page,
  }) => {
    const first = await findProduct(page.request, () => true);
    const second = await findProduct(page.request, (product) => product.id !== first.id);
    const heading = text("vi", "recently_viewed.title");

    await page.goto(`/products/${first.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    // Nothing seen before this one: no empty row.
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);

    await page.goto(`/products/${second.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
    const row = page.getByRole("region", { name: heading });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("heading", { level: 3 })).toHaveText([first.name]);

    await page.goto("/cart");
    await expect(page.getByText(text("vi", "cart.empty"))).toBeVisible();
    const inCart = page.getByRole("region", { name: heading });
    await expect(inCart.getByRole("heading", { level: 3 })).toHaveText([second.name, first.name]);
    await inCart.getByRole("link", { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));
  });
});
