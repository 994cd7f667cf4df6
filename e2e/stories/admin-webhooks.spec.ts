import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { WEBHOOK_EVENTS } from "@shop/shared";
import { ADMIN, logIn } from "../support/admin";
import { text } from "../support/translations";

/**
 * Set E2E_SHOTS_DIR (docs/screenshots/webhooks) to keep screenshots to look at, at a phone's 375 px
 * and a desktop's 1440 px (desktop project only); a plain run writes nothing.
 */
async function shoot(page: Page, name: string, at?: Locator): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir || test.info().project.name !== "desktop-admin") return;
  await mkdir(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (at) {
      // The part to see at the top, below the sticky header.
      await at.evaluate((element) => {
        element.scrollIntoView({ block: "start" });
        window.scrollBy(0, -80);
      });
    } else {
      await page.getByRole("heading", { name: text("vi", "webhooks_admin.title") }).scrollIntoViewIfNeeded();
    }
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * The owner connects her accounting tool: an address inside the shop's own network is refused in
 * her language; a public one is added, its signing secret shown once and never again; she removes
 * it when done (docs/webhooks.md).
 */
test("the owner adds a webhook for her accounting tool and sees its secret only once", async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: text("vi", "webhooks_admin.title") });
  const url = section.getByLabel(text("vi", "webhooks_admin.url"));
  const add = section.getByRole("button", { name: text("vi", "webhooks_admin.add") });

  await url.fill("http://192.168.1.20/hook");
  await add.click();
  await expect(page.getByTestId("admin-notice")).toContainText(
    text("vi", "webhooks_admin.error_url_not_allowed"),
  );

  const address = `https://ketoan.example.vn/hooks/${randomUUID().slice(0, 8)}`;
  await url.fill(address);
  await section.getByLabel(text("vi", "webhooks_admin.description")).fill("Phần mềm kế toán");
  await section
    .getByRole("checkbox", { name: new RegExp(text("vi", "webhooks_admin.event_order_paid")) })
    .check();
  // Returns, refunds and each colour's stock can be asked for too (docs/webhooks.md).
  const stock = section.getByRole("checkbox", {
    name: new RegExp(text("vi", "webhooks_admin.event_stock_changed")),
  });
  await stock.check();
  await expect(section.getByRole("checkbox")).toHaveCount(WEBHOOK_EVENTS.length);
  await shoot(
    page,
    "settings-add-events",
    section.getByRole("heading", { name: text("vi", "webhooks_admin.add_title") }),
  );
  await add.click();
  await expect(section.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
  const endpoint = section.getByRole("listitem").filter({ hasText: address });
  await expect(endpoint).toContainText(text("vi", "webhooks_admin.state_active"));
  await expect(endpoint).toContainText(text("vi", "webhooks_admin.event_stock_changed"));
  await shoot(page, "settings-secret-once");

  // Seen again later: listed, but its secret is not.
  await page.reload();
  await expect(endpoint).toBeVisible();
  await expect(section.getByTestId("webhook-secret")).toHaveCount(0);
  // Its deliveries (other stories' orders may already have queued some): open and shut.
  await endpoint.getByRole("button", { name: text("vi", "webhooks_admin.show_deliveries") }).click();
  await expect(
    endpoint.getByRole("button", { name: text("vi", "webhooks_admin.hide_deliveries") }),
  ).toBeVisible();
  await shoot(page, "settings-endpoint");

  await endpoint.getByRole("button", { name: text("vi", "webhooks_admin.delete") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: text("vi", "webhooks_admin.delete") })
    .click();
  await expect(endpoint).toHaveCount(0);
});
