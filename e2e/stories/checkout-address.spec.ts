import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { findProduct } from "../support/catalogue";
import { acceptSaleTerms, storeCart } from "../support/shopper";
import { text } from "../support/translations";

/** The address picker at checkout, for keyboard and screen-reader users, at every width. */

test.beforeEach(async ({ page }) => {
  const bag = await findProduct(page.request, (product) => product.variations.length > 0);
  await storeCart(page, [{ id: bag.id, color: bag.variations[0]?.color ?? "#000000", quantity: 1 }]);
  await page.goto("/checkout");
});

test("axe finds no serious or critical problem with the province list open", async ({ page }) => {
  const province = page.getByRole("combobox", { name: text("vi", "address_picker.province") });
  await province.fill("thanh pho");
  await expect(page.getByRole("option").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include("form").analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);
});

test("a keyboard alone picks Hà Nội typed as 'hanoi' and a ward, and the ward follows the province", async ({
  page,
}) => {
  const province = page.getByRole("combobox", { name: text("vi", "address_picker.province") });
  const ward = page.getByRole("combobox", { name: text("vi", "address_picker.ward") });
  await expect(ward).toBeDisabled();
  await province.focus();
  await page.keyboard.type("hanoi");
  await page.keyboard.press("Enter");
  await expect(province).toHaveValue("Thành phố Hà Nội");
  await page.keyboard.press("Tab");
  await expect(ward).toBeFocused();
  await page.keyboard.type("hoan kiem");
  await page.keyboard.press("Tab");
  await expect(ward).toHaveValue("Phường Hoàn Kiếm");
  await expect(page.getByLabel(text("vi", "checkout.address"), { exact: true })).toBeFocused();

  // Another province empties the ward: a ward belongs to one province.
  await province.fill("da nang");
  await page.getByRole("option", { name: "Thành phố Đà Nẵng" }).click();
  await expect(ward).toHaveValue("");
  await acceptSaleTerms(page, "vi");
  await page.getByRole("button", { name: text("vi", "checkout.pay_cod") }).click();
  await expect(page.getByText(text("vi", "checkout.error_ward"))).toBeVisible();
});
