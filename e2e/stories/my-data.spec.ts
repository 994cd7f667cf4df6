import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/admin";
import { text } from "../support/translations";

/**
 * A customer's personal data (docs/decisions/051-personal-data.md): the registration shows the
 * consent with the marketing box unticked; the account downloads its data as a file; a wrong
 * password deletes nothing; the right one deletes the account, and it can no longer sign in.
 */
test("a customer downloads his data and deletes his account", async ({ page }) => {
  const email = uniqueEmail("du-lieu");
  const password = "mat-khau-rieng-tu";

  await page.goto("/register");
  const consent = page.getByTestId("consent-registration");
  await expect(consent.getByRole("link")).toHaveAttribute("href", "/privacy");
  await expect(consent.getByRole("checkbox")).not.toBeChecked();
  await page.getByLabel(text("vi", "register.email")).fill(email);
  await page.getByLabel(text("vi", "register.password"), { exact: true }).fill(password);
  await page.getByLabel(text("vi", "register.confirm_password")).fill(password);
  await page.getByRole("button", { name: text("vi", "register.submit") }).click();
  await expect(page).toHaveURL(/\/account$/);

  const myData = page.locator("#my-data");
  await myData.scrollIntoViewIfNeeded();
  await expect(myData.getByTestId("consent-history")).toContainText(
    text("vi", "personal_data.purpose_account"),
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    myData.getByRole("button", { name: text("vi", "personal_data.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(data.account.email).toBe(email);
  expect(data.consents[0]).toMatchObject({ purpose: "account", given: true, channel: "web_registration" });

  const deletion = page.locator("form").filter({ hasText: text("vi", "personal_data.delete_title") });
  await deletion.getByLabel(text("vi", "personal_data.delete_password")).fill("khong-phai-mat-khau");
  await deletion.getByRole("button", { name: text("vi", "personal_data.delete_button") }).click();
  await expect(deletion.getByRole("alert")).toHaveText(text("vi", "personal_data.error_wrong_password"));

  await deletion.getByLabel(text("vi", "personal_data.delete_password")).fill(password);
  await deletion.getByRole("button", { name: text("vi", "personal_data.delete_button") }).click();
  await expect(page).toHaveURL(/\/privacy\?deleted=1$/);
  await expect(page.getByText(text("vi", "personal_data.account_deleted"))).toBeVisible();

  const login = await page.request.post("/api/login", { data: { email, password } });
  expect(login.status()).toBe(401);
});
