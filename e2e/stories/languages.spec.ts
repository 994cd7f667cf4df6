import { expect, test } from "@playwright/test";
import { chooseLanguage, expectLanguage } from "../support/shopper";
import { text } from "../support/translations";

test.describe("a shopper reads the shop in their language", () => {
  test("the home page opens in Vietnamese by default", async ({ page }) => {
    await page.goto("/");
    await expectLanguage(page, "vi");
    await expect(page).toHaveTitle(/.+/);
  });

  for (const language of ["en", "kr", "jp"] as const) {
    test(`switching to ${language} changes the texts and survives a reload`, async ({ page }) => {
      await page.goto("/");
      await expectLanguage(page, "vi");
      await chooseLanguage(page, "vi", language);
      await expectLanguage(page, language);
      await page.reload();
      await expectLanguage(page, language);
    });
  }

  test("the language switcher offers the other three languages", async ({ page }) => {
    await page.goto("/?lng=en");
    await expectLanguage(page, "en");
    await chooseLanguage(page, "en", "vi");
    await expectLanguage(page, "vi");
  });

  test("?lng=en in the address wins over the language chosen before", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "jp"));
    await page.goto("/about?lng=en");
    await expectLanguage(page, "en");
    await expect(page.getByRole("main")).toContainText(text("en", "about.title"));
  });

  test("an unknown address shows the not-found page in the shopper's language", async ({ page }) => {
    const response = await page.goto("/no-such-page?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "not_found.title"));
  });
});

test.describe("a shopper whose browser speaks English", () => {
  test.use({ locale: "en-US" });

  test("gets the shop in English without choosing", async ({ page }) => {
    await page.goto("/");
    await expectLanguage(page, "en");
  });
});
