import { expect, test } from "@playwright/test";
import { isPhone } from "../support/shopper";
import { text } from "../support/translations";

test.describe("on a phone", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), "the hamburger menu and the search overlay are for phone widths");
  });

  test("the hamburger menu opens the pages and closes again", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: text("vi", "header.open_menu") });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const menu = page.locator("#mobile-menu, [id^=mobile-menu]").first();
    await expect(page.getByRole("link", { name: text("vi", "header.about") }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: text("vi", "header.open_menu") }).click();
    await page
      .getByRole("link", { name: text("vi", "header.shop") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("the search overlay fills the screen and searches", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("vi", "header.open_search") }).click();
    const overlay = page.getByRole("dialog", { name: text("vi", "header.search") });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    const input = overlay.getByRole("combobox", { name: text("vi", "header.search_label") });
    await expect(input).toBeFocused();
    await input.fill("túi xách");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=t%C3%BAi(\+|%20)x%C3%A1ch/);
    await expect(overlay).toBeHidden();
  });

  test("the search overlay closes with its close button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: text("vi", "header.open_search") }).click();
    await page.getByRole("button", { name: text("vi", "header.close_search") }).click();
    await expect(page.getByRole("dialog", { name: text("vi", "header.search") })).toBeHidden();
  });
});
