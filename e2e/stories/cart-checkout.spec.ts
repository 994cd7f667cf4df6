import { expect, type Page, test } from "@playwright/test";
import { formatVnd, type Language, type Product, priceWithPromotion } from "@shop/shared";
import { findProduct } from "../support/catalogue";
import { mailsTo } from "../support/outbox";
import { acceptSaleTerms, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/** A shopper's way from the cart to a placed order, on the demo catalogue. */

const COLOUR_KEYS: Record<string, string> = {
  "#000000": "colour.black",
  "#7b4a2d": "colour.brown",
  "#e3d3b5": "colour.beige",
  "#d32f2f": "colour.red",
};

async function twoColourBag(page: Page): Promise<Product> {
  return findProduct(
    page.request,
    (product) =>
      product.variations.length >= 2 &&
      product.variations.every((variation) => variation.color in COLOUR_KEYS),
  );
}

async function anotherBag(page: Page, not: Product): Promise<Product> {
  return findProduct(page.request, (product) => product.id !== not.id && product.variations.length > 0);
}

function line(product: Product, variation: number, quantity: number) {
  return { id: product.id, color: product.variations[variation]?.color ?? "#000000", quantity };
}

/** Hà Nội's Phường Hoàn Kiếm unless a story picks another ward. */
const HOAN_KIEM = {
  province: "Thành phố Hà Nội",
  provinceQuery: "ha noi",
  ward: "Phường Hoàn Kiếm",
  wardQuery: "hoan kiem",
};

async function fillShipping(
  page: Page,
  language: Language,
  values: Record<string, string>,
  place: Parameters<typeof pickAddress>[2] = HOAN_KIEM,
): Promise<void> {
  const labels: Record<string, string> = {
    fullName: "checkout.full_name",
    phone: "checkout.phone",
    email: "checkout.email",
    address: "checkout.address",
  };
  for (const [field, value] of Object.entries(values)) {
    if (field === "address") await pickAddress(page, language, place);
    await page.getByLabel(text(language, labels[field] ?? ""), { exact: true }).fill(value);
  }
}

test.describe("the cart", () => {
  test("keeps two colours of one bag on their own lines", async ({ page }) => {
    const bag = await twoColourBag(page);
    await storeCart(page, [line(bag, 0, 2), line(bag, 1, 1)]);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("vi", "cart.title_count", { count: 3 }),
    );
    const lines = page.getByRole("listitem").filter({ hasText: bag.name });
    await expect(lines).toHaveCount(2);
    for (const index of [0, 1]) {
      const colour = text("vi", COLOUR_KEYS[bag.variations[index]?.color ?? ""] ?? "colour.custom");
      await expect(lines.nth(index)).toContainText(text("vi", "cart.color", { color: colour }));
      await expect(lines.nth(index)).toContainText(formatVnd(priceWithPromotion(bag)));
    }
  });

  test("refuses a sixth bag of one model with the max-5 alert", async ({ page }) => {
    const bag = await twoColourBag(page);
    await storeCart(page, [line(bag, 0, 3), line(bag, 1, 2)]);
    await page.goto("/cart");
    const first = page.getByRole("listitem").filter({ hasText: bag.name }).first();
    await first.getByRole("button", { name: text("vi", "cart.increase") }).click();
    await expect(first.getByRole("alert")).toHaveText(text("vi", "cart.quantity_max_alert", { max: 5 }));
    await expect(page.getByTestId("cart-badge")).toHaveText("5");
    await first.getByRole("button", { name: text("vi", "cart.decrease") }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
    await expect(first.getByRole("alert")).toHaveCount(0);
  });

  test("asks before removing a line or the selected lines", async ({ page }) => {
    const bag = await twoColourBag(page);
    const other = await anotherBag(page, bag);
    await storeCart(page, [line(bag, 0, 1), line(bag, 1, 1), line(other, 0, 2)]);
    await page.goto("/cart");
    const dialog = page.getByRole("dialog");

    // One line: cancelled, then confirmed.
    await page.getByRole("button", { name: text("vi", "cart.remove_item", { name: other.name }) }).click();
    await expect(dialog).toContainText(text("vi", "cart.confirm_delete_item"));
    await dialog.getByRole("button", { name: text("vi", "common.cancel") }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("4");
    await page.getByRole("button", { name: text("vi", "cart.remove_item", { name: other.name }) }).click();
    await dialog.getByRole("button", { name: text("vi", "cart.remove") }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");

    // The selected lines: the unchecked one stays.
    await page
      .getByRole("checkbox", { name: text("vi", "cart.select_item", { name: bag.name }) })
      .first()
      .uncheck();
    await page.getByRole("button", { name: text("vi", "cart.delete_selected") }).click();
    await expect(dialog).toContainText(text("vi", "cart.confirm_delete_selected"));
    await dialog.getByRole("button", { name: text("vi", "cart.delete_selected") }).click();
    await expect(page.getByRole("listitem").filter({ hasText: bag.name })).toHaveCount(1);
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("counts only the checked lines in the totals", async ({ page }) => {
    const bag = await twoColourBag(page);
    const other = await anotherBag(page, bag);
    await storeCart(page, [line(bag, 0, 2), line(other, 0, 1)]);
    await page.goto("/cart");
    const both = 2 * priceWithPromotion(bag) + priceWithPromotion(other);
    await expect(page.getByTestId("cart-total")).toHaveText(formatVnd(both));
    await page
      .getByRole("checkbox", { name: text("vi", "cart.select_item", { name: other.name }) })
      .uncheck();
    await expect(page.getByTestId("cart-subtotal")).toHaveText(formatVnd(2 * priceWithPromotion(bag)));
    await expect(page.getByTestId("cart-total")).toHaveText(formatVnd(2 * priceWithPromotion(bag)));
    const selectAll = page.getByRole("checkbox", { name: text("vi", "cart.select_all") });
    await selectAll.check();
    await expect(page.getByTestId("cart-total")).toHaveText(formatVnd(both));
    await selectAll.uncheck();
    await expect(page.getByTestId("cart-total")).toHaveText(formatVnd(0));
    await expect(page.getByText(text("vi", "cart.nothing_selected"))).toBeVisible();
  });

  test("shows the empty cart with a way back to the shop", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByText(text("vi", "cart.empty"))).toBeVisible();
    await page.getByRole("link", { name: text("vi", "cart.continue_shopping") }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("checkout", () => {
  for (const language of ["vi", "en"] as const) {
    test(`names every mistake in the shipping form (${language})`, async ({ page }) => {
      const bag = await twoColourBag(page);
      await storeCart(page, [line(bag, 0, 1)]);
      let orders = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/orders")) orders += 1;
      });
      await page.goto(`/checkout?lng=${language}`);
      const pay = page.getByRole("button", { name: text(language, "checkout.pay_cod") });
      await pay.click();
      for (const key of [
        "error_full_name",
        "error_phone",
        "error_email",
        "error_province",
        "error_ward",
        "error_address",
      ]) {
        await expect(page.getByText(text(language, `checkout.${key}`))).toBeVisible();
      }
      await fillShipping(page, language, {
        fullName: "Trần Minh Anh",
        phone: "09012345",
        email: "minh anh@example.vn",
        address: "45 Hàng Bạc",
      });
      await expect(page.getByText(text(language, "checkout.error_full_name"))).toHaveCount(0);
      await expect(page.getByText(text(language, "checkout.error_address"))).toHaveCount(0);
      await expect(page.getByText(text(language, "checkout.error_province"))).toHaveCount(0);
      await expect(page.getByText(text(language, "checkout.error_ward"))).toHaveCount(0);
      await pay.click();
      await expect(page.getByText(text(language, "checkout.error_phone"))).toBeVisible();
      await expect(page.getByText(text(language, "checkout.error_email"))).toBeVisible();
      await fillShipping(page, language, { phone: "090123456789" });
      await pay.click();
      await expect(page.getByText(text(language, "checkout.error_phone"))).toBeVisible();
      expect(orders).toBe(0);
    });
  }

  test("places an order that the shop stores and confirms by e-mail", async ({ page }, testInfo) => {
    const bag = await twoColourBag(page);
    const other = await anotherBag(page, bag);
    const email = `lan.${testInfo.project.name}.${Date.now()}@example.vn`;
    await storeCart(page, [line(bag, 0, 2), line(bag, 1, 1), line(other, 0, 1)]);
    await page.goto("/cart");
    await page
      .getByRole("checkbox", { name: text("vi", "cart.select_item", { name: other.name }) })
      .uncheck();
    await page.getByRole("link", { name: text("vi", "cart.checkout") }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const total = 3 * priceWithPromotion(bag);
    await expect(page.getByTestId("checkout-total")).toHaveText(formatVnd(total));
    // Cash on delivery is the choice a shopper starts with, beside the online methods.
    await expect(page.getByRole("radio", { name: text("vi", "checkout.cod") })).toBeChecked();
    await fillShipping(
      page,
      "vi",
      { fullName: "Nguyễn Thị Lan", phone: "0901234567", email, address: "12 Lê Lợi" },
      {
        province: "Thành phố Hồ Chí Minh",
        provinceQuery: "ho chi minh",
        ward: "Phường Sài Gòn",
        wardQuery: "sai gon",
      },
    );
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();

    await expect(page.getByText(text("vi", "checkout.success_cod"))).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(formatVnd(total));
    const orderId = (await page.getByTestId("order-id").textContent())?.match(/ORDER\d+/)?.[0] ?? "";
    expect(orderId).toMatch(/^ORDER\d{13,}$/);
    // The ordered lines left the cart; the unchecked one stayed.
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail).toContain(orderId);
    expect(mail).toContain(formatVnd(total));
    expect(mail).toContain("12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh");
    expect(mail).toContain("Chúng tôi sẽ gọi điện cho bạn để xác nhận đơn hàng");
  });

  test("makes one order of a double click on pay, showing the processing label meanwhile", async ({
    page,
  }, testInfo) => {
    const bag = await twoColourBag(page);
    const email = `minh.${testInfo.project.name}.${Date.now()}@example.vn`;
    await storeCart(page, [line(bag, 0, 1)]);
    let posts = 0;
    // The answer is held back until the shopper has seen the button busy, as on a slow phone
    // network (a fixed delay raced the check on a slow machine).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/orders", async (route) => {
      posts += 1;
      await answered;
      await route.continue();
    });
    await page.goto("/checkout?lng=en");
    await fillShipping(page, "en", {
      fullName: "Tran Minh",
      phone: "0912345678",
      email,
      address: "45 Hang Bac",
    });
    await acceptSaleTerms(page, "en");
    await page.getByRole("button", { name: text("en", "checkout.pay_cod") }).dblclick();
    const busy = page.getByRole("button", { name: text("en", "checkout.processing") });
    await expect(busy).toBeDisabled();
    answer();
    await expect(page.getByText(text("en", "checkout.success_cod"))).toBeVisible();
    expect(posts).toBe(1);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    expect((await mailsTo(email))[0]).toContain("We will call you to confirm your order");
  });

  test("says so when the order cannot be placed", async ({ page }) => {
    const bag = await twoColourBag(page);
    await storeCart(page, [line(bag, 0, 1)]);
    await page.route("**/api/orders", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "down" } } }),
    );
    await page.goto("/checkout");
    await fillShipping(page, "vi", {
      fullName: "Lê Hoa",
      phone: "0987654321",
      email: "hoa@example.vn",
      address: "3 Trần Phú",
    });
    await acceptSaleTerms(page, "vi");
    await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
    await expect(page.getByRole("alert")).toHaveText(text("vi", "checkout.error_cod"));
    await expect(page.getByRole("button", { name: text("vi", "checkout.pay_cod") })).toBeEnabled();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });
});

test.describe("within the shop's security policy", () => {
  test("the cart and checkout do nothing the shop's Content-Security-Policy refuses", async ({
    page,
    request,
  }) => {
    const bag = await findProduct(request, (product) => (product.variations[0]?.stock ?? 0) > 0);
    await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color, quantity: 1 }]);
    // Every refusal the browser reports, from the page's first script on.
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refusedByPolicy: refused });
      document.addEventListener("securitypolicyviolation", (event) => {
        refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    for (const path of ["/cart", "/checkout"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The form's rules have run: its schemas are the code that once asked for `eval`.
      await expect(page.getByText(bag.name).first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy),
      ).toEqual([]);
    }
  });
});
