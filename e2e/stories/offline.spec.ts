import { expect, type Page, test } from "@playwright/test";
import { logIn, registerMember, uniqueEmail } from "../support/admin";
import { text } from "../support/translations";

// The installed shop's own worker (apps/web/service-worker.js): allowed here, blocked elsewhere.
test.use({ serviceWorkers: "allow" });

/** Waits until the shop's service worker serves this page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL the page's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe("the shop on a phone that loses its connection", () => {
  test("a shopper who browsed the catalogue still sees the shop and that page offline, and is told so", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);

    await page.goto("/products?sort=price_asc");
    // The cards of the list are h2 under the page's h1.
    const firstCard = page.getByRole("main").getByRole("heading", { level: 2 }).first();
    await expect(firstCard).toBeVisible();
    const firstName = await firstCard.textContent();
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByTestId("offline-notice")).toHaveText(text("vi", "offline.notice"));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      firstName ?? "",
    );

    // A page of the shop not opened before: the shell draws it from what it keeps.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text("vi", "returns.title") })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", "returns.title"));

    await context.setOffline(false);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
  });

  test("nothing personal is kept: account, favourites, orders and sign-in answers stay out of the caches", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("ngoai-tuyen");
    await registerMember(page.request, email, "mat-khau-ngoai-tuyen");
    await page.goto("/products");
    await waitForServiceWorker(page);
    // Opening a product from the list asks the catalogue API (the list itself came with the page).
    // A product card's name (the filters beside the list have a heading of their own).
    const card = page.getByRole("main").getByRole("article").first().getByRole("heading");
    const name = (await card.textContent()) ?? "";
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await logIn(page, email, "mat-khau-ngoai-tuyen");
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByTestId("favourites")).toContainText(text("vi", "account.no_favourites"));

    const urls = await cachedUrls(page);
    // The catalogue is kept…
    expect(urls.some((url) => url.startsWith("/api/products"))).toBe(true);
    // …and nothing of the shopper's own.
    expect(
      urls.filter((url) => /^\/api\/(me|orders|login|register|token|logout|password)/.test(url)),
    ).toEqual([]);
    expect(urls).not.toContain("/account");

    // Offline, a personal call fails rather than being answered from a copy.
    await context.setOffline(true);
    const answered = await page.evaluate(async () => {
      try {
        await fetch("/api/me");
        return true;
      } catch {
        return false;
      }
    });
    expect(answered).toBe(false);
  });

  test("the shop can be installed: a manifest with icons and a worker that answers offline", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const response = await page.request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    // Chromium's own verdict, the one behind its install button.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // Every Playwright context is a private ("incognito") profile, where Chromium never installs;
    // that is the one objection allowed.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  });
});
