import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, logIn } from "../support/admin";
import { E2E_GHTK_URL, E2E_PICKUP } from "../support/carriers";
import { text } from "../support/translations";

const SHOTS = "../docs/screenshots/shipping";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).accessToken as string;
}

/** Screenshots to look at, at a phone's 375 px and a desktop's 1440 px. */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * A parcel's way with GHTK: a shopper's cash-on-delivery order to Hà Nội, confirmed; the owner
 * books GHTK on the order's page and prints its label; GHTK (the local stand-in,
 * support/carrier-mock-server.ts) delivers and calls the shop back; the shopper finds the order
 * delivered, with GHTK's tracking code, in the guest lookup.
 */
test("the owner ships an order with GHTK, GHTK delivers it, and the shopper sees it with its tracking code", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // Where parcels leave from (the owner's shipping settings); the fee rule other stories rely on is kept.
  const rule = (await (await request.get("/api/settings/shipping")).json()) as {
    flatFee: number;
    freeFrom: number | null;
  };
  const settings = await request.put("/api/settings/shipping", {
    headers: auth,
    data: { flatFee: rule.flatFee, freeFrom: rule.freeFrom, pickup: E2E_PICKUP },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  const products = (await (await request.get("/api/products?limit=50")).json()) as {
    items: Array<{ id: string; variations: Array<{ color: string; stock: number }> }>;
  };
  const bag = products.items.find((item) => (item.variations[0]?.stock ?? 0) > 0);
  if (!bag?.variations[0]) throw new Error("no bag in stock to order");
  const phone = testInfo.project.name === "phone" ? "0977000222" : "0977000111";
  const placed = await request.post("/api/orders", {
    data: {
      paymentMethod: "cod",
      customerInfo: {
        fullName: "Đỗ Minh Anh",
        phone,
        email: "minhanh@e2e.test",
        address: "5 Hàng Bài",
        provinceCode: 1,
        wardCode: 70,
      },
      items: [{ productId: bag.id, color: bag.variations[0].color, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderId: string };
  const confirm = await request.put(`/api/orders/${order.id}/status`, {
    headers: auth,
    data: { status: "confirmed" },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);

  // The owner books GHTK on the order's page.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/orders/${order.id}`);
  const panel = page.getByRole("region", { name: text("vi", "shipments.panel_title") });
  await panel.getByLabel(text("vi", "shipments.choose_carrier")).selectOption("ghtk");
  await panel.getByRole("button", { name: text("vi", "shipments.create") }).click();
  const code = panel.getByTestId("shipment-tracking-code");
  await expect(code).toHaveText(/^S1\.A1\.\d+$/);
  const trackingCode = (await code.textContent()) ?? "";
  await expect(page.getByTestId("order-status")).toHaveText(text("vi", "admin.status_shipping"));
  await shoot(page, "order-page-with-tracking");

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
  await shoot(slipTab, "packing-slip");
  await slipTab.close();

  // GHTK delivers the parcel and calls the shop back; the shop answers 200.
  const delivered = await request.post(
    `${E2E_GHTK_URL}/__mock/parcels/${encodeURIComponent(trackingCode)}/status/5`,
  );
  expect(await delivered.json()).toEqual({ success: true, shopAnswered: 200 });

  // The shopper looks the order up as a guest.
  await page.goto(`/order-lookup?orderId=${order.orderId}`);
  await page.getByLabel(text("vi", "order_tracking.phone")).fill(phone);
  await page.getByRole("button", { name: text("vi", "order_tracking.submit") }).click();
  await expect(page.getByTestId("lookup-status")).toHaveText(text("vi", "account.status_delivered"));
  await expect(page.getByTestId("parcel-tracking-code")).toHaveText(trackingCode);
  await expect(page.getByRole("link", { name: text("vi", "shipments.tracking_link") })).toHaveAttribute(
    "href",
    `https://i.ghtk.vn/${trackingCode}`,
  );

  // The owner's reconciliation shows today's GHTK delivery, collected in full.
  await page.goto("/admin/cod-reconciliation");
  await expect(page.getByTestId("cod-carrier").first()).toBeVisible();
  await shoot(page, "cod-reconciliation");
});
