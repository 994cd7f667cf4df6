import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page, type Route, test } from "@playwright/test";
import { logIn, registerMember, uniqueEmail } from "../support/admin";
import { findProduct } from "../support/catalogue";
import { GOOGLE_SHOPPER } from "../support/oauth-mock-server";
import { text } from "../support/translations";

/** The E2E server's DATA_DIR (playwright.config.ts): without SMTP, mail lands in its outbox/. */
const outboxDir = join(process.env.E2E_DATA_DIR ?? ".data-e2e", "outbox");

/** The newest reset link mailed to `email`, read from the .eml files as a mail client would. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) =>
          f.endsWith(".eml"),
        );
        for (const file of files.sort().reverse()) {
          const raw = await readFile(join(outboxDir, file), "utf8");
          // Quoted-printable: soft line breaks and "=3D" for "=".
          const mail = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
          if (!mail.includes(`To: ${email}`)) continue;
          link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

function loginForm(page: Page) {
  return page.locator("form").filter({ has: page.getByLabel(text("vi", "login.password")) });
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const form = page.locator("form").filter({ hasText: text("vi", "account.change_password") });
  await form.getByLabel(text("vi", "account.current_password")).fill(current);
  await form.getByLabel(text("vi", "account.new_password"), { exact: true }).fill(next);
  await form.getByLabel(text("vi", "account.confirm_password")).fill(next);
  await form.getByRole("button", { name: text("vi", "account.submit_change_password") }).click();
}

test.describe("a shopper's account", () => {
  test("registers, logs out, logs back in, changes the password and logs in with the new one", async ({
    page,
  }) => {
    const email = uniqueEmail("lan");
    await page.goto("/register");
    await page.getByLabel(text("vi", "register.email")).fill(email);
    await page.getByLabel(text("vi", "register.password"), { exact: true }).fill("mat-khau-cua-lan");
    await page.getByLabel(text("vi", "register.confirm_password")).fill("mat-khau-khac");
    await page.getByRole("button", { name: text("vi", "register.submit") }).click();
    await expect(page.getByText(text("vi", "register.error_password_mismatch"))).toBeVisible();
    await page.getByLabel(text("vi", "register.confirm_password")).fill("mat-khau-cua-lan");
    await page.getByRole("button", { name: text("vi", "register.submit") }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByText(text("vi", "account.hidden_password"))).toBeVisible();
    // Signed in, the session survives a reload and /login leads back to the account.
    await page.reload();
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole("button", { name: text("vi", "account.logout") }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("auth"))).toBeNull();

    // The same message for a wrong password as for an unknown account.
    await loginForm(page).getByLabel(text("vi", "login.email")).fill(email);
    await loginForm(page).getByLabel(text("vi", "login.password")).fill("doan-sai-roi");
    await loginForm(page)
      .getByRole("button", { name: text("vi", "login.submit"), exact: true })
      .click();
    await expect(page.getByText(text("vi", "login.error_invalid_credentials"))).toBeVisible();

    await logIn(page, email, "mat-khau-cua-lan");
    await expect(page).toHaveURL(/\/account$/);
    await changePassword(page, "sai-mat-khau-cu", "mat-khau-moi-cua-lan");
    await expect(page.getByRole("alert")).toContainText(text("vi", "account.error_wrong_password"));
    await changePassword(page, "mat-khau-cua-lan", "mat-khau-moi-cua-lan");
    await expect(page.getByText(text("vi", "account.success_change_password"))).toBeVisible();
    await expect(page.getByLabel(text("vi", "account.current_password"))).toHaveValue("");

    await page.getByRole("button", { name: text("vi", "account.logout") }).click();
    await logIn(page, email, "mat-khau-moi-cua-lan");
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });

  test("resets a forgotten password with the mailed link", async ({ page }) => {
    const email = uniqueEmail("minh");
    await registerMember(page.request, email, "mat-khau-da-quen");
    await page.goto("/login");
    await page.getByRole("button", { name: text("vi", "login.forgot_password") }).click();
    await expect(page.getByText(text("vi", "login.error_email_required"))).toBeVisible();
    await loginForm(page).getByLabel(text("vi", "login.email")).fill(email);
    await page.getByRole("button", { name: text("vi", "login.forgot_password") }).click();
    await expect(page.getByText(text("vi", "login.success_reset_email"))).toBeVisible();

    const link = await resetLinkFromOutbox(email);
    await page.goto(link);
    await page
      .getByLabel(text("vi", "reset_password.new_password"), { exact: true })
      .fill("mat-khau-vua-dat");
    await page.getByLabel(text("vi", "reset_password.confirm_password")).fill("mat-khau-vua-dat");
    await page.getByRole("button", { name: text("vi", "reset_password.submit") }).click();
    await expect(page.getByText(text("vi", "reset_password.success"))).toBeVisible();

    // The link is spent.
    await page.goto(link);
    await page.getByLabel(text("vi", "reset_password.new_password"), { exact: true }).fill("lan-thu-hai-nhe");
    await page.getByLabel(text("vi", "reset_password.confirm_password")).fill("lan-thu-hai-nhe");
    await page.getByRole("button", { name: text("vi", "reset_password.submit") }).click();
    await expect(page.getByText(text("vi", "reset_password.error_invalid_token"))).toBeVisible();

    await logIn(page, email, "mat-khau-vua-dat");
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });

  test("signs in with Google through the provider and lands on the account page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: text("vi", "login.google") }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("account-email")).toHaveText(GOOGLE_SHOPPER.email);
    // No token or code is left in the address.
    expect(page.url()).not.toContain("code=");
  });

  test("keeps the orders where they are while the account's sections finish loading", async ({ page }) => {
    const email = uniqueEmail("yen");
    await registerMember(page.request, email, "mat-khau-cua-yen");
    await logIn(page, email, "mat-khau-cua-yen");
    // The alerts' list comes in a chunk of its own, the address book and the favourites each from
    // their own call: all held back, as on a slow line, while the orders' heading is measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdBack = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route(/\/assets\/my-alerts-[\w-]{8}\.js$/, holdBack);
    await page.route(/\/api\/me\/(addresses|favourites)(\?.*)?$/, holdBack);
    await page.goto("/account");
    const orders = page.getByRole("heading", { name: text("vi", "account.my_orders") });
    await expect(orders).toBeVisible();
    await expect(page.getByTestId("favourites").getByRole("status")).toBeVisible();
    // The devices signed in are not held back: their list (two here, the registration's and this
    // one) is in place before the measure, as on any line.
    await expect(
      page.getByRole("button", { name: text("vi", "security.sessions_sign_out_others") }),
    ).toBeVisible();
    const before = (await orders.boundingBox())?.y;
    release();
    await expect(page.getByText(text("vi", "address_book.empty"))).toBeVisible();
    await expect(page.getByText(text("vi", "account.no_favourites"))).toBeVisible();
    await expect(page.getByText(text("vi", "alerts.mine_empty"))).toBeVisible();
    // A finger about to tap an order must not find it moved by what loaded above it.
    expect((await orders.boundingBox())?.y).toBe(before);
  });

  test("keeps the bags marked as favourites on a product page in the account", async ({ page }) => {
    const product = await findProduct(page.request, () => true);
    const email = uniqueEmail("yeuthich");
    await registerMember(page.request, email, "mat-khau-yeu-thich");

    // (A guest's hearts are kept on the device until sign-in: guest-favourites.spec.ts.)
    await logIn(page, email, "mat-khau-yeu-thich");
    await page.goto(`/products/${product.id}`);
    const heart = page.getByRole("button", { name: text("vi", "productdetail.add_to_favourites") }).first();
    await heart.click();
    await expect(
      page.getByRole("button", { name: text("vi", "productdetail.remove_from_favourites") }).first(),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/account");
    const favourites = page.getByTestId("favourites");
    await expect(favourites).toContainText(product.name);
    await favourites
      .getByRole("button", { name: text("vi", "productdetail.remove_from_favourites") })
      .click();
    await expect(favourites).toContainText(text("vi", "account.no_favourites"));
  });
});
