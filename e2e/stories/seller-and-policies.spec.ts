import { expect, test } from "@playwright/test";
import { DEFAULT_SHOP_INFO, LANGUAGES } from "@shop/shared";
import { SELLER } from "../support/seller";
import { text } from "../support/translations";

const { name, supportEmail, hotline } = DEFAULT_SHOP_INFO;

test.describe("a shopper checks who sells and on what terms before ordering", () => {
  test("the footer names the seller, its address and business registration, and the ministry's badge", async ({
    page,
  }) => {
    await page.goto("/");
    const seller = page.getByRole("contentinfo").getByRole("region", { name: text("vi", "legal.heading") });
    await seller.scrollIntoViewIfNeeded();
    await expect(seller).toContainText(SELLER.ownerName);
    await expect(seller).toContainText(text("vi", "legal.address", { address: SELLER.address }));
    await expect(seller).toContainText(
      text("vi", "legal.registration_number", { number: SELLER.registrationNumber }),
    );
    await expect(seller).toContainText(
      text("vi", "legal.registration_place", { place: SELLER.registrationPlace }),
    );
    await expect(seller).toContainText(text("vi", "legal.registration_date", { date: "12/03/2024" }));

    const badge = seller.getByRole("link", { name: new RegExp(text("vi", "legal.moit_badge")) });
    await expect(badge).toHaveAttribute("href", SELLER.moitUrl);
    await expect(badge).toHaveAttribute("target", "_blank");
    const picture = badge.getByRole("img");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    test(`the return policy in ${language}`, async ({ page }) => {
      await page.goto(`/return-policy?lng=${language}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(language, "returns.title"));
      for (const stem of ["period", "free", "change", "excluded", "refund"]) {
        await expect(
          main.getByRole("heading", { level: 2, name: text(language, `returns.${stem}_title`) }),
        ).toBeVisible();
        await expect(main).toContainText(text(language, `returns.${stem}_content`));
      }
      await expect(main).toContainText(
        text(language, "returns.contact", { email: supportEmail, phone: hotline }),
      );
      await expect(page).toHaveTitle(`${text(language, "returns.title")} – ${name}`);
    });

    test(`the shipping policy in ${language}`, async ({ page }) => {
      await page.goto(`/shipping-policy?lng=${language}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text(language, "shipping_policy.title"),
      );
      for (const stem of ["area", "time", "fee", "check", "failed"]) {
        await expect(
          main.getByRole("heading", { level: 2, name: text(language, `shipping_policy.${stem}_title`) }),
        ).toBeVisible();
      }
      await expect(main.getByRole("link", { name: supportEmail })).toHaveAttribute(
        "href",
        `mailto:${supportEmail}`,
      );
      await expect(page).toHaveTitle(`${text(language, "shipping_policy.title")} – ${name}`);
    });
  }

  test("the footer leads to both policies, and search engines are told about them", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const key of ["returns.title", "shipping_policy.title"]) {
      await footer.getByRole("link", { name: text("vi", key), exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", key));
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/return-policy</loc>");
    expect(sitemap).toContain("/shipping-policy</loc>");
  });
});
