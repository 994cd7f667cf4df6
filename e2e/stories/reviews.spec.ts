import { mkdir } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Product } from "@shop/shared";
import { ADMIN, imageFile, logIn, registerMember, uniqueEmail } from "../support/admin";
import { isStoryProduct } from "../support/catalogue";
import { mailsTo } from "../support/outbox";
import { acceptSaleTerms, isPhone, pickAddress, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/**
 * Trusting and deciding (docs/decisions/057-reviews-related-address-book.md): a buyer whose order
 * was delivered reviews the bag with a photo, the owner approves and answers it, and the product
 * page shows it with its average; a returning customer's saved address fills the checkout.
 */

const PASSWORD = "mat-khau-e2e-dai";

/**
 * Set E2E_SHOTS_DIR to keep screenshots to look at: at 375 px on the phone's run, 1440 px on the
 * desktop's; `fullPage` false keeps what the screen shows (the phone's fixed buy bar with it).
 */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const width = isPhone(page) ? 375 : 1440;
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: isPhone(page) ? 812 : 900 });
  // A whole page from its top: the sticky header is drawn where the page was scrolled otherwise.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  if (size) await page.setViewportSize(size);
}

/** A member whose e-mail is proved through the mailed link, as a real customer's is. */
async function verifiedMember(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerMember(request, email, PASSWORD);
  let token = "";
  await expect(async () => {
    const mail = (await mailsTo(email)).join("\n");
    token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
    expect(token).not.toBe("");
  }).toPass();
  const verified = await request.post("/api/verify-email", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return email;
}

/** The owner's bearer header, for the order's delivery (the back office's own story clicks it). */
async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post("/api/login", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).accessToken as string}` };
}

/** A demo bag in stock of its own for each device's run (desktop and phone run side by side). */
async function bagFor(page: Page, project: string): Promise<Product> {
  const list = (await (await page.request.get("/api/products?limit=50&sort=price_asc")).json()) as {
    items: Product[];
  };
  const bags = list.items.filter((item) => !isStoryProduct(item) && (item.variations[0]?.stock ?? 0) > 2);
  const bag = bags[project.startsWith("phone") ? 7 : 6];
  if (!bag) throw new Error("not enough bags in stock");
  return bag;
}

test("a buyer reviews a delivered bag with a photo; the owner approves and answers; the page shows it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // A second browser for the owner, a photo upload and the back office, on a shared machine.
  const bag = await bagFor(page, testInfo.project.name);
  const email = await verifiedMember(page.request, "nguoi-mua");
  const placed = await page.request.post("/api/orders", {
    data: {
      paymentMethod: "cod",
      customerInfo: {
        fullName: "Phạm Thu Hà",
        phone: "0912345678",
        email,
        address: "12 Lý Thường Kiệt",
        provinceCode: 1,
        wardCode: 70,
      },
      items: [{ productId: bag.id, color: bag.variations[0]?.color, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const delivered = await page.request.put(`/api/orders/${(await placed.json()).id as string}/status`, {
    headers: await ownerHeaders(page.request),
    data: { status: "delivered" },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // From the account's delivered order to the product page's form.
  await logIn(page, email, PASSWORD);
  await page.goto("/account");
  await page
    .getByRole("link", { name: text("vi", "reviews.write_from_order") })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${bag.id}#reviews$`));
  const form = page.locator("form").filter({ hasText: text("vi", "reviews.write_title") });
  await form
    .locator("label")
    .filter({ hasText: text("vi", "reviews.stars", { count: 4 }) })
    .click();
  await expect(form.getByRole("radio", { name: text("vi", "reviews.stars", { count: 4 }) })).toBeChecked();
  const body = `Da mềm, màu đúng như ảnh – ${testInfo.project.name}`;
  await form.getByLabel(text("vi", "reviews.your_review")).fill(body);
  await form
    .getByLabel(text("vi", "reviews.photos", { max: 3 }))
    .setInputFiles(await imageFile("tui-that.png", "png", "#8d5b3d"));
  await form.getByRole("button", { name: text("vi", "reviews.send") }).click();
  await expect(page.getByText(text("vi", "reviews.sent_pending"))).toBeVisible();
  // Not shown before the shop approves it.
  await expect(page.getByText(body)).toHaveCount(0);

  // The owner approves and answers it in the back office.
  const ownerContext = await browser.newContext({ ...testInfo.project.use });
  const owner = await ownerContext.newPage();
  await logIn(owner, ADMIN.email, ADMIN.password);
  await owner.goto("/admin/reviews");
  const card = owner.getByTestId("admin-review").filter({ hasText: body });
  await expect(card).toContainText(bag.name);
  await expect(card.getByRole("img")).toHaveCount(1);
  await card.getByRole("button", { name: text("vi", "admin_reviews.approve") }).click();
  await expect(owner.getByText(text("vi", "admin_reviews.approved"))).toBeVisible();
  // Approved reviews leave the waiting list: the answer is written under "approved".
  await owner.getByRole("button", { name: text("vi", "admin_reviews.status_approved"), exact: true }).click();
  const approved = owner.getByTestId("admin-review").filter({ hasText: body });
  const answer = "Cảm ơn chị Hà đã tin chọn Lumi!";
  await approved.getByLabel(text("vi", "admin_reviews.reply_label")).fill(answer);
  await approved.getByRole("button", { name: text("vi", "admin_reviews.reply_save") }).click();
  await expect(owner.getByText(text("vi", "admin_reviews.replied"))).toBeVisible();
  if (!isPhone(owner)) await shoot(owner, "admin-reviews");
  await ownerContext.close();

  // Anyone now reads it on the product page, with the average beside the price.
  const rating = ((await (await page.request.get(`/api/products/${bag.id}`)).json()) as Product).rating;
  expect(rating?.count).toBeGreaterThanOrEqual(1);
  await page.goto(`/products/${bag.id}`);
  const average = text("vi", "reviews.rating_line", {
    average: rating?.average ?? 0,
    count: rating?.count ?? 0,
  });
  await expect(page.getByText(average).first()).toBeVisible();
  // Below the fold, the reviews render as the shopper scrolls near them.
  await page.locator("#reviews").scrollIntoViewIfNeeded();
  const review = page.getByTestId("review-list").locator("li").filter({ hasText: body });
  await expect(review).toContainText("Hà");
  await expect(review).toContainText(text("vi", "reviews.verified_purchase"));
  await expect(review.getByTestId("shop-reply")).toContainText(answer);
  await expect(review.getByRole("img")).toHaveCount(1);
  await expect(page.getByTestId("reviews-average")).toContainText(average);
  await review.scrollIntoViewIfNeeded();
  await shoot(page, "product-reviews", { fullPage: !isPhone(page) });
});

test("a returning customer's saved address fills the checkout", async ({ page }, testInfo) => {
  const email = uniqueEmail("so-dia-chi");
  await registerMember(page.request, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await page.goto("/account");
  const book = page.getByTestId("address-book");
  await book.getByRole("button", { name: text("vi", "address_book.add") }).click();
  const form = book.getByTestId("address-form");
  await form.getByLabel(text("vi", "checkout.full_name")).fill("Lê Minh Anh");
  await form.getByLabel(text("vi", "checkout.phone")).fill("0987654321");
  await pickAddress(page, "vi", {
    province: "Thành phố Hà Nội",
    provinceQuery: "hanoi",
    ward: "Phường Hoàn Kiếm",
    wardQuery: "hoan kiem",
  });
  await form.getByLabel(text("vi", "checkout.address"), { exact: true }).fill("8 Tràng Tiền");
  await form.getByRole("button", { name: text("vi", "address_book.save") }).click();
  await expect(book).toContainText("8 Tràng Tiền, Phường Hoàn Kiếm, Thành phố Hà Nội");
  await expect(book).toContainText(text("vi", "address_book.default"));
  if (isPhone(page)) {
    await book.scrollIntoViewIfNeeded();
    await shoot(page, "account-address-book", { fullPage: false });
  }

  const bag = await bagFor(page, testInfo.project.name);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color ?? "#000000", quantity: 1 }]);
  await page.goto("/checkout");
  await expect(page.getByTestId("saved-addresses")).toContainText("Lê Minh Anh");
  await expect(page.getByLabel(text("vi", "checkout.full_name"))).toHaveValue("Lê Minh Anh");
  await expect(page.getByLabel(text("vi", "checkout.phone"))).toHaveValue("0987654321");
  await expect(page.getByRole("combobox", { name: text("vi", "address_picker.ward") })).toHaveValue(
    "Phường Hoàn Kiếm",
  );
  await expect(page.getByLabel(text("vi", "checkout.address"), { exact: true })).toHaveValue("8 Tràng Tiền");
  if (isPhone(page)) await shoot(page, "checkout-saved-address", { fullPage: false });
  await acceptSaleTerms(page, "vi");
  await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
  await expect(page.getByTestId("order-address")).toHaveText(
    "8 Tràng Tiền, Phường Hoàn Kiếm, Thành phố Hà Nội",
  );
  // Already in the book: nothing to offer.
  await expect(page.getByTestId("save-address")).toHaveCount(0);
});
