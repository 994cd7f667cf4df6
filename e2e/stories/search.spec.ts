import { expect, type Page, test } from "@playwright/test";
import { SEARCH_SUGGESTION_LIMIT } from "@shop/shared";
import { listProducts } from "../support/catalogue";
import { isPhone } from "../support/shopper";
import { text } from "../support/translations";

/** The search box a shopper uses: the header's on a desktop, the full-screen overlay's on a phone. */
async function searchBox(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: text("vi", "header.open_search") }).click();
    return page.getByRole("dialog").getByRole("combobox", { name: text("vi", "header.search_label") });
  }
  return page.getByRole("banner").getByRole("combobox", { name: text("vi", "header.search_label") });
}

const RED_BAG = "Túi xách đỏ Lumi Rose";

test.describe("search", () => {
  test("suggests matches while typing, without accents, and opens the one picked", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.pressSequentially("tui xach do", { delay: 30 });
    const suggestions = page.getByRole("listbox", { name: text("vi", "header.suggestions") });
    // The best match first, once the list for the whole query is shown (the lists of the words
    // typed before it put the red bag lower).
    const option = suggestions.getByRole("option").first();
    await expect(option).toHaveAccessibleName(new RegExp(RED_BAG));
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await option.click();
    // Opened at the colour the words named, as its suggestion showed it.
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\?color=d32f2f$/);
    await expect(page.getByRole("heading", { level: 1, name: RED_BAG })).toBeVisible();
  });

  test("shows at most five suggestions, closes them on an outside click", async ({ page, request }) => {
    const { total } = await listProducts(request, { q: "tui", limit: 1 });
    expect(total).toBeGreaterThan(SEARCH_SUGGESTION_LIMIT);
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("tui");
    const options = page.getByRole("option");
    await expect(options).toHaveCount(SEARCH_SUGGESTION_LIMIT);
    await options.first().locator("img").first().waitFor();

    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    await page.mouse.click(8, viewport.height - 8);
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("tui");
  });

  test("the keyboard moves through the suggestions; Enter opens one, Escape closes the list", async ({
    page,
  }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("lumi rose");
    await expect(page.getByRole("option", { name: new RegExp(RED_BAG) })).toBeVisible();
    await box.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
    await box.press("Escape");
    await expect(page.getByRole("option")).toHaveCount(0);
    await box.press("ArrowDown");
    await expect(page.getByRole("option", { name: new RegExp(RED_BAG) })).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: RED_BAG })).toBeVisible();
  });

  test("a submitted query opens the results page and clears the box", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("  tui xach do  ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=tui(\+|%20)xach(\+|%20)do$/);
    await expect(
      page.getByRole("heading", { level: 1, name: text("vi", "search.title", { query: "tui xach do" }) }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(text("vi", "search.title", { query: "tui xach do" })));
    await expect(page.getByRole("article").filter({ hasText: RED_BAG })).toBeVisible();
    if (!isPhone(page)) await expect(box).toHaveValue("");
  });

  test("an empty query is ignored", async ({ page }) => {
    await page.goto("/");
    const box = await searchBox(page);
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL("/");
  });

  test("the results page says when nothing matches, naming the query", async ({ page }) => {
    await page.goto("/search?q=zzqqxx");
    await expect(page.getByText(text("vi", "search.no_results", { query: "zzqqxx" }))).toBeVisible();
  });

  test("the results page says when the search fails", async ({ page }) => {
    await page.route("**/api/products?**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "boom" } }),
      }),
    );
    await page.goto("/search?q=tui");
    await expect(page.getByText(text("vi", "search.loading"))).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(text("vi", "search.error"), { timeout: 15_000 });
  });
});
