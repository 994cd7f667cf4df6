import { expect, type Page } from "@playwright/test";
import { LANGUAGES, type Language } from "@shop/shared";
import { text } from "./translations";

export const NATIVE_NAMES: Record<Language, string> = {
  vi: "Tiếng Việt",
  en: "English",
  kr: "한국어",
  jp: "日本語",
};

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Picks a language the way a shopper would: the header switcher, or the phone menu. */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole("button", { name: text(from, "header.open_menu") }).click();
  } else {
    await page
      .getByRole("button", { name: text(from, "language.current", { language: NATIVE_NAMES[from] }) })
      .click();
  }
  await page.getByRole("button", { name: NATIVE_NAMES[to], exact: true }).click();
}

/** The footer is on every page at every width: its "YOU SHOULD SEE" heading tells the language. */
export async function expectLanguage(page: Page, language: Language): Promise<void> {
  const htmlLang = { vi: "vi", en: "en", kr: "ko", jp: "ja" }[language];
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  await expect(page.getByRole("contentinfo")).toContainText(text(language, "footer.you_should_see"));
  for (const other of LANGUAGES.filter((l) => l !== language)) {
    if (text(other, "footer.privacy") !== text(language, "footer.privacy")) {
      await expect(page.getByRole("contentinfo")).not.toContainText(text(other, "footer.privacy"));
    }
  }
}

/** Stores a cart before any page script runs, as an earlier visit would have left it. */
export async function storeCart(page: Page, cart: unknown): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("e2e-cart-stored")) {
      localStorage.setItem("cart", typeof value === "string" ? value : JSON.stringify(value));
      sessionStorage.setItem("e2e-cart-stored", "1");
    }
  }, cart);
}

/**
 * Opens the product list by a click inside the app (the footer's "all products", on every page at
 * every width). A page opened by its address arrives with its first data in the HTML; after a
 * click the app asks the API, so stories can show what a slow, failing or empty API looks like.
 */
export async function openProductListInApp(page: Page): Promise<void> {
  await page.goto("/about");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text("vi", "footer.all_products") })
    .click();
}

/**
 * Picks the province and then the ward at checkout the way a shopper does: typing part of each
 * name without accents into its searchable list and choosing the match.
 */
export async function pickAddress(
  page: Page,
  language: Language,
  {
    province,
    provinceQuery,
    ward,
    wardQuery,
  }: { province: string; provinceQuery: string; ward: string; wardQuery: string },
): Promise<void> {
  const provinceBox = page.getByRole("combobox", { name: text(language, "address_picker.province") });
  await provinceBox.fill(provinceQuery);
  await page.getByRole("option", { name: province, exact: true }).click();
  await expect(provinceBox).toHaveValue(province);
  const wardBox = page.getByRole("combobox", { name: text(language, "address_picker.ward") });
  await expect(wardBox).toBeEnabled();
  await wardBox.fill(wardQuery);
  await page.getByRole("option", { name: ward, exact: true }).click();
  await expect(wardBox).toHaveValue(ward);
}

/** Taps the product page's heart and waits until it shows the bag as a favourite. */
export async function keepAsFavourite(page: Page, language: Language): Promise<void> {
  // The page's own heart, held as the element itself: the related products below have hearts too,
  // and one of them may already be pressed (a bag kept before), which must not count as this one.
  const heart = await page
    .getByRole("button", { name: text(language, "productdetail.add_to_favourites") })
    .first()
    .elementHandle();
  if (!heart) throw new Error("no heart to press on this page");
  await heart.click();
  await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
}

/**
 * Ticks the sale terms at checkout, as every shopper must before ordering: the box is never ticked
 * in advance (docs/decisions/052-the-buyers-contract-and-records.md). Its label names the version,
 * so it is found by the words before it.
 */
export async function acceptSaleTerms(page: Page, language: Language = "vi"): Promise<void> {
  const words = text(language, "sale_terms.accept", { version: "\u0000" }).split("\u0000")[0] ?? "";
  await page.getByRole("checkbox", { name: words }).check();
}
