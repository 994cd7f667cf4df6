import { startGhnMock } from "../../apps/server/src/modules/shipping/ghn.mock-server";
import { startGhtkMock } from "../../apps/server/src/modules/shipping/ghtk.mock-server";
import { E2E_GHN, E2E_GHTK } from "./carriers";

/**
 * GHTK on <port> and GHN on <port + 1> for the browser stories (playwright.config.ts starts them
 * next to the shop): the same local stand-ins the server's contract tests use (GHTK's and GHN's
 * headers, units and envelopes checked). GHTK calls the shop back at its GHTK webhook with the
 * shop's hash when a story moves a parcel (POST /__mock/parcels/:label/status/:id).
 * Usage: tsx support/carrier-mock-server.ts <port> <shop URL>
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 5600);
  const shopUrl = process.argv[3] ?? "http://127.0.0.1:3100";
  const [ghtk, ghn] = await Promise.all([
    startGhtkMock({
      port,
      token: E2E_GHTK.token,
      clientSource: E2E_GHTK.clientSource,
      callbackUrl: `${shopUrl}/api/shipping/ghtk?hash=${encodeURIComponent(E2E_GHTK.webhookSecret)}`,
    }),
    startGhnMock({ ...E2E_GHN, port: port + 1 }),
  ]);
  process.stdout.write(`GHTK at ${ghtk.url}, GHN at ${ghn.url}\n`);
  const stop = () => void Promise.all([ghtk.close(), ghn.close()]).finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
