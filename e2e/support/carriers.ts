import { fileURLToPath } from "node:url";

/**
 * The carriers of the browser stories: GHTK and GHN stand-ins (the shop's own contract mocks,
 * apps/server/src/modules/shipping/*.mock-server.ts, which refuse a wrong header or unit), GHTK on
 * a port next to the shop's and GHN on the one after (E2E_CARRIER_PORT moves them), with the
 * credentials the shop is started with (playwright.config.ts).
 */
export const E2E_GHTK_PORT = Number(
  process.env.E2E_CARRIER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3000,
);
export const E2E_GHTK_URL = `http://127.0.0.1:${E2E_GHTK_PORT}`;
export const E2E_GHN_URL = `http://127.0.0.1:${E2E_GHTK_PORT + 1}`;

export const E2E_GHTK = {
  token: "ghtk-e2e-token",
  clientSource: "S308157",
  webhookSecret: "e2e-shipping-callbacks_0001",
} as const;
export const E2E_GHN = { token: "ghn-e2e-token", shopId: 885 } as const;

/**
 * The carriers' legacy addresses for the stories' wards (the shipped file is empty until GHN's
 * master data is fetched, docs/decisions/047-carriers-ghn-ghtk.md): the server's test fixture,
 * whose 2025 codes are real, with stand-in GHN ids.
 */
export const E2E_CARRIER_UNITS_FILE = fileURLToPath(
  new URL("../../apps/server/src/modules/shipping/carrier-units.fixture.json", import.meta.url),
);

/** Where the stories' parcels leave from: a Hồ Chí Minh City ward of that fixture. */
export const E2E_PICKUP = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
} as const;
