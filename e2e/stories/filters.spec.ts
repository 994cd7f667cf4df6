import { expect, type Page, test } from "@playwright/test";
import { formatVnd } from "@shop/shared";
import { listProducts } from "../support/catalogue";
import { isPhone } from "../support/shopper";
import { text } from "../support/translations";

/** Where the filters are: a sheet the shopper opens on a phone, a side panel on a desktop. */
async function openFilters(page: Page) {
  if (!isPhone(page)) return page.getByRole("complementary", { name: text("vi", "filters.title") });
  await page.getByRole("button", { name: new RegExp(`^${text("vi", "filters.open")}`) }).click();
  return page.getByRole("dialog", { name: text("vi", "filters.title") });
}

async function closeFilters(page: Page) {
  if (!isPhone(page)) return;
  await page
    .getByRole("dialog")
    .getByRole("button", { name: new RegExp(text("vi", "filters.show_count", { count: "\\d+" })) })
    .click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

const BAND = text("vi", "filters.price_between", { min: formatVnd(500_000), max: formatVnd(1_000_000) });

test.describe("filters", () => {
  test("the shopper filters the list by colour and price, keeps it in the address, and searches in black", async ({
    page,
    request,
  }) => {
    await page.goto("/products");
    await expect(page.getByRole("article").first()).toBeVisible();

    let filters = await openFilters(page);
    // A click, then the box as the address has it (a controlled box: ticked once the URL says so).
    const black = filters.getByRole("checkbox", { name: new RegExp(`^${text("vi", "colour.black")}`) });
    await black.click();
    await expect(page).toHaveURL(/\/products\?colors=black$/);
    await expect(black).toBeChecked();
    await filters
      .getByRole("checkbox", { name: new RegExp(`^${BAND.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .click();
    await expect(page).toHaveURL(/colors=black&minPrice=500000&maxPrice=999999$/);
    await closeFilters(page);

    const { items, total } = await listProducts(request, {
      colors: "black",
      minPrice: 500_000,
      maxPrice: 999_999,
    });
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId("product-count")).toHaveText(
      text("vi", "products.count", { count: total }),
    );
    await expect(page.getByRole("article")).toHaveCount(items.length);
    const shown = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(shown.map((name) => name.trim())).toEqual(items.map((item) => item.name));

    // Back takes off the price; a shared link opens the same view.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?colors=black$/);
    const blackOnly = await listProducts(request, { colors: "black" });
    await expect(page.getByTestId("product-count")).toHaveText(
      text("vi", "products.count", { count: blackOnly.total }),
    );
    await page.goForward();
    await expect(page.getByTestId("product-count")).toHaveText(
      text("vi", "products.count", { count: total }),
    );
    filters = await openFilters(page);
    await expect(
      filters.getByRole("checkbox", { name: new RegExp(`^${text("vi", "colour.black")}`) }),
    ).toBeChecked();
    await closeFilters(page);

    // "tui xach den": the Hoa Sen bucket comes in green first, and is shown in black.
    await page.goto("/search?q=tui+xach+den");
    const hoaSen = page.getByRole("article").filter({ hasText: "Túi bucket Hoa Sen" });
    await expect(hoaSen).toBeVisible();
    await expect(hoaSen.getByRole("img")).toHaveAttribute("src", /000000/);
  });
});
