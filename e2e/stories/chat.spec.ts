import { type ChildProcess, spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_SHOP_INFO } from "@shop/shared";
import { text } from "../support/translations";

/** Every host a page asked for while it loaded and settled. */
async function hostsRequestedBy(page: Page, paths: string[]): Promise<Set<string>> {
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  return hosts;
}

test.describe("a shopper looks for a way to chat with the shop", () => {
  test("the floating chat link opens the shop's Messenger page in a new tab; no Zalo unless configured", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = page.getByRole("link", {
      name: `${text("vi", "footer.chat")} ${text("vi", "common.new_tab")}`,
    });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("href", DEFAULT_SHOP_INFO.messengerUrl);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: new RegExp(text("vi", "footer.chat_zalo")) })).toHaveCount(0);
  });

  test("without a Messenger page id, no page asks any other host for anything", async ({ page, request }) => {
    const products = (await (await request.get("/api/products?limit=1")).json()) as {
      items: Array<{ id: string }>;
    };
    const hosts = await hostsRequestedBy(page, [
      "/",
      "/products",
      `/products/${products.items[0]?.id}`,
      "/search?q=tui",
      "/about",
    ]);
    const origin = new URL(page.url()).host;
    expect([...hosts]).toEqual([origin]);
    await expect(page.locator(".fb-customerchat")).toHaveCount(0);
    expect(await page.evaluate(() => "FB" in window)).toBe(false);
  });
});

/**
 * A second shop server with a Messenger page id and a Zalo link. The SDK's address is answered by
 * a stand-in that records what the widget asked of it (Meta's plugin itself is switched off).
 */
test.describe("with a Messenger page id configured", () => {
  const PAGE_ID = "102030405060708";
  const ZALO_URL = "https://zalo.me/0901234567";
  let server: ChildProcess | undefined;
  let baseURL = "";
  let dataDir = "";

  test.beforeAll(async () => {
    // A fresh database is migrated at start: slower than a test on a busy machine.
    test.setTimeout(120_000);
    // Beside the main E2E server's port, one per worker, so parallel workers do not collide.
    const port = Number(process.env.E2E_PORT ?? 3100) + 2 + test.info().parallelIndex;
    baseURL = `http://127.0.0.1:${port}`;
    dataDir = `.data-e2e-chat-${port}`;
    await rm(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ["../apps/server/dist/server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        MESSENGER_PAGE_ID: PAGE_ID,
        ZALO_URL,
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`${baseURL} did not start`);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((done) => (server?.exitCode === null ? server.once("exit", done) : done(null)));
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The SDK stand-in arrives late, so the widget has to poll for it. */
  async function fakeFacebookSdk(page: Page): Promise<void> {
    await page.route("https://connect.facebook.net/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `setTimeout(() => {
          window.FB = {
            init(options) { (window.fbCalls ??= []).push({ init: options }); },
            XFBML: { parse() { (window.fbCalls ??= []).push({ parse: true }); } },
          };
        }, 700);`,
      }),
    );
  }

  test("the widget loads the SDK, initialises v17.0 and asks a guest to log in", async ({ page }) => {
    await fakeFacebookSdk(page);
    const sdkRequest = page.waitForRequest(/connect\.facebook\.net\/vi_VN\/sdk\/xfbml\.customerchat\.js/);
    await page.goto(`${baseURL}/`);
    await sdkRequest;
    await expect
      .poll(() => page.evaluate(() => (window as { fbCalls?: unknown[] }).fbCalls))
      .toEqual([{ init: { xfbml: true, version: "v17.0" } }, { parse: true }]);
    const widget = page.locator(".fb-customerchat");
    await expect(widget).toHaveAttribute("page_id", PAGE_ID);
    await expect(widget).toHaveAttribute("logged_in_greeting", text("vi", "chat.greeting_logged_in"));
    await expect(widget).toHaveAttribute("logged_out_greeting", text("vi", "chat.greeting_logged_out"));
    await expect(widget).toHaveAttribute("greeting_dialog_display", "show");
    await page.getByRole("link", { name: text("vi", "chat.login_prompt") }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a signed-in customer is greeted without being asked to log in", async ({ page }) => {
    await fakeFacebookSdk(page);
    // What a signed-in session leaves (features/auth/session-store.ts); only its presence matters here.
    await page.addInitScript(() =>
      localStorage.setItem("auth", JSON.stringify({ accessToken: "signed-in" })),
    );
    await page.goto(`${baseURL}/?lng=en`);
    const widget = page.locator(".fb-customerchat");
    await expect(widget).toHaveAttribute("greeting_dialog_display", "hide");
    await expect(widget).toHaveAttribute("logged_in_greeting", text("en", "chat.greeting_logged_in"));
    await expect(page.getByRole("link", { name: text("en", "chat.login_prompt") })).toHaveCount(0);
  });

  test("the Zalo link joins the Messenger link", async ({ page }) => {
    await fakeFacebookSdk(page);
    await page.goto(`${baseURL}/`);
    const zalo = page.getByRole("link", {
      name: `${text("vi", "footer.chat_zalo")} ${text("vi", "common.new_tab")}`,
    });
    await expect(zalo).toHaveAttribute("href", ZALO_URL);
    await expect(zalo).toHaveAttribute("target", "_blank");
  });
});
