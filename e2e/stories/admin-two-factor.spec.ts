import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ADMIN, logIn, registerMember, uniqueEmail } from "../support/admin";
import { text } from "../support/translations";

/**
 * An owner turns on two-factor sign-in from the account page (scanning the QR code is typing its
 * key into an authenticator, here `otpauth`), keeps the recovery codes, and signs in again with a
 * code. A second owner of the e2e shop does it, so the other stories' administrator keeps signing
 * in with the password alone.
 */
test("an owner enrols in two-factor sign-in and signs in with a code", async ({ page, request }) => {
  test.slow(); // Two sign-ins and the account page on a shared machine.
  const email = uniqueEmail("chu-2fa");
  const password = "mat-khau-chu-cua-hang";
  await registerMember(request, email, password);
  // Made an administrator by the e2e shop's own, through the API.
  const admin = await (await request.post("/api/login", { data: ADMIN })).json();
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const users = (await (await request.get("/api/users", { headers })).json()) as Array<{
    uid: string;
    email: string;
  }>;
  const uid = users.find((user) => user.email === email)?.uid;
  expect(uid).toBeTruthy();
  expect((await request.post("/api/set-role", { headers, data: { uid, role: "admin" } })).status()).toBe(200);

  await logIn(page, email, password);
  await page.goto("/account");
  const section = page.locator("section").filter({
    has: page.getByRole("heading", { name: text("vi", "security.two_factor_title") }),
  });
  await section.getByRole("button", { name: text("vi", "security.enrol_start") }).click();
  await expect(section.getByRole("img", { name: text("vi", "security.qr_alt") })).toBeVisible();
  const secret = (await section.getByTestId("totp-secret").textContent()) ?? "";
  const totp = new TOTP({ secret: Secret.fromBase32(secret.trim()) });
  // The server takes a code one 30-second step either side of its clock, never the same step
  // twice. Typed now, this one stays good for at least 30 s however slow the machine (a code of
  // the step before, typed near the end of a step, went stale before the server read it).
  await section.getByLabel(text("vi", "security.code_label")).fill(totp.generate());
  await section.getByRole("button", { name: text("vi", "security.enrol_confirm") }).click();
  const codes = section.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await section.getByRole("button", { name: text("vi", "security.recovery_done") }).click();
  await expect(section.getByText(text("vi", "security.status_on"))).toBeVisible();

  // Signed out, the password alone no longer opens the shop's back office.
  await page
    .getByRole("button", { name: text("vi", "account.logout") })
    .first()
    .click();
  await page.goto("/login");
  const form = page.locator("form").filter({ has: page.getByLabel(text("vi", "login.password")) });
  await form.getByLabel(text("vi", "login.email")).fill(email);
  await form.getByLabel(text("vi", "login.password")).fill(password);
  await form.getByRole("button", { name: text("vi", "login.submit"), exact: true }).click();
  await expect(page.getByRole("heading", { name: text("vi", "security.login_mfa_title") })).toBeVisible();
  await page.getByLabel(text("vi", "security.code_label")).fill("000000");
  await page.getByRole("button", { name: text("vi", "security.submit_code") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("vi", "security.error_invalid_code"));
  // The next step's code, as from a phone whose clock runs a little ahead: it is newer than the
  // step enrolment used, and good for at least 30 s too.
  await page
    .getByLabel(text("vi", "security.code_label"))
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: text("vi", "security.submit_code") }).click();
  await expect(page).toHaveURL(/\/account/);
  await page.goto("/admin");
  await expect(page.getByText(text("vi", "admin.access_denied"))).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 1, name: text("vi", "workplace.section_overview") }),
  ).toBeVisible();
});
