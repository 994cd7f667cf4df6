/**
 * Screenshots of the buyer's contract (docs/decisions/052-the-buyers-contract-and-records.md) for
 * docs/screenshots/legal/: the checkout's terms at 375 px in vi and en, and the product page's
 * pre-contract disclosure at 375 and 1440 px. Run against a shop already started from the build:
 *
 *   npx tsx support/legal-screenshots.ts http://127.0.0.1:3402
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";

const baseUrl = process.argv[2] ?? "http://127.0.0.1:3402";
const out = fileURLToPath(new URL("../../docs/screenshots/legal/", import.meta.url));

async function firstProduct(): Promise<{ id: string; color: string }> {
  const page = (await (await fetch(`${baseUrl}/api/products?limit=1`)).json()) as {
    items: Array<{ id: string; variations: Array<{ color: string }> }>;
  };
  const product = page.items[0];
  if (!product?.variations[0]) throw new Error("no product with a colour");
  return { id: product.id, color: product.variations[0].color };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(out, name) });
  console.log(name);
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const product = await firstProduct();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.goto(`${baseUrl}/products/${product.id}?lng=vi`);
      const disclosure = page.getByTestId("pre-contract-disclosure");
      await disclosure.scrollIntoViewIfNeeded();
      await page.getByTestId("disclosure-origin").waitFor();
      await disclosure.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await shoot(page, `product-disclosure-${width}.png`);
      await page.close();
    }
    for (const language of ["vi", "en"] as const) {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      await page.addInitScript(
        (cart) => localStorage.setItem("cart", cart),
        JSON.stringify([{ ...product, quantity: 1 }]),
      );
      await page.goto(`${baseUrl}/checkout?lng=${language}`);
      const terms = page.getByTestId("sale-terms");
      await terms.getByRole("checkbox").waitFor();
      await terms.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await shoot(page, `checkout-terms-375-${language}.png`);
      await terms.locator("summary").click();
      await terms.getByRole("checkbox").check();
      await terms.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await shoot(page, `checkout-terms-open-375-${language}.png`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
