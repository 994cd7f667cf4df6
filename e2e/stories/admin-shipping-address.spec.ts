import { expect, test } from "@playwright/test";
import { formatVnd, priceWithPromotion } from "@shop/shared";
import { ADMIN, logIn, uniqueEmail } from "../support/admin";
import { findProduct } from "../support/catalogue";
import { mailsTo } from "../support/outbox";
import { acceptSaleTerms, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/**
 * The owner charges for shipping, and a shopper in Hồ Chí Minh City finds her city and ward by
 * typing without accents. An administrator's story (admin-*.spec.ts): it runs after the shoppers'
 * stories, since a fee changes every total they check. Both projects set the same fee.
 */
const FEE = 30_000;
const FREE_FROM = 500_000_000; // never reached by a cart here: the fee always applies

test("the owner sets a shipping fee; a shopper picks Hồ Chí Minh and a ward without accents and sees both", async ({
  page,
}) => {
  // The owner sets the fee in the settings; a negative fee is refused with a translated message.
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/settings");
  const fee = page.getByLabel(text("vi", "shipping_settings.flat_fee"));
  const freeFrom = page.getByLabel(text("vi", "shipping_settings.free_from"));
  await fee.fill("-5000");
  await page.getByRole("button", { name: text("vi", "shipping_settings.save") }).click();
  await expect(page.getByText(text("vi", "shipping_settings.error_fee"))).toBeVisible();
  await fee.fill("30.000");
  await freeFrom.fill(String(FREE_FROM));
  await page.getByRole("button", { name: text("vi", "shipping_settings.save") }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText(text("vi", "shipping_settings.saved"));
  await expect(page.getByTestId("shipping-current")).toContainText(formatVnd(FEE));

  // A shopper's cart: the summary adds the fee and says how much more ships free.
  const bag = await findProduct(page.request, (product) => product.variations.length > 0);
  const price = priceWithPromotion(bag);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color ?? "#000000", quantity: 1 }]);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-shipping")).toHaveText(formatVnd(FEE));
  await expect(page.getByTestId("cart-total")).toHaveText(formatVnd(price + FEE));
  await expect(page.getByTestId("cart-free-shipping")).toHaveText(
    text("vi", "shipping_fee.free_from_more", { amount: formatVnd(FREE_FROM - price) }),
  );

  await page.getByRole("link", { name: text("vi", "cart.checkout") }).click();
  await expect(page.getByTestId("checkout-shipping")).toHaveText(formatVnd(FEE));
  await page.getByLabel(text("vi", "checkout.full_name"), { exact: true }).fill("Phạm Thu Hà");
  await page.getByLabel(text("vi", "checkout.phone"), { exact: true }).fill("0903123456");
  const email = uniqueEmail("thu-ha");
  await page.getByLabel(text("vi", "checkout.email"), { exact: true }).fill(email);

  // The province: typed without accents, chosen with the keyboard.
  const province = page.getByRole("combobox", { name: text("vi", "address_picker.province") });
  const ward = page.getByRole("combobox", { name: text("vi", "address_picker.ward") });
  await expect(ward).toBeDisabled();
  await province.fill("ho chi minh");
  await expect(page.getByRole("option")).toHaveText(["Thành phố Hồ Chí Minh"]);
  await province.press("ArrowDown");
  await province.press("Enter");
  await expect(province).toHaveValue("Thành phố Hồ Chí Minh");

  // The ward: "thu duc" finds Phường Thủ Đức among the city's 168 wards; a click picks it.
  await ward.fill("thu duc");
  await expect(ward).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("option", { name: "Phường Thủ Đức", exact: true }).click();
  await expect(ward).toHaveValue("Phường Thủ Đức");
  await page.getByLabel(text("vi", "checkout.address"), { exact: true }).fill("25 Võ Văn Ngân");
  await acceptSaleTerms(page, "vi");
  await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();

  // The order page: the whole address and the fee the server charged.
  await expect(page.getByText(text("vi", "checkout.success_cod"))).toBeVisible();
  await expect(page.getByTestId("order-address")).toHaveText(
    "25 Võ Văn Ngân, Phường Thủ Đức, Thành phố Hồ Chí Minh",
  );
  await expect(page.getByTestId("order-shipping")).toHaveText(formatVnd(FEE));
  await expect(page.getByTestId("order-total")).toHaveText(formatVnd(price + FEE));

  // The confirmation mail says the same.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail).toContain("25 Võ Văn Ngân, Phường Thủ Đức, Thành phố Hồ Chí Minh");
  expect(mail).toContain(`Phí vận chuyển: ${formatVnd(FEE)}`);

  // And the owner's order page (reached from the list, found by the e-mail) shows the full address.
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByTestId("order-row").first().getByRole("link").first().click();
  await expect(page.getByTestId("order-detail")).toContainText(
    "25 Võ Văn Ngân, Phường Thủ Đức, Thành phố Hồ Chí Minh",
  );
});
