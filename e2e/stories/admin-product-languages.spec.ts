import { expect, test } from "@playwright/test";
import { ADMIN, logIn, registerMember, uniqueEmail } from "../support/admin";
import { STORY_PRODUCT_PREFIX } from "../support/catalogue";
import { chooseLanguage, expectLanguage, isPhone, keepAsFavourite } from "../support/shopper";
import { text } from "../support/translations";

test.describe("a bag in the shopper's own language", () => {
  test("a shopper switches to English, reads a bag in English and finds it by its English name", async ({
    page,
  }) => {
    await page.goto("/");
    await chooseLanguage(page, "vi", "en");
    await expectLanguage(page, "en");

    // The demo catalogue's Lumi Classic, searched by its English name.
    await page.goto(`/search?q=${encodeURIComponent("Classic Top-Handle")}`);
    await page
      .getByRole("link", { name: /Lumi Classic Top-Handle Bag/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Lumi Classic Top-Handle Bag" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Lumi's signature design, every seam stitched by hand",
    );
    await expect(page.getByRole("main")).not.toContainText("Thiết kế biểu tượng của Lumi");
    await expect(page).toHaveTitle(/Lumi Classic Top-Handle Bag/);

    // Back in Vietnamese, the same page reads in Vietnamese again.
    await chooseLanguage(page, "en", "vi");
    await expect(page.getByRole("heading", { level: 1, name: "Túi xách tay Lumi Classic" })).toBeVisible();
  });

  test("a signed-in shopper reading in English keeps a bag and finds it under its English name in the account", async ({
    page,
  }) => {
    const email = uniqueEmail("favourites-in-english");
    await registerMember(page.request, email, "mat-khau-yeu-thich-en");
    await logIn(page, email, "mat-khau-yeu-thich-en");
    await chooseLanguage(page, "vi", "en");

    await page.goto(`/search?q=${encodeURIComponent("Classic Top-Handle")}`);
    await page
      .getByRole("link", { name: /Lumi Classic Top-Handle Bag/ })
      .first()
      .click();
    // The bag's own page, before its heart is pressed: the search results have hearts too.
    await expect(page.getByRole("heading", { level: 1, name: "Lumi Classic Top-Handle Bag" })).toBeVisible();
    await keepAsFavourite(page, "en");

    await page.goto("/account");
    const favourites = page.getByTestId("favourites");
    await expect(favourites).toContainText("Lumi Classic Top-Handle Bag");
    await expect(favourites).not.toContainText("Túi xách tay Lumi Classic");
  });

  test("the owner adds a Japanese name in the language tabs, and a Japanese shopper sees it", async ({
    page,
    browser,
  }, testInfo) => {
    const name = `${STORY_PRODUCT_PREFIX} Hội An ${testInfo.project.name} ${Date.now() % 100_000}`;
    const login = await page.request.post("/api/login", { data: ADMIN });
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const created = await page.request.post("/api/products", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name,
        price: 650_000,
        category: "Handbag",
        variations: [{ color: "#1a1a1a", images: [], stock: 3 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/edit/${id}`);
    const tabs = page.getByRole("tablist", { name: text("vi", "product_content.translations") });
    await tabs.getByRole("tab", { name: "日本語" }).click();
    await expect(tabs.getByRole("tab", { name: "日本語" })).toHaveAttribute("aria-selected", "true");
    const japaneseName = `ホイアン ハンドバッグ ${testInfo.project.name}`;
    await page.getByLabel(`${text("vi", "admin.product_name")} (日本語)`).fill(japaneseName);
    await page.getByRole("button", { name: text("vi", "edit_product.save") }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    const shopper = await browser.newPage({
      viewport: page.viewportSize() ?? undefined,
      isMobile: isPhone(page),
    });
    await shopper.goto("/");
    await chooseLanguage(shopper, "vi", "jp");
    await expectLanguage(shopper, "jp");
    await shopper.goto(`/products/${id}`);
    await expect(shopper.getByRole("heading", { level: 1, name: japaneseName })).toBeVisible();
    await shopper.close();
  });
});
