import { startGhtkMock } from "../../apps/server/src/modules/shipping/ghtk.mock-server";
import { E2E_GHTK } from "./carriers";

/**
 * GHTK for the browser stories (playwright.config.ts starts it next to the shop): the same local
 * stand-in the server's contract tests use (ghtk.mock-server.ts: GHTK's headers, units and
 * envelope checked), on a fixed port, calling the shop back at its GHTK webhook with the shop's
 * hash when a story moves a parcel (POST /__mock/parcels/:label/status/:id).
 * Usage: tsx support/carrier-mock-server.ts <port> <shop URL>
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 5600);
  const shopUrl = process.argv[3] ?? "http://127.0.0.1:3100";
  const mock = await startGhtkMock({
    port,
    token: E2E_GHTK.token,
    clientSource: E2E_GHTK.clientSource,
    callbackUrl: `${shopUrl}/api/shipping/ghtk?hash=${encodeURIComponent(E2E_GHTK.webhookSecret)}`,
  });
  process.stdout.write(`GHTK at ${mock.url}\n`);
  const stop = () => void mock.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
