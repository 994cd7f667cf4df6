import { mkdir } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { PlacedOrder } from "@shop/shared";
import { ADMIN, imageFile, logIn, uniqueEmail } from "../support/admin";
import { mailsTo } from "../support/outbox";
import { isPhone } from "../support/shopper";
import { text } from "../support/translations";

/**
 * A guest's bag came in the wrong colour: she asks to return it from the order lookup page, with a
 * photo; the owner approves it, marks the parcel received and refunds it through VNPay (the local
 * stand-in of VNPay's refund API, which checks the shop's signature and signs its answer); the
 * guest sees the return refunded and has the mail.
 */

const PHONE = "0987654321";

/** Set E2E_SHOTS_DIR (docs/screenshots/returns) to keep the form at 375 px and the back office at 1440 px. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: 900 });
  // From the top, so the sticky header is where a reader sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).accessToken as string;
}

/** A guest's VNPay order, paid on VNPay's page, then delivered by the owner. */
async function deliveredVnpayOrder(page: Page, email: string): Promise<PlacedOrder> {
  const products = (await (await page.request.get("/api/products?limit=50")).json()) as {
    items: Array<{ id: string; variations: Array<{ color: string; stock: number }> }>;
  };
  const bag = products.items.find((item) => (item.variations[0]?.stock ?? 0) > 0);
  if (!bag?.variations[0]) throw new Error("no bag in stock to order");
  const placed = await page.request.post("/api/orders", {
    data: {
      paymentMethod: "vnpay",
      customerInfo: {
        fullName: "Lê Thu Trang",
        phone: PHONE,
        email,
        address: "8 Tràng Tiền",
        provinceCode: 1,
        wardCode: 70,
      },
      items: [{ productId: bag.id, color: bag.variations[0].color, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  await page.goto(order.paymentUrl ?? "");
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  // VNPay's IPN has told the shop (the result page only knows payments begun in this browser).
  await expect
    .poll(async () => {
      const state = await page.request.get(`/api/payments/orders/${order.orderId}?key=${order.id}`);
      return ((await state.json()) as { paymentStatus?: string }).paymentStatus;
    })
    .toBe("paid");
  const token = await adminToken(page.request);
  const delivered = await page.request.put(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: "delivered" },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  return order;
}

async function lookUp(page: Page, orderId: string): Promise<void> {
  await page.goto(`/order-lookup?orderId=${orderId}`);
  await page.getByLabel(text("vi", "order_tracking.phone")).fill(PHONE);
  await page.getByRole("button", { name: text("vi", "order_tracking.submit") }).click();
  await expect(page.getByTestId("lookup-result")).toBeVisible();
}

test("a guest returns a bag of a VNPay order; the owner approves, receives and refunds it", async ({
  page,
}) => {
  const email = uniqueEmail("tra-hang");
  const order = await deliveredVnpayOrder(page, email);
  if (isPhone(page)) await page.setViewportSize({ width: 375, height: 812 });

  // The guest asks from the lookup page: the line, the reason, a message and a photo.
  await lookUp(page, order.orderId);
  await page.getByRole("button", { name: text("vi", "returns.open_form") }).click();
  const form = page.getByTestId("return-form");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("radio", { name: text("vi", "returns.reason_wrong_item") }).check();
  await form.getByLabel(text("vi", "returns.note")).fill("Túi màu nâu, không phải màu đỏ như đã đặt.");
  await form
    .getByLabel(text("vi", "returns.photos", { max: 5 }))
    .setInputFiles(await imageFile("tui.jpg", "jpeg", "#8d6e63"));
  if (isPhone(page)) await shoot(page, "return-request", 375);
  await form.getByRole("button", { name: text("vi", "returns.submit") }).click();
  await expect(page.getByText(text("vi", "returns.sent"))).toBeVisible();
  await expect(page.getByTestId("return-status")).toHaveText(text("vi", "returns.status_requested"));

  // The owner, in the back office's returns section.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/returns");
  const card = page.getByTestId("admin-return").filter({ hasText: order.orderId });
  await expect(card.getByRole("img")).toHaveCount(1);
  await card.getByLabel(text("vi", "returns_admin.message")).fill("Xin gửi lại túi kèm tem mác.");
  if (!isPhone(page)) await shoot(page, "admin-returns", 1440);
  await card.getByRole("button", { name: text("vi", "returns_admin.approve") }).click();
  await expect(card.getByTestId("return-status")).toHaveText(text("vi", "returns.status_approved"));
  await card.getByRole("button", { name: text("vi", "returns_admin.receive") }).click();
  await expect(card.getByTestId("return-status")).toHaveText(text("vi", "returns.status_received"));
  await card.getByRole("button", { name: /^Hoàn / }).click();
  await expect(card.getByTestId("return-status")).toHaveText(text("vi", "returns.status_refunded"));
  if (!isPhone(page)) await shoot(page, "admin-returns-refunded", 1440);

  // The guest sees it refunded, and has the mail.
  await lookUp(page, order.orderId);
  await expect(page.getByTestId("return-status")).toHaveText(text("vi", "returns.status_refunded"));
  await expect(page.getByTestId("return-refunded")).toBeVisible();
  await expect
    .poll(async () =>
      (await mailsTo(email)).some((mail) => mail.includes(`Đã hoàn tiền cho đơn ${order.orderId}`)),
    )
    .toBe(true);
});
