import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { ProductPage } from "@shop/shared";
import { isPhone } from "../support/shopper";
import { text } from "../support/translations";

/** Violations a shopper with a screen reader or a keyboard would run into (axe's two worst levels). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}

test.describe("every storefront page can be used with a screen reader and a keyboard", () => {
  const pages = [
    ["home", "/"],
    ["product list", "/products"],
    ["search", "/search?q=tui"],
    ["about", "/about"],
    ["warranty", "/warranty"],
    ["privacy", "/privacy"],
    ["return policy", "/return-policy"],
    ["shipping policy", "/shipping-policy"],
  ] as const;

  for (const [name, path] of pages) {
    test(`axe finds no serious or critical problem on ${name}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const [name, path] of pages) {
    test(`the headings of ${name} go down one level at a time`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      // A screen reader's list of headings: from the page's h1 on, none skips a level (h1 → h3).
      const levels = await page
        .locator("main h1, main h2, main h3, main h4, main h5, main h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);
      expect(skips, levels.join(" ")).toEqual([]);
    });
  }

  test("axe finds no serious or critical problem on a product page", async ({ page, request }) => {
    const list = (await (await request.get("/api/products?limit=1")).json()) as ProductPage;
    await page.goto(`/products/${list.items[0]?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the first Tab reaches the skip link, which moves focus to the page's content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text("vi", "header.skip_to_content") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
    expect(focusedInMain).toBe(true);
  });

  test("keyboard focus stays inside the open phone menu, and Escape gives it back to the menu button", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the menu button exists on phones only");
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: text("vi", "header.open_menu") });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press(step % 5 === 4 ? "Shift+Tab" : "Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest("#mobile-menu") !== null ||
          document.activeElement?.getAttribute("aria-controls") === "mobile-menu",
      );
      expect(inside, `focus left the menu after ${step + 1} presses`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: text("vi", "header.open_menu") })).toBeFocused();
  });

  test("every control of the header and footer can be reached with Tab", async ({ page }) => {
    await page.goto("/warranty");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const reachable = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element
          ? `${element.tagName}:${element.getAttribute("aria-label") ?? element.textContent?.trim()}`
          : "";
      });
      reachable.add(name);
    }
    const footerLinks = ["footer.about", "footer.warranty", "footer.privacy"].map(
      (key) => `A:${text("vi", key)}`,
    );
    for (const link of footerLinks) expect([...reachable]).toContain(link);
    expect([...reachable].some((name) => name.startsWith(`A:${text("vi", "footer.chat")}`))).toBe(true);
  });
});
