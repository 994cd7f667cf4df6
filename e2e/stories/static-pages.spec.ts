import { expect, test } from "@playwright/test";
import { DEFAULT_SHOP_INFO, LANGUAGES } from "@shop/shared";
import { text } from "../support/translations";

const { name, supportEmail, hotline } = DEFAULT_SHOP_INFO;

test.describe("a shopper reads about the shop, its warranty and its privacy policy", () => {
  for (const language of LANGUAGES) {
    test(`the brand story in ${language}`, async ({ page }) => {
      await page.goto(`/about?lng=${language}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "about.subtitle"));
      await expect(main).toContainText(text(language, "about.title"));
      for (const key of [
        "about.intro_1",
        "about.intro_2",
        "about.intro_3",
        "about.intro_4",
        "about.closing",
      ]) {
        await expect(main).toContainText(text(language, key, { name }));
      }
      const image = main.getByRole("img", { name: text(language, "about.image_alt") });
      await expect(image).toHaveAttribute("src", "/images/about.webp");
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page).toHaveTitle(`${text(language, "about.title")} – ${name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        text(language, "about.description", { name }),
      );
    });

    test(`the warranty with the support e-mail and hotline in ${language}`, async ({ page }) => {
      await page.goto(`/warranty?lng=${language}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "warranty.title"));
      await expect(
        main.getByRole("heading", { level: 2, name: text(language, "warranty.condition_title") }),
      ).toBeVisible();
      await expect(main).toContainText(text(language, "warranty.condition_content"));
      const steps = main.getByRole("listitem");
      await expect(steps).toHaveCount(3);
      for (const [index, key] of ["warranty.step_1", "warranty.step_2", "warranty.step_3"].entries()) {
        await expect(steps.nth(index)).toContainText(text(language, key));
      }
      await expect(main).toContainText(
        text(language, "warranty.contact", { email: supportEmail, phone: hotline }),
      );
      await expect(main.getByRole("link", { name: supportEmail })).toHaveAttribute(
        "href",
        `mailto:${supportEmail}`,
      );
      await expect(main.getByRole("link", { name: hotline })).toHaveAttribute(
        "href",
        `tel:${hotline.replace(/\s/g, "")}`,
      );
      await expect(page).toHaveTitle(`${text(language, "warranty.title")} – ${name}`);
    });

    test(`the privacy policy citing the e-commerce decree in ${language}`, async ({ page }) => {
      await page.goto(`/privacy?lng=${language}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "privacy.title"));
      await expect(
        main.getByRole("heading", { level: 2, name: text(language, "privacy.section_title") }),
      ).toBeVisible();
      await expect(main).toContainText("52/2013/NĐ-CP");
      await expect(main).toContainText("85/2021/NĐ-CP");
      await expect(main).toContainText(text(language, "privacy.security_content", { email: supportEmail }));
      await expect(page).toHaveTitle(`${text(language, "privacy.title")} – ${name}`);
    });
  }

  test("the footer leads to all three pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [link, heading] of [
      ["footer.about", "about.subtitle"],
      ["footer.warranty", "warranty.title"],
      ["footer.privacy", "privacy.title"],
    ] as const) {
      await footer.getByRole("link", { name: text("vi", link), exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", heading));
    }
  });
});
