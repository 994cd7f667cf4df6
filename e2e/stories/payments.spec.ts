import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  formatVnd,
  type PaymentState,
  type PlacedOrder,
  type Product,
  priceWithPromotion,
} from "@shop/shared";
import { ADMIN, logIn } from "../support/admin";
import { findProduct } from "../support/catalogue";
import { mailHtmlWithInlineImages, rawMailTo } from "../support/outbox";
import { E2E_BANK } from "../support/payment-gateways";
import { acceptSaleTerms, isPhone, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/**
 * A shopper pays online: VNPay and MoMo through their pages (local stand-ins that check the shop's
 * signatures and notify it), and a bank transfer by VietQR that the owner confirms.
 */

/** Set E2E_SHOTS_DIR to keep the phone screenshots of the payment pages. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir || !isPhone(page)) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function toCheckout(page: Page): Promise<Product> {
  const bag = await findProduct(page.request, (product) => product.variations.length > 0);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color ?? "#000000", quantity: 1 }]);
  if (isPhone(page)) await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/checkout");
  const fields: [string, string][] = [
    ["checkout.full_name", "Phạm Thu Hà"],
    ["checkout.phone", "0912345678"],
    ["checkout.email", "thuha@e2e.test"],
    ["checkout.address", "8 Tràng Tiền"],
  ];
  for (const [label, value] of fields) await page.getByLabel(text("vi", label), { exact: true }).fill(value);
  await pickAddress(page, "vi", {
    province: "Thành phố Hà Nội",
    provinceQuery: "ha noi",
    ward: "Phường Hoàn Kiếm",
    wardQuery: "hoan kiem",
  });
  return bag;
}

test.describe("paying online", () => {
  test("pays with VNPay on VNPay's page and comes back to a paid order", async ({ page }) => {
    const bag = await toCheckout(page);
    const vnpay = page.getByRole("radio", { name: text("vi", "payment.method_vnpay") });
    await vnpay.check();
    await expect(page.getByRole("radio", { name: text("vi", "payment.method_momo") })).toBeVisible();
    await expect(page.getByRole("radio", { name: text("vi", "payment.method_bank_transfer") })).toBeVisible();
    await shoot(page, "payment-choice");
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "payment.pay_vnpay") }).click();

    // VNPay's page: it accepted the shop's signature and asks for the bag's price.
    await expect(page.getByRole("heading", { name: "VNPAY (mock)" })).toBeVisible();
    const amount = priceWithPromotion(bag);
    await expect(page.getByTestId("vnpay-amount")).toHaveText(`${amount.toLocaleString("vi-VN")} VND`);
    await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

    await expect(page).toHaveURL(/\/payment\/result\?/);
    await expect(page.getByTestId("payment-result")).toContainText(text("vi", "payment.result_paid"));
    await expect(page.getByTestId("payment-result")).toContainText(formatVnd(amount));
    await shoot(page, "payment-result-paid");
  });

  test("pays with MoMo and comes back to a paid order", async ({ page }) => {
    await toCheckout(page);
    await page.getByRole("radio", { name: text("vi", "payment.method_momo") }).check();
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "payment.pay_momo") }).click();
    await expect(page.getByRole("heading", { name: "MoMo (mock)" })).toBeVisible();
    await page.getByRole("button", { name: "Xác nhận thanh toán" }).click();
    await expect(page).toHaveURL(/\/payment\/result\?/);
    await expect(page.getByTestId("payment-result")).toContainText(text("vi", "payment.result_paid"));
  });

  test("a cancelled VNPay payment shows as failed, and the return page does not believe the URL", async ({
    page,
  }) => {
    await toCheckout(page);
    await page.getByRole("radio", { name: text("vi", "payment.method_vnpay") }).check();
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "payment.pay_vnpay") }).click();
    await page.getByRole("button", { name: "Huỷ thanh toán" }).click();
    await expect(page.getByTestId("payment-result")).toContainText(text("vi", "payment.result_failed"));
    await shoot(page, "payment-result-failed");
    // A return URL edited to say "00" changes nothing: the page asks the server.
    await page.goto("/payment/result?vnp_ResponseCode=00&vnp_TransactionStatus=00");
    await expect(page.getByTestId("payment-result")).toContainText(text("vi", "payment.result_failed"));
  });

  test("pays by bank transfer with the VietQR code, and the owner confirms the money", async ({ page }) => {
    const bag = await toCheckout(page);
    await page.getByRole("radio", { name: text("vi", "payment.method_bank_transfer") }).check();
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/orders"));
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "payment.pay_bank_transfer") }).click();
    const order = (await (await answer).json()) as PlacedOrder;

    const transfer = page.getByTestId("bank-transfer");
    await expect(transfer).toContainText(text("vi", "payment.transfer_title"));
    // The bank by the short name of its BIN (vietnam-qr-pay's list), with copy buttons.
    await expect(transfer).toContainText("Vietcombank");
    await expect(transfer.getByRole("button")).toHaveCount(3);
    await expect(transfer).toContainText(E2E_BANK.accountNumber);
    await expect(transfer).toContainText(E2E_BANK.accountName);
    await expect(transfer).toContainText(formatVnd(priceWithPromotion(bag)));
    await expect(transfer).toContainText(order.orderId);
    const qr = transfer.getByRole("img", { name: text("vi", "payment.qr_alt", { orderId: order.orderId }) });
    await expect(qr).toBeVisible();
    // Visible comes before decoded: the picture itself must load, not only its box.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shoot(page, "vietqr");

    // The owner sees the money arrive and marks the order paid on its page in the back office.
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/orders");
    await page.getByRole("link", { name: order.orderId, exact: true }).click();
    await page.getByRole("button", { name: text("vi", "order_tracking.admin_mark_paid") }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(text("vi", "workplace.confirm_paid", { orderId: order.orderId }));
    await confirm.getByRole("button", { name: text("vi", "order_tracking.admin_mark_paid") }).click();
    await expect(page.getByText(text("vi", "order_tracking.admin_saved"))).toBeVisible();
    // The gateways' notices are in the settings section.
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: text("vi", "payment_admin.title") })).toBeVisible();
    await shoot(page, "admin-payments");
    const state = (await (
      await page.request.get(`/api/payments/orders/${order.orderId}?key=${order.id}`)
    ).json()) as PaymentState;
    expect(state).toMatchObject({ outcome: "paid", paymentStatus: "paid" });

    // The confirmation mail shows the same code with nothing fetched from anywhere: webmail
    // blocks remote images, so the QR travels inside the mail.
    const mail = await rawMailTo("thuha@e2e.test", order.orderId);
    expect(mail).toBeDefined();
    await page.route("**/*", (route) => route.abort());
    await page.setContent(mailHtmlWithInlineImages(mail ?? ""));
    const mailQr = page.getByRole("img", { name: "VietQR" });
    await expect
      .poll(() => mailQr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText(order.orderId).first()).toBeVisible();
    await shoot(page, "vietqr-mail");
  });
});
