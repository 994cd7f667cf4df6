import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatVnd, type Language, type Product, priceWithPromotion } from "@shop/shared";
import { ghtkMockFee } from "../../apps/server/src/modules/shipping/ghtk.mock-server";
import { ADMIN, logIn, uniqueEmail } from "../support/admin";
import { E2E_GHTK_URL, E2E_PICKUP } from "../support/carriers";
import { findProduct } from "../support/catalogue";
import { acceptSaleTerms, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/**
 * A parcel's whole way with GHTK, from the shopper's pick to the delivered lookup: a shopper in Hà
 * Nội picks GHTK at checkout (its fee in the summary and on the success page; GHN shows the day it
 * expects to deliver; a voucher that does not exist says why, one that does comes off) and orders
 * cash on delivery; the owner confirms the order, books GHTK on its page, prints the label and the
 * packing slip; GHTK (the local stand-in, support/carrier-mock-server.ts, which checks GHTK's
 * documented headers and units) delivers and calls the shop back; the shopper finds the order
 * delivered, with GHTK's tracking code, in the guest lookup; the owner's COD reconciliation has it
 * reported in full. In Vietnamese through the back office; in English with the booking by API.
 * Screenshots for the docs with E2E_SCREENSHOTS=1 (docs/screenshots/checkout/ and shipping/).
 */

const SHOTS = process.env.E2E_SCREENSHOTS ? "../docs/screenshots" : null;
const PHONE = "0912345678";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).accessToken as string;
}

/** Where parcels leave from: set with the fee rule as it stands (other stories' fees untouched). */
async function setPickup(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const current = await (await request.get("/api/admin/settings/shipping", { headers })).json();
  const response = await request.put("/api/settings/shipping", {
    headers,
    data: { flatFee: current.flatFee, freeFrom: current.freeFrom, pickup: E2E_PICKUP },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function fillCustomer(page: Page, language: Language, who: string) {
  await page.getByLabel(text(language, "checkout.full_name"), { exact: true }).fill(who);
  await page.getByLabel(text(language, "checkout.phone"), { exact: true }).fill(PHONE);
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
async function shoot(page: Page, path: string) {
  if (!SHOTS || test.info().project.name !== "desktop") return;
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top, so the sticky header sits where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${path}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A demo bag with its packed weight (the demo catalogue has one for each) and its first colour in stock. */
async function bagWithWeight(request: APIRequestContext): Promise<Product & { weightGrams: number }> {
  const bag = await findProduct(
    request,
    (product) => product.weightGrams !== null && (product.variations[0]?.stock ?? 0) > 5,
  );
  return bag as Product & { weightGrams: number };
}

/** Presses the order button and answers the order the server placed (its uuid and code). */
async function placeWith(page: Page, button: string): Promise<{ id: string; orderId: string }> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === "POST" && new URL(candidate.url()).pathname === "/api/orders",
    ),
    page.getByRole("button", { name: button }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; orderId: string };
}

/** GHTK delivers the parcel and calls the shop back with its documented form; the shop answers 200. */
async function ghtkDelivers(request: APIRequestContext, trackingCode: string): Promise<void> {
  const delivered = await request.post(
    `${E2E_GHTK_URL}/__mock/parcels/${encodeURIComponent(trackingCode)}/status/5`,
  );
  expect(await delivered.json()).toEqual({ success: true, shopAnswered: 200 });
}

/** The shopper's guest lookup: delivered, with the carrier's tracking code and link. */
async function expectDeliveredInLookup(
  page: Page,
  language: Language,
  orderId: string,
  trackingCode: string,
) {
  await page.goto(`/order-lookup?orderId=${orderId}`);
  await page.getByLabel(text(language, "order_tracking.phone")).fill(PHONE);
  await page.getByRole("button", { name: text(language, "order_tracking.submit") }).click();
  await expect(page.getByTestId("lookup-status")).toHaveText(text(language, "account.status_delivered"));
  await expect(page.getByTestId("parcel-tracking-code")).toHaveText(trackingCode);
  await expect(page.getByRole("link", { name: text(language, "shipments.tracking_link") })).toHaveAttribute(
    "href",
    `https://i.ghtk.vn/${trackingCode}`,
  );
}

test("a shopper picks GHTK in Vietnamese; the owner confirms, books and prints; GHTK delivers; the shopper finds it delivered with its tracking code", async ({
  page,
}, testInfo) => {
  test.slow();
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  await setPickup(page.request, headers);
  const code = `GHTK${testInfo.project.name.toUpperCase().replace(/[^A-Z]/g, "")}${Date.now() % 100_000}`;
  const voucherMade = await page.request.post("/api/vouchers", {
    headers,
    data: { code, percentOff: 10, amountOff: null },
  });
  expect(voucherMade.status(), await voucherMade.text()).toBe(201);
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
  await shoot(page, "checkout/carrier-options");

  // A code that does not exist: the reason, in Vietnamese, and nothing off.
  const voucher = page.getByLabel(text("vi", "vouchers.code_label"));
  await voucher.fill("KHONGCOMA");
  await page.getByRole("button", { name: text("vi", "shipping_checkout.apply") }).click();
  await expect(page.getByTestId("voucher-result")).toHaveText(text("vi", "vouchers.refused_voucher_unknown"));
  await expect(page.getByTestId("checkout-discount")).toHaveCount(0);
  await shoot(page, "checkout/voucher-refused");

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
  await shoot(page, "checkout/voucher-applied-ghtk");

  await acceptSaleTerms(page, "vi");
  const order = await placeWith(page, text("vi", "checkout.pay_cod"));
  await expect(page.getByText(text("vi", "checkout.success_cod"))).toBeVisible();
  await expect(page.getByTestId("order-carrier")).toHaveText(text("vi", "shipping_checkout.carrier_ghtk"));
  await expect(page.getByTestId("order-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("order-total")).toHaveText(formatVnd(price - discount + fee));

  // The owner confirms the order on its page (asked first) and books GHTK there.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/orders/${order.id}`);
  const confirm = text("vi", "order_tracking.admin_confirm");
  await page
    .getByRole("region", { name: text("vi", "workplace.actions") })
    .getByRole("button", { name: confirm })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: confirm }).click();
  await expect(page.getByTestId("order-status")).toHaveText(text("vi", "admin.status_confirmed"));
  const panel = page.getByRole("region", { name: text("vi", "shipments.panel_title") });
  await panel.getByLabel(text("vi", "shipments.choose_carrier")).selectOption("ghtk");
  await panel.getByRole("button", { name: text("vi", "shipments.create") }).click();
  const tracking = panel.getByTestId("shipment-tracking-code");
  await expect(tracking).toHaveText(/^S1\.A1\.\d+$/);
  const trackingCode = (await tracking.textContent()) ?? "";
  await expect(page.getByTestId("order-status")).toHaveText(text("vi", "admin.status_shipping"));
  // Not picked up yet: the parcel can still be cancelled with the order.
  await expect(panel.getByRole("button", { name: text("vi", "shipments.cancel_parcel") })).toBeVisible();
  // The pictures without the passing "booked" notice over the panel.
  if (SHOTS) await expect(page.getByTestId("admin-notice")).toHaveCount(0, { timeout: 10_000 });
  await shoot(page, "shipping/order-page-with-tracking");

  // The label is GHTK's PDF, opened in a tab of its own.
  const [labelTab] = await Promise.all([
    page.waitForEvent("popup"),
    panel.getByRole("button", { name: text("vi", "shipments.print_label") }).click(),
  ]);
  await expect.poll(() => labelTab.url()).toMatch(/^blob:/);
  await labelTab.close();

  // The packing slip, printable, in its own tab.
  const [slipTab] = await Promise.all([
    page.waitForEvent("popup"),
    panel.getByRole("button", { name: text("vi", "shipments.packing_slip") }).click(),
  ]);
  await expect(slipTab.getByText(order.orderId).first()).toBeVisible();
  await expect(slipTab.getByText(trackingCode)).toBeVisible();
  await shoot(slipTab, "shipping/packing-slip");
  await slipTab.close();

  await ghtkDelivers(page.request, trackingCode);
  await expectDeliveredInLookup(page, "vi", order.orderId, trackingCode);

  // The owner's reconciliation: GHTK reported the parcel's cash in full (from its order detail).
  await page.goto("/admin/cod-reconciliation");
  await expect(page.getByTestId("cod-carrier").first()).toBeVisible();
  await expect(page.getByText(text("vi", "shipments.cod_no_differences"))).toBeVisible();
  await shoot(page, "shipping/cod-reconciliation");
});

test("a shopper picks GHTK in English, is charged the quoted fee, and finds the parcel delivered in English", async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(page.request)}` };
  await setPickup(page.request, headers);
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
  const order = await placeWith(page, text("en", "checkout.pay_cod"));
  await expect(page.getByText(text("en", "checkout.success_cod"))).toBeVisible();
  await expect(page.getByTestId("order-carrier")).toHaveText(text("en", "shipping_checkout.carrier_ghtk"));
  await expect(page.getByTestId("order-shipping")).toHaveText(formatVnd(fee));
  await expect(page.getByTestId("order-total")).toHaveText(formatVnd(price + fee));

  // The owner's side through the API (its buttons are the Vietnamese story's): confirmed, booked.
  const confirmed = await page.request.put(`/api/orders/${order.id}/status`, {
    headers,
    data: { status: "confirmed" },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const booked = await page.request.post("/api/admin/shipments", {
    headers,
    data: { orderIds: [order.id], carrier: "ghtk" },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const trackingCode = ((await booked.json()) as { created: Array<{ trackingCode: string }> }).created[0]
    ?.trackingCode;
  expect(trackingCode).toMatch(/^S1\.A1\.\d+$/);

  await ghtkDelivers(page.request, trackingCode ?? "");
  await expectDeliveredInLookup(page, "en", order.orderId, trackingCode ?? "");
});
