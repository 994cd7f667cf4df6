import { expect, test } from "@playwright/test";
import { categoryKey, PAGE_LIMIT_DEFAULT } from "@shop/shared";
import { listCategories, listProducts } from "../support/catalogue";
import { openProductListInApp } from "../support/shopper";
import { text } from "../support/translations";

test.describe("the product list", () => {
  test("groups the products by category, most products first, with the name as image alt", async ({
    page,
    request,
  }) => {
    const categories = await listCategories(request);
    const { items } = await listProducts(request, { limit: PAGE_LIMIT_DEFAULT, sort: "newest" });
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: text("vi", "products.title") })).toBeVisible();
    const shown = categories.filter((category) => items.some((item) => item.category === category.name));
    await expect(page.getByTestId("category-heading")).toHaveText(
      shown.map((category) => text("vi", categoryKey(category.name))),
    );
    const product = items[0];
    if (!product) throw new Error("no products");
    await expect(page.getByRole("img", { name: product.name, exact: true }).first()).toBeVisible();
  });

  test("filters by category, sorts by price and keeps both in the URL", async ({ page, request }) => {
    await page.goto("/products");
    const filters = page.getByRole("navigation", { name: text("vi", "products.filter_label") });
    await filters.getByRole("link", { name: text("vi", "category.shoulder_bag") }).click();
    await expect(page).toHaveURL(/\/products\?category=Shoulder(\+|%20)Bag$/);
    const { items, total } = await listProducts(request, { category: "Shoulder Bag", sort: "price_asc" });
    await expect(page.getByTestId("product-count")).toHaveText(
      text("vi", "products.count", { count: total }),
    );
    await expect(page.getByTestId("category-heading")).toHaveCount(0);

    await page.getByRole("combobox", { name: text("vi", "products.sort_label") }).selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    const cheapest = items[0];
    if (!cheapest) throw new Error("no shoulder bags");
    await expect(page.getByRole("article").first()).toContainText(cheapest.name);

    // A shared link opens the same view; back returns to the previous one.
    await page.goto("/products?category=Shoulder+Bag&sort=price_desc");
    const { items: dearest } = await listProducts(request, { category: "Shoulder Bag", sort: "price_desc" });
    await expect(page.getByRole("article").first()).toContainText(dearest[0]?.name ?? "");
    await expect(page.getByRole("combobox", { name: text("vi", "products.sort_label") })).toHaveValue(
      "price_desc",
    );
    await page.goBack();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("article").first()).toContainText(cheapest.name);
  });

  test("pages through the catalogue, back and forward included", async ({ page, request }) => {
    const { total } = await listProducts(request, { limit: 1 });
    const pages = Math.ceil(total / PAGE_LIMIT_DEFAULT);
    // The demo catalogue's 48 bags fill two pages of 24.
    expect(pages).toBeGreaterThan(1);
    const { items: secondPage } = await listProducts(request, { page: 2, limit: PAGE_LIMIT_DEFAULT });

    await page.goto("/products");
    await expect(page.getByTestId("page-status")).toHaveText(text("vi", "products.page", { page: 1, pages }));
    await page.getByRole("link", { name: text("vi", "products.next_page") }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByTestId("page-status")).toHaveText(text("vi", "products.page", { page: 2, pages }));
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: secondPage[0]?.name ?? "" })
        .first(),
    ).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId("page-status")).toHaveText(text("vi", "products.page", { page: 1, pages }));
    await page.goForward();
    await expect(page.getByTestId("page-status")).toHaveText(text("vi", "products.page", { page: 2, pages }));
  });

  test("shows the loading text, then the error text when the API fails", async ({ page }) => {
    await page.route("**/api/products?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "boom" } }),
      });
    });
    await openProductListInApp(page);
    await expect(page.getByText(text("vi", "products.loading"))).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(text("vi", "products.error"), { timeout: 15_000 });
  });

  test("says there are no products when the catalogue is empty", async ({ page }) => {
    await page.route("**/api/products?**", (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, limit: PAGE_LIMIT_DEFAULT } }),
    );
    await openProductListInApp(page);
    await expect(page.getByText(text("vi", "products.no_products"))).toBeVisible();
  });

  test("shows the default image for a broken one and a placeholder text when there is none", async ({
    page,
    request,
  }) => {
    const { items } = await listProducts(request, { limit: 2 });
    const [broken, bare] = items;
    if (!broken || !bare) throw new Error("needs two products");
    await page.route("**/api/products?**", (route) =>
      route.fulfill({
        json: {
          items: [
            { ...broken, variations: [{ color: "#000000", images: ["/media/missing/cover-960.webp"] }] },
            { ...bare, variations: [] },
          ],
          total: 2,
          page: 1,
          limit: PAGE_LIMIT_DEFAULT,
        },
      }),
    );
    await openProductListInApp(page);
    const brokenCard = page.getByRole("article").filter({ hasText: broken.name });
    await expect(brokenCard.getByRole("img", { name: broken.name })).toHaveAttribute(
      "src",
      "/images/product-placeholder.svg",
    );
    const bareCard = page.getByRole("article").filter({ hasText: bare.name });
    await expect(bareCard).toContainText(text("vi", "products.no_image"));
  });

  test("ignores a mistyped filter in a link instead of failing", async ({ page }) => {
    await page.goto("/products?category=Shoes&sort=cheapest&page=abc");
    await expect(page.getByTestId("page-status")).toHaveText(/1/);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
