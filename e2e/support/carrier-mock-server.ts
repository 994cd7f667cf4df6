import { startGhnMock } from "../../apps/server/src/modules/shipping/ghn.mock-server";
import { startGhtkMock } from "../../apps/server/src/modules/shipping/ghtk.mock-server";
import { E2E_GHN, E2E_GHTK } from "./carriers";

/**
 * GHTK on <port> and GHN on <port + 1> for the browser stories (playwright.config.ts starts it
 * before the shop). Usage: tsx support/carrier-mock-server.ts <port>
 */
async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? 5100);
  const [ghtk, ghn] = await Promise.all([
    startGhtkMock({ ...E2E_GHTK, port }),
    startGhnMock({ ...E2E_GHN, port: port + 1 }),
  ]);
  process.stdout.write(`GHTK at ${ghtk.url}, GHN at ${ghn.url}\n`);
  const stop = () => void Promise.all([ghtk.close(), ghn.close()]).finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
