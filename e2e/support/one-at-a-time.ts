import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A lock older than this was left by a run that was stopped; the longest holder takes seconds. */
const STALE_AFTER_MS = 60_000;
const RETRY_EVERY_MS = 100;

/**
 * Runs `steps` while no other Playwright worker runs steps under the same name. The desktop and
 * phone projects share one shop: a step that reaches every order (deleting all delivered orders)
 * would otherwise take the other device's order away in the middle of its story. `mkdir` either
 * creates the folder or fails, for exactly one of the workers asking at the same time.
 */
export async function oneAtATime<T>(name: string, steps: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `shop-e2e-${process.env.E2E_PORT ?? 3100}-${name}.lock`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (found) => Date.now() - found.mtimeMs,
        () => 0,
      );
      if (since > STALE_AFTER_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
  try {
    return await steps();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
