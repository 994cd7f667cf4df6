import { defineConfig, devices } from "@playwright/test";
import {
  E2E_CARRIER_UNITS_FILE,
  E2E_GHN,
  E2E_GHN_URL,
  E2E_GHTK,
  E2E_GHTK_PORT,
  E2E_GHTK_URL,
} from "./support/carriers";
import { E2E_BANK, E2E_MOMO, E2E_VNPAY } from "./support/payment-gateways";
import { SELLER_ENVIRONMENT } from "./support/seller";

/**
 * Stories run in Debian's Chromium (no browser download is possible here) against the production
 * build served by the real server, on a fresh embedded database seeded with the demo catalogue.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
/** The mock Google/Facebook provider (support/oauth-mock-server.ts) for the social sign-in story. */
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 1000);
const oauthUrl = `http://127.0.0.1:${oauthPort}`;
/** The VNPay and MoMo stand-ins (support/payment-mock-server.ts) for the payment stories. */
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? port + 2000);
const paymentUrl = `http://127.0.0.1:${paymentPort}`;
/** Their refund APIs (support/refund-gateway-mock via support/payment-mock-server.ts) for the return story. */
// port + 3000 and + 3001 are the carriers' stand-ins (support/carriers.ts).
const refundPort = Number(process.env.E2E_REFUND_PORT ?? port + 4000);

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const ADMIN_STORIES = /admin-.*\.spec\.ts$/;
const desktop = { ...devices["Desktop Chrome"], locale: "vi-VN", viewport: { width: 1280, height: 800 } };
const phone = { ...devices["Pixel 7"], locale: "vi-VN" };

export default defineConfig({
  testDir: "./stories",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A story's whole budget: the longest pass in 14-25 s alone and up to twice that beside the
  // other worker on a shared 2-core machine (41 s on the slowest machine seen, whose steps also
  // missed 7 s of `expect` three times in one run: a list refreshed, a page's chunk loaded).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The shop's shoppers: a Vietnamese browser (the detector would otherwise follow en-US).
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
    // Requests a service worker answers never reach page.route(), which many stories use to stage
    // a slow or failing server: the worker is off except in the stories about it (offline.spec.ts).
    serviceWorkers: "block",
  },
  // The administrator's stories create, reprice and delete products and delete delivered orders:
  // they run after the shoppers' stories, so no shopper story picks a bag that is about to vanish.
  projects: [
    { name: "desktop", testIgnore: ADMIN_STORIES, use: desktop },
    { name: "phone", testIgnore: ADMIN_STORIES, use: phone },
    { name: "desktop-admin", testMatch: ADMIN_STORIES, use: desktop, dependencies: ["desktop", "phone"] },
    { name: "phone-admin", testMatch: ADMIN_STORIES, use: phone, dependencies: ["desktop", "phone"] },
  ],
  webServer: [
    {
      command: `npx tsx support/oauth-mock-server.ts ${oauthPort}`,
      url: `${oauthUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx support/payment-mock-server.ts ${paymentPort} ${baseURL} ${refundPort}`,
      url: `${paymentUrl}/paymentv2/vpcpay.html`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // GHTK's and GHN's stand-ins (support/carrier-mock-server.ts); GHTK calls the shop back.
      command: `npx tsx support/carrier-mock-server.ts ${E2E_GHTK_PORT} ${baseURL}`,
      url: `${E2E_GHTK_URL}/services/label/none`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${dataDir} && node ../apps/server/dist/server.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: "admin@e2e.test",
        ADMIN_PASSWORD: "admin-password-e2e",
        // Engineers working side by side build the web app into folders of their own.
        ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
        // Google and Facebook sign-in against the mock provider started above.
        GOOGLE_CLIENT_ID: "shop-e2e-google",
        GOOGLE_CLIENT_SECRET: "shop-e2e-google-secret",
        GOOGLE_ISSUER_URL: oauthUrl,
        FACEBOOK_CLIENT_ID: "shop-e2e-facebook",
        FACEBOOK_CLIENT_SECRET: "shop-e2e-facebook-secret",
        FACEBOOK_AUTHORIZATION_URL: `${oauthUrl}/authorize`,
        FACEBOOK_TOKEN_URL: `${oauthUrl}/token`,
        FACEBOOK_USERINFO_URL: `${oauthUrl}/userinfo`,
        // The seller's legal details in the footer (support/seller.ts holds the same values).
        ...SELLER_ENVIRONMENT,
        // VNPay, MoMo (the stand-ins started above) and bank transfer by VietQR.
        VNPAY_TMN_CODE: E2E_VNPAY.tmnCode,
        VNPAY_HASH_SECRET: E2E_VNPAY.hashSecret,
        VNPAY_URL: `${paymentUrl}/paymentv2/vpcpay.html`,
        // Refunds go to the refund stand-in (support/payment-mock-server.ts).
        VNPAY_API_URL: `http://127.0.0.1:${refundPort}/merchant_webapi/api/transaction`,
        MOMO_PARTNER_CODE: E2E_MOMO.partnerCode,
        MOMO_ACCESS_KEY: E2E_MOMO.accessKey,
        MOMO_SECRET_KEY: E2E_MOMO.secretKey,
        MOMO_ENDPOINT: paymentUrl,
        BANK_BIN: E2E_BANK.bankBin,
        BANK_ACCOUNT_NUMBER: E2E_BANK.accountNumber,
        BANK_ACCOUNT_NAME: E2E_BANK.accountName,
        // GHTK and GHN on their stand-ins (started above), the callbacks' secret, and which 2025
        // wards the carriers reach: the test fixture of real ward codes with stand-in GHN ids (the
        // shipped file is empty until a GHN account generates it; docs/decisions/047-carriers-ghn-ghtk.md).
        GHTK_TOKEN: E2E_GHTK.token,
        GHTK_CLIENT_SOURCE: E2E_GHTK.clientSource,
        GHTK_API_URL: E2E_GHTK_URL,
        GHN_TOKEN: E2E_GHN.token,
        GHN_SHOP_ID: String(E2E_GHN.shopId),
        GHN_API_URL: E2E_GHN_URL,
        SHIPPING_WEBHOOK_SECRET: E2E_GHTK.webhookSecret,
        SHIPPING_CARRIER_UNITS_FILE: E2E_CARRIER_UNITS_FILE,
      },
    },
  ],
});
