import { expect, type Page, test } from "@playwright/test";
import { findProduct } from "../support/catalogue";
import { text } from "../support/translations";

/**
 * On a slow line the first screen comes with the page itself: the server paints each page's
 * largest picture (and the product list's heading and filters) into the HTML, and when the app's
 * scripts arrive and take over, nothing the shopper is looking at moves.
 */

/** Holds the app's entry script until `release` is called: the page as it is before the app runs. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the page's first picture sits once it has loaded, read in one step (the app may be
 * replacing the element at that very moment: a picture half swapped is read again).
 */
async function firstPictureBox(page: Page): Promise<Box | null> {
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await page
        .locator("main img")
        .first()
        .evaluate((img) => {
          const picture = img as HTMLImageElement;
          if (!picture.isConnected || picture.naturalWidth === 0) return null;
          const { x, y, width, height } = picture.getBoundingClientRect();
          return width > 0 ? { x, y, width, height } : null;
        })
        .catch(() => null);
      return box;
    })
    .not.toBeNull();
  return box;
}

/** Opens `path` with the app held back, measures the painted picture, lets the app run, measures again. */
async function pictureBeforeAndAfterTheApp(page: Page, path: string) {
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: "commit" });
  // Before the app: the frame the server sent is hidden from assistive technology, so there is no banner yet.
  await expect(page.getByRole("banner")).toHaveCount(0);
  const before = await firstPictureBox(page);
  release();
  await expect(page.getByRole("banner")).toBeVisible();
  const after = await firstPictureBox(page);
  return { before, after };
}

test.describe("the first screen before the app has run", () => {
  test("the product list shows its heading, filters and first pictures, which stay put when the app takes over", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto("/products", { waitUntil: "commit" });
    const shell = page.locator("main [inert]");
    await expect(shell.locator("h1")).toHaveText(text("vi", "products.title"));
    await expect(shell.getByText(text("vi", "category.handbag"), { exact: true })).toBeVisible();
    // A picture of the page: nothing in it takes the keyboard before the app runs.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[inert]") ?? null)).toBeNull();
    const before = await firstPictureBox(page);
    release();

    await expect(page.getByRole("heading", { level: 1, name: text("vi", "products.title") })).toBeVisible();
    await expect(shell).toHaveCount(0);
    expect(await firstPictureBox(page)).toEqual(before);
  });

  test("a filtered, sorted list says so before the app runs", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/products?category=Shoulder+Bag&sort=price_asc", { waitUntil: "commit" });
    const shell = page.locator("main [inert]");
    await expect(shell.locator("h1")).toHaveText(text("vi", "category.shoulder_bag"));
    await expect(shell.locator("select")).toHaveValue(text("vi", "products.sort_price_asc"));
    const before = await firstPictureBox(page);
    release();
    await expect(
      page.getByRole("heading", { level: 1, name: text("vi", "category.shoulder_bag") }),
    ).toBeVisible();
    expect(await firstPictureBox(page)).toEqual(before);
  });

  test("the home page's first slide and a product page's first picture stay where the page painted them", async ({
    page,
    request,
  }) => {
    const home = await pictureBeforeAndAfterTheApp(page, "/");
    expect(home.after).toEqual(home.before);

    const product = await findProduct(request, (candidate) => candidate.variations[0]?.images.length !== 0);
    const productPage = await pictureBeforeAndAfterTheApp(page, `/products/${product.id}`);
    expect(productPage.after).toEqual(productPage.before);
  });
});

test.describe("the app's scripts come after the first picture", () => {
  test("the product list asks for them only once its first picture has arrived, then works as before", async ({
    page,
  }) => {
    // What the browser asked for and received, in order: the pictures of the page, the app's scripts.
    const events: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (/^\/assets\/.*\.js$/.test(url.pathname) && !url.pathname.includes("app-loader")) {
        events.push(`asked for a script ${url.pathname}`);
      }
    });
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname.startsWith("/media/")) events.push("received a picture");
    });
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: text("vi", "products.title") })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    const firstScript = events.findIndex((event) => event.startsWith("asked for a script"));
    expect(events.indexOf("received a picture")).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThan(events.indexOf("received a picture"));
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("the product list's first screen is in the shopper's language", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/products", { waitUntil: "commit" });
    const shell = page.locator("main [inert]");
    await expect(shell.locator("h1")).toHaveText(text("en", "products.title"));
    await expect(shell.getByText(text("en", "products.all_categories"), { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: text("en", "products.title") })).toBeVisible();
  });
});
