import { mkdir } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, logIn, uniqueEmail } from "../support/admin";
import { STORY_PRODUCT_PREFIX } from "../support/catalogue";
import { mailsTo } from "../support/outbox";
import { text } from "../support/translations";

/**
 * A shopper asks to be told when a sold-out colour is back; the owner restocks it in the back
 * office; the alert's mail arrives in the outbox, once (docs/decisions/059-stock-and-price-alerts.md).
 * Screenshots of the product page with the control and of the mail at 375 and 1440 px go to
 * docs/screenshots/alerts/ with E2E_SCREENSHOTS=1.
 */

const SHOTS = process.env.E2E_SCREENSHOTS ? "../docs/screenshots/alerts" : null;
const RED = "#d32f2f";
const BLACK = "#000000";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).accessToken as string;
}

/** A bag of the story's own: the red sold out, the black in stock. */
async function soldOutBag(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post("/api/products", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      price: 890_000,
      category: "Handbag",
      variations: [
        { color: RED, images: [], stock: 0 },
        { color: BLACK, images: [], stock: 3 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The phone's run shoots at 375 px, the desktop's at 1440 px, with `focus` in the middle. */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const width = test.info().project.name.startsWith("phone") ? 375 : 1440;
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: 900 });
  await focus?.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  if (size) await page.setViewportSize(size);
}

/** The mail's HTML body as a mail client shows it (the alert mails are a few paragraphs). */
function mailHtml(readable: string): string {
  const start = readable.indexOf("<p>");
  return `<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">${readable.slice(start, readable.lastIndexOf("</p>") + 4)}</body>`;
}

test("a shopper is told by mail when the sold-out colour she wanted is restocked", async ({ page }) => {
  const name = `${STORY_PRODUCT_PREFIX} báo có hàng ${Math.random().toString(36).slice(2, 7)}`;
  const id = await soldOutBag(page.request, name);
  const email = uniqueEmail("bao-co-hang");

  // The red is sold out: the page offers the alert instead of the cart.
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("stock-note")).toHaveText(text("vi", "stock.sold_out_reason"));
  await page.getByRole("button", { name: text("vi", "alerts.open_back_in_stock") }).click();
  const form = page.getByTestId("alert-form");
  const consent = form.getByRole("checkbox", { name: text("vi", "alerts.consent_back_in_stock") });
  await expect(consent).not.toBeChecked();
  await form.getByLabel(text("vi", "alerts.email")).fill(email);
  await consent.check();
  await shoot(page, "product-page-alert-form", form);
  await form.getByRole("button", { name: text("vi", "alerts.send") }).click();
  await expect(page.getByTestId("alert-done")).toHaveText(text("vi", "alerts.done_confirm"));

  // The guest confirms the address from the mailed link (a page with one button).
  let confirmation = "";
  await expect
    .poll(async () => {
      confirmation = (await mailsTo(email))[0] ?? "";
      return confirmation;
    })
    .toContain("/api/alerts/confirm?token=");
  const link = /(http:\/\/[^\s"<>]+\/api\/alerts\/confirm\?[^\s"<>]+)/.exec(confirmation)?.[1] ?? "";
  await page.goto(link.replaceAll("&amp;", "&"));
  await page.getByRole("button", { name: "Xác nhận" }).click();
  await expect(page.getByText(`Đã xác nhận: chúng tôi sẽ gửi một e-mail tới ${email}`)).toBeVisible();

  // The owner restocks the red in the back office.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/edit/${id}`);
  const stock = page.getByTestId("variation-stock").first();
  await expect(stock).toHaveValue("0");
  await stock.fill("4");
  await page.getByRole("button", { name: text("vi", "edit_product.save") }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The alert's mail arrives: in Vietnamese, with the product's link and a one-click unsubscribe.
  let alert = "";
  await expect
    .poll(async () => {
      alert = (await mailsTo(email)).find((mail) => mail.includes("đã có hàng lại")) ?? "";
      return alert;
    })
    .toContain(`${name} đã có hàng lại`);
  expect(alert).toContain(`/products/${id}?lang=vi`);
  expect(alert).toMatch(
    /List-Unsubscribe: <http:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+purpose=product_alerts>/,
  );
  expect(alert).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  await page.setContent(mailHtml(alert));
  await expect(page.getByRole("link", { name: "Xem sản phẩm" })).toBeVisible();
  await shoot(page, "back-in-stock-mail");
  // One alert mail, one confirmation: nothing else went to the shopper.
  expect(await mailsTo(email)).toHaveLength(2);
});
