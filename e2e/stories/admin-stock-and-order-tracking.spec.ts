import { mkdir } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, logIn } from "../support/admin";
import { STORY_PRODUCT_PREFIX } from "../support/catalogue";
import { acceptSaleTerms, pickAddress } from "../support/shopper";
import { text } from "../support/translations";

const RED = "#d32f2f";
const BLACK = "#000000";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).accessToken as string;
}

/** A bag of the stories' own (other stories leave it alone) with these counts per colour. */
async function stockedBag(request: APIRequestContext, name: string, stock: Record<string, number>) {
  const token = await adminToken(request);
  const response = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      price: 690_000,
      category: "Handbag",
      variations: Object.entries(stock).map(([color, left]) => ({ color, images: [], stock: left })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * Set E2E_SHOTS_DIR to keep screenshots to look at, at a phone's 375 px and a desktop's 1440 px;
 * a plain run writes nothing (and spends no time on them).
 */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function fillShipping(page: Page, phone: string): Promise<void> {
  const values: Record<string, string> = {
    "checkout.full_name": "Phạm Thu Hà",
    "checkout.phone": phone,
    "checkout.email": "ha@e2e.test",
    "checkout.address": "20 Hàng Bài",
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(text("vi", label), { exact: true }).fill(value);
  }
  await pickAddress(page, "vi", {
    province: "Thành phố Hà Nội",
    provinceQuery: "ha noi",
    ward: "Phường Hoàn Kiếm",
    wardQuery: "hoan kiem",
  });
}

test.describe("stock per colour", () => {
  test("a shopper buys the last red bag, and the red colour shows sold out", async ({ page }, testInfo) => {
    const name = `${STORY_PRODUCT_PREFIX} cái cuối ${testInfo.project.name} ${Date.now()}`;
    const bag = await stockedBag(page.request, name, { [RED]: 1, [BLACK]: 4 });
    await page.goto(`/products/${bag.id}`);
    await expect(page.getByTestId("stock-note")).toHaveText(text("vi", "stock.only_left", { count: 1 }));
    await page.getByRole("button", { name: text("vi", "productdetail.buy_now") }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await fillShipping(page, "0987000111");
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
    await expect(page.getByText(text("vi", "checkout.success_cod"))).toBeVisible();

    await page.goto(`/products/${bag.id}`);
    const red = page.getByRole("button", {
      name: text("vi", "productdetail.choose_color", {
        color: text("vi", "stock.colour_sold_out", { color: text("vi", "colour.red") }),
      }),
    });
    await expect(red).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("stock-note")).toHaveText(text("vi", "stock.sold_out_reason"));
    await expect(page.getByRole("button", { name: text("vi", "productdetail.add_to_cart") })).toBeDisabled();
    await shoot(page, "product-sold-out");

    await page
      .getByRole("button", {
        name: text("vi", "productdetail.choose_color", { color: text("vi", "colour.black") }),
      })
      .click();
    await expect(page.getByTestId("stock-note")).toHaveText(text("vi", "stock.only_left", { count: 4 }));
    await expect(page.getByRole("button", { name: text("vi", "productdetail.add_to_cart") })).toBeEnabled();
    await shoot(page, "product-few-left");
  });
});

test.describe("following an order", () => {
  test("the owner confirms and ships an order, and the guest's lookup follows", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // Two browsers and the admin page on a shared machine.
    const bag = await stockedBag(
      page.request,
      `${STORY_PRODUCT_PREFIX} theo dõi ${testInfo.project.name} ${Date.now()}`,
      {
        [RED]: 50,
      },
    );
    const phone = "0977123456";
    const placed = await page.request.post("/api/orders", {
      data: {
        paymentMethod: "cod",
        customerInfo: {
          fullName: "Đỗ Minh Anh",
          phone,
          email: "anh@e2e.test",
          address: "3 Lê Duẩn",
          provinceCode: 79,
          wardCode: 26740,
        },
        items: [{ productId: bag.id, color: RED, quantity: 2 }],
      },
    });
    expect(placed.status()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };

    // The guest finds the order from the footer's link with its code and phone.
    const guest = await browser.newPage({ locale: "vi-VN", viewport: page.viewportSize() });
    await guest.goto("/about");
    await guest
      .getByRole("contentinfo")
      .getByRole("link", { name: text("vi", "order_tracking.footer_link") })
      .click();
    const lookUp = async () => {
      await guest.getByLabel(text("vi", "order_tracking.order_code")).fill(orderId);
      await guest.getByLabel(text("vi", "order_tracking.phone")).fill(phone);
      await guest.getByRole("button", { name: text("vi", "order_tracking.submit") }).click();
    };
    await lookUp();
    await expect(guest.getByTestId("lookup-status")).toHaveText(text("vi", "admin.status_pending"));
    await expect(guest.getByTestId("lookup-result")).not.toContainText("anh@e2e.test");

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/orders");
    const row = page.getByTestId("order-row").filter({ hasText: orderId });
    // The row's one next step, each asked in the shop's dialog before it is sent.
    const confirmStep = async (label: string) => {
      await row.getByRole("button", { name: text("vi", label) }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: text("vi", label) })
        .click();
    };
    await confirmStep("order_tracking.admin_confirm");
    await expect(row.getByTestId("order-status")).toHaveText(text("vi", "admin.status_confirmed"));
    await confirmStep("order_tracking.admin_ship");
    await expect(row.getByTestId("order-status")).toHaveText(text("vi", "admin.status_shipping"));
    // The order's page: shipping cannot be cancelled any more, and the timeline names who did what.
    await row.getByRole("link", { name: orderId }).click();
    await expect(page.getByRole("heading", { level: 1, name: orderId })).toBeVisible();
    await expect(page.getByRole("button", { name: text("vi", "order_tracking.admin_cancel") })).toHaveCount(
      0,
    );
    await expect(page.getByTestId("order-timeline").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("order-timeline")).toContainText(ADMIN.email);
    await page.getByTestId("order-timeline").scrollIntoViewIfNeeded();
    await shoot(page, "admin-timeline");

    await lookUp();
    await expect(guest.getByTestId("lookup-status")).toHaveText(text("vi", "admin.status_shipping"));
    const timeline = guest.getByTestId("order-timeline");
    await expect(timeline.getByRole("listitem")).toHaveCount(3);
    await expect(timeline).toContainText(text("vi", "order_tracking.actor_shop"));
    await expect(timeline).not.toContainText(ADMIN.email);
    await shoot(guest, "lookup");
    await guest.close();
  });
});
