import { expect, type Page, test } from "@playwright/test";
import { ADMIN, logIn, placeOrder, registerMember, uniqueEmail } from "../support/admin";
import { text } from "../support/translations";

const SECTIONS = [
  ["overview", "/admin"],
  ["orders", "/admin/orders"],
  ["products", "/admin/products"],
  ["customers", "/admin/customers"],
  ["promotions", "/admin/promotions"],
  ["settings", "/admin/settings"],
  ["staff", "/admin/staff"],
  ["audit", "/admin/audit"],
] as const;

/** Opens a section from the sidebar, or on a phone from the menu button above the page. */
async function openSection(page: Page, id: (typeof SECTIONS)[number][0]): Promise<void> {
  const nav = page.getByRole("navigation", { name: text("vi", "workplace.nav_label") });
  const menu = nav.getByRole("button", { name: new RegExp(text("vi", "workplace.menu")) });
  // Below Tailwind's lg breakpoint (1024 px) the sections hide behind the menu button.
  if ((page.viewportSize()?.width ?? 0) < 1024) await menu.click();
  await nav.getByRole("link", { name: text("vi", `workplace.section_${id}`), exact: true }).click();
}

test.describe("the owner's back office as a workplace", () => {
  test("the owner walks every section from the sidebar, each at its own address, nothing wider than the screen", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: text("vi", "workplace.nav_label") });
    const sidebarTops = new Set<number>();
    for (const [id, path] of SECTIONS) {
      await openSection(page, id);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: text("vi", `workplace.section_${id}`) }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), id).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      // The sidebar does not jump as the owner moves from a long section to a short one.
      await page.evaluate(() => window.scrollTo(0, 0));
      sidebarTops.add(Math.round((await nav.boundingBox())?.y ?? -1));
    }
    expect([...sidebarTops]).toHaveLength(1);
  });

  test("the owner finds a customer by e-mail and sees their orders and the address they used", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("khach-quen");
    await registerMember(page.request, email, "mat-khau-khach-quen");
    const name = `Khách quen ${testInfo.project.name} ${Date.now()}`;
    const orderId = await placeOrder(page.request, name, email);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: text("vi", "workplace.customers_search") }).fill(email);
    await page.getByRole("button", { name: text("vi", "backoffice.search"), exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page.getByTestId("customer-row");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(name);
    await rows.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("customer-orders")).toContainText(orderId);
    await expect(page.getByText("12 Lý Thường Kiệt", { exact: false })).toBeVisible();
    // From the customer to the order's page.
    await page.getByRole("link", { name: orderId }).click();
    await expect(page.getByRole("heading", { level: 1, name: orderId })).toBeVisible();
  });
});
