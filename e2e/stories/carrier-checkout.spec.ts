import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatVnd, type Language, type Product, priceWithPromotion } from "@shop/shared";
import { ghtkMockFee } from "../../apps/server/src/modules/shipping/ghtk.mock-server";
import { ADMIN, uniqueEmail } from "../support/admin";
import { E2E_PICKUP } from "../support/carriers";
import { findProduct } from "../support/catalogue";
import { acceptSaleTerms, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/**
 * A shopper in Hà Nội picks GHTK at checkout (the GHTK stand-in the story server talks to, with
 * its documented headers and units: support/carrier-mock-server.ts) and sees its fee in the summary
 * and on the success page; GHN shows the day it expects to deliver. A voucher that does not exist
 * says why; one that does takes its discount off before the order. In Vietnamese and in English.
 * Screenshots for the docs with E2E_SCREENSHOTS=1 (docs/screenshots/checkout/).
 */

const SHOTS = process.env.E2E_SCREENSHOTS ? "../docs/screenshots/checkout" : null;

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).accessToken as string}` };
}

/** Where parcels leave from: set once, with the fee rule as it stands (other stories' fees untouched). */
async function setPickup(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const current = await (await request.get("/api/admin/settings/shipping", { headers })).json();
  const response = await request.put("/api/settings/shipping", {
    headers,
    data: { flatFee: current.flatFee, freeFrom: current.freeFrom, pickup: E2E_PICKUP },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function createVoucher(request: APIRequestContext, headers: Record<string, string>, code: string) {
  const response = await request.post("/api/vouchers", {
    headers,
    data: { code, percentOff: 10, amountOff: null },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function fillCustomer(page: Page, language: Language, who: string) {
  await page.getByLabel(text(language, "checkout.full_name"), { exact: true }).fill(who);
  await page.getByLabel(text(language, "checkout.phone"), { exact: true }).fill("0912345678");
  await page.getByLabel(text(language, "checkout.email"), { exact: true }).fill(uniqueEmail("carrier"));
  await pickAddress(page, language, {
    province: "Thành phố Hà Nội",
    provinceQuery: "ha noi",
    ward: "Phường Hoàn Kiếm",
    wardQuery: "hoan kiem",
  });
  await page.getByLabel(text(language, "checkout.address"), { exact: true }).fill("5 Hàng Trống");
}

/** At 375 and 1440 px, from the desktop project only (both projects would write the same files). */
async function shoot(page: Page, name: string) {
  if (!SHOTS || test.info().project.name !== "desktop") return;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top, so the sticky header sits where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A demo bag with its packed weight (the demo catalogue has one for each) and its first colour in stock. */
async function bagWithWeight(request: APIRequestContext): Promise<Product & { weightGrams: number }> {
  const bag = await findProduct(
    request,
    (product) => product.weightGrams !== null && (product.variations[0]?.stock ?? 0) > 5,
  );
  return bag as Product & { weightGrams: number };
}

test("a shopper picks GHTK at checkout in Vietnamese, with a voucher refused and one applied", async ({
  page,
}, testInfo) => {
  const headers = await adminHeaders(page.request);
  await setPickup(page.request, headers);
  const code = `GHTK${testInfo.project.name.toUpperCase().replace(/[^A-Z]/g, "")}${Date.now() % 100_000}`;
  await createVoucher(page.request, headers, code);
  const bag = await bagWithWeight(page.request);
  const price = priceWithPromotion(bag);
  const fee = ghtkMockFee(bag.weightGrams);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color, quantity: 1 }]);
  await page.goto("/checkout");
  await fillCustomer(page, "vi", "Lê Thu Trang");

  // The carriers that take Hoàn Kiếm, each with its fee; GHN with the day it expects to deliver.
  const ghtk = page.getByTestId("shipping-option-ghtk");
  await expect(ghtk).toContainText(text("vi", "shipping_checkout.carrier_ghtk"));
  await expect(ghtk).toContainText(formatVnd(fee));
  await expect(ghtk).toContainText(text("vi", "shipping_checkout.no_date"));
  await expect(page.getByTestId("shipping-option-ghn")).toContainText(/Dự kiến giao \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId("shipping-option-flat").getByRole("radio")).toBeChecked();
  await shoot(page, "carrier-options");

  // A code that does not exist: the reason, in Vietnamese, and nothing off.
  const voucher = page.getByLabel(text("vi", "vouchers.code_label"));
  await voucher.fill("KHONGCOMA");
  await page.getByRole("button", { name: text("vi", "shipping_checkout.apply") }).click();
  await expect(page.getByTestId("voucher-result")).toHaveText(text("vi", "vouchers.refused_voucher_unknown"));
  await expect(page.getByTestId("checkout-discount")).toHaveCount(0);
  await shoot(page, "voucher-refused");

  // The owner's code: its discount in the summary before the order.
  await voucher.fill(code.toLowerCase());
  await page.getByRole("button", { name: text("vi", "shipping_checkout.apply") }).click();
  const discount = Math.floor(price / 10);
  await expect(page.getByTestId("voucher-result")).toHaveText(
    text("vi", "shipping_checkout.voucher_applied", { code, amount: formatVnd(discount) }),
  );
  await expect(page.getByTestId("checkout-discount")).toContainText(formatVnd(discount));

  // GHTK picked: its fee is the summary's shipping, and the total follows.
  await ghtk.getByRole("radio").check();
  await expect(page.getByTestId("checkout-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("checkout-shipping-carrier")).toContainText(
    text("vi", "shipping_checkout.carrier_ghtk"),
  );
  await expect(page.getByTestId("checkout-total")).toHaveText(formatVnd(price - discount + fee));
  await shoot(page, "voucher-applied-ghtk");

  await acceptSaleTerms(page, "vi");
  await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
  await expect(page.getByText(text("vi", "checkout.success_cod"))).toBeVisible();
  await expect(page.getByTestId("order-carrier")).toHaveText(text("vi", "shipping_checkout.carrier_ghtk"));
  await expect(page.getByTestId("order-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("order-total")).toHaveText(formatVnd(price - discount + fee));
});

test("a shopper picks GHTK at checkout in English and the order charges the quoted fee", async ({ page }) => {
  await setPickup(page.request, await adminHeaders(page.request));
  const bag = await bagWithWeight(page.request);
  const price = priceWithPromotion(bag);
  const fee = ghtkMockFee(bag.weightGrams);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color, quantity: 1 }]);
  await page.goto("/checkout?lng=en");
  await fillCustomer(page, "en", "Lê Thu Trang");

  const ghtk = page.getByTestId("shipping-option-ghtk");
  await expect(ghtk).toContainText(formatVnd(fee));
  // English names the month ("3 Dec 2026"): it cannot be misread as mm/dd (apps/web/src/lib/dates.ts).
  await expect(page.getByTestId("shipping-option-ghn")).toContainText(/Expected \d{1,2} \w{3} \d{4}/);
  await ghtk.getByRole("radio").check();
  await expect(page.getByTestId("checkout-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("checkout-total")).toHaveText(formatVnd(price + fee));

  await acceptSaleTerms(page, "en");
  await page.getByRole("button", { name: text("en", "checkout.pay_cod") }).click();
  await expect(page.getByText(text("en", "checkout.success_cod"))).toBeVisible();
  await expect(page.getByTestId("order-carrier")).toHaveText(text("en", "shipping_checkout.carrier_ghtk"));
  await expect(page.getByTestId("order-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("order-total")).toHaveText(formatVnd(price + fee));
});
