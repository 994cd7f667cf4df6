import { expect, type Page, test } from "@playwright/test";
import { ADMIN, logIn, placeOrder, registerMember, uniqueEmail } from "../support/admin";
import { oneAtATime } from "../support/one-at-a-time";
import { text } from "../support/translations";

function memberRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test.describe("an administrator looks after people and orders", () => {
  test("gives a member a staff role, who then sees only that role's sections, and takes it back", async ({
    page,
    browser,
  }) => {
    test.slow(); // Two signed-in browsers and the back office twice, on a shared machine.
    const email = uniqueEmail("nhanvien");
    await registerMember(page.request, email, "mat-khau-nhan-vien");
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/staff");
    const roleOf = (table: string) =>
      page
        .getByTestId(table)
        .getByRole("combobox", { name: `${text("vi", "workplace.role_label")}: ${email}` });
    const changed = (role: string) =>
      text("vi", "workplace.role_changed", { email, role: text("vi", `workplace.role_${role}`) });
    await roleOf("members").selectOption("staff_catalogue");
    await expect(page.getByTestId("admin-notice")).toHaveText(changed("staff_catalogue"));
    await expect(page.getByTestId("staff")).toContainText(email);

    // The catalogue's colleague reaches the products, not the orders, and the menu shows only theirs.
    const colleague = await browser.newPage();
    await logIn(colleague, email, "mat-khau-nhan-vien");
    await colleague.goto("/admin/products/new");
    await expect(colleague.getByRole("heading", { name: text("vi", "admin.add_product") })).toBeVisible();
    // On a phone the sections sit in a closed menu: counted whether shown or not.
    const sections = colleague.getByRole("navigation", { name: text("vi", "workplace.nav_label") });
    await expect(
      sections.getByRole("link", { name: text("vi", "workplace.section_products"), includeHidden: true }),
    ).toBeAttached();
    await expect(
      sections.getByRole("link", { name: text("vi", "workplace.section_orders"), includeHidden: true }),
    ).toHaveCount(0);
    await colleague.goto("/admin/orders");
    await expect(colleague.getByText(text("vi", "workplace.no_access_section"))).toBeVisible();

    // As orders staff the same colleague gets the orders and customers, and loses the products.
    await roleOf("staff").selectOption("staff_orders");
    await expect(page.getByTestId("admin-notice")).toHaveText(changed("staff_orders"));
    await colleague.goto("/admin/orders");
    await expect(
      colleague.getByRole("heading", { level: 1, name: text("vi", "workplace.section_orders") }),
    ).toBeVisible();
    await expect(
      sections.getByRole("link", { name: text("vi", "workplace.section_customers"), includeHidden: true }),
    ).toBeAttached();
    await expect(
      sections.getByRole("link", { name: text("vi", "workplace.section_products"), includeHidden: true }),
    ).toHaveCount(0);
    await colleague.goto("/admin/products/new");
    await expect(colleague.getByText(text("vi", "workplace.no_access_section"))).toBeVisible();

    // Making an administrator asks first.
    await roleOf("staff").selectOption("admin");
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(text("vi", "backoffice.confirm_grant_admin", { email }));
    await confirm.getByRole("button", { name: text("vi", "backoffice.grant_admin") }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText(changed("admin"));

    await roleOf("staff").selectOption("member");
    await expect(page.getByTestId("members")).toContainText(email);
    // The server refuses the former staff member at once, whatever the open page still shows.
    await colleague.reload();
    await expect(colleague.getByText(text("vi", "admin.access_denied"))).toBeVisible();
    await colleague.close();
  });

  test("sets a member's password, and the member signs in with it", async ({ page, browser }) => {
    const email = uniqueEmail("quen-mat-khau");
    await registerMember(page.request, email, "mat-khau-cu-123");
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/staff");
    await memberRow(page, email)
      .getByRole("button", { name: `${text("vi", "admin.change_password")}: ${email}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(text("vi", "admin.prompt_new_password", { email }));
    // An empty value does nothing.
    await dialog.getByRole("button", { name: text("vi", "admin.change_password") }).click();
    await expect(dialog).toBeHidden();
    await memberRow(page, email)
      .getByRole("button", { name: `${text("vi", "admin.change_password")}: ${email}` })
      .click();
    await dialog.getByLabel(text("vi", "admin.change_password")).fill("mat-khau-moi-456");
    await dialog.getByRole("button", { name: text("vi", "admin.change_password") }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText(text("vi", "admin.success_change_password"));

    const member = await browser.newPage();
    await logIn(member, email, "mat-khau-moi-456");
    await expect(member).toHaveURL(/\/account/);
    await member.close();
  });

  test("marks an order delivered (asked first) and archives the delivered orders in one go", async ({
    page,
  }, testInfo) => {
    const customer = `Khách ${testInfo.project.name} ${Date.now()}`;
    const orderId = await placeOrder(page.request, customer);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/orders");
    const row = page.getByTestId("order-row").filter({ hasText: orderId });
    await expect(row).toContainText(customer);
    await expect(row).toContainText(text("vi", "admin.status_pending"));
    // Archiving the delivered orders reaches every order: the other device's story waits its turn.
    await oneAtATime("delivered-orders", async () => {
      const box = row.getByRole("checkbox", { name: text("vi", "admin.mark_delivered", { orderId }) });
      // The box asks before it changes anything; "no" leaves the order as it was.
      await box.click();
      const asked = page.getByRole("dialog");
      await expect(asked).toContainText(orderId);
      await asked.getByRole("button", { name: text("vi", "common.cancel") }).click();
      await expect(asked).toBeHidden();
      await expect(row).toContainText(text("vi", "admin.status_pending"));
      await expect(box).not.toBeChecked();
      await box.click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: text("vi", "workplace.action_delivered") })
        .click();
      await expect(row).toContainText(text("vi", "admin.status_delivered"));
      // A delivered order's status chip reads exactly "Đã giao"; a shipping order's next step
      // ("Đánh dấu đã giao") contains the words too, so only the chip is looked for.
      const deliveredRows = page
        .getByTestId("order-row")
        .filter({ has: page.getByText(text("vi", "admin.status_delivered"), { exact: true }) });
      await expect(deliveredRows.filter({ hasText: orderId })).toHaveCount(1);

      await page.getByRole("button", { name: text("vi", "admin.delete_delivered_orders") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(text("vi", "admin.confirm_delete_delivered_orders"));
      await dialog.getByRole("button", { name: text("vi", "admin.delete_delivered_orders") }).click();
      await expect(row).toHaveCount(0);
      await expect(deliveredRows).toHaveCount(0);

      // Asked again with none left, the shop says so and asks nothing.
      await page.getByRole("button", { name: text("vi", "admin.delete_delivered_orders") }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText(text("vi", "admin.no_delivered_orders"));
      await expect(dialog).toBeHidden();

      // Archived, not deleted: the order records are kept and found among the archived orders.
      await page.getByLabel(text("vi", "order_records.list")).selectOption("true");
      await expect(page.getByTestId("order-row").filter({ hasText: orderId })).toHaveCount(1);
    });
  });
});

test.describe("the admin gate", () => {
  test("a member at /admin reads that access is denied and is sent home", async ({ page }) => {
    const email = uniqueEmail("khach");
    await registerMember(page.request, email, "mat-khau-khach-1");
    await logIn(page, email, "mat-khau-khach-1");
    await page.goto("/admin");
    await expect(page.getByText(text("vi", "admin.access_denied"))).toBeVisible();
    await expect(page.getByRole("heading", { name: text("vi", "admin.add_product") })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });

  test("a visitor who is not signed in cannot open the edit page either", async ({ page }) => {
    await page.goto("/admin/edit/0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11");
    await expect(page.getByText(text("vi", "admin.access_denied"))).toBeVisible();
  });
});
