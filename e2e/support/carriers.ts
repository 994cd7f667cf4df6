import { fileURLToPath } from "node:url";

/** Where the GHTK stand-in listens (playwright.config.ts starts it; E2E_CARRIER_PORT moves it). */
export const E2E_GHTK_PORT = Number(
  process.env.E2E_CARRIER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3000,
);
export const E2E_GHTK_URL = `http://127.0.0.1:${E2E_GHTK_PORT}`;

/** GHTK as the browser stories' shop is configured with it (support/carrier-mock-server.ts). */
export const E2E_GHTK = {
  token: "ghtk-e2e-token",
  clientSource: "S-E2E-01",
  webhookSecret: "e2e-shipping-callbacks_0001",
} as const;

/**
 * The carriers' legacy addresses for the stories' wards (the shipped file is empty until GHN's
 * master data is fetched, docs/decisions/047-carriers-ghn-ghtk.md): the server's test fixture,
 * whose 2025 codes are real.
 */
export const E2E_CARRIER_UNITS_FILE = fileURLToPath(
  new URL("../../apps/server/src/modules/shipping/carrier-units.fixture.json", import.meta.url),
);

/** Where the stories' parcels leave from: a ward of that fixture. */
export const E2E_PICKUP = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
} as const;
