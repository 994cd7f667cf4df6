import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_DIR_LOCK_FILE } from "../src/db/data-dir-lock";
import { type ShopProcess, spawnShop, startShop, waitUntilReady } from "./shop-process";

/**
 * Two processes on one embedded database would write over each other's pages: the second one
 * must refuse to start, naming the folder and the first; a lock left by a killed process must not
 * block the restart (db/data-dir-lock.ts).
 */
describe("one server per DATA_DIR", () => {
  let dir: string;
  const started: ShopProcess[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-lock-"));
  });
  afterAll(async () => {
    for (const shop of started) await shop.stop("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses a second process naming the folder and the running one, and restarts after kill -9", async () => {
    const dataDir = join(dir, "data");
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false" };
    const first = await startShop("first", env);
    started.push(first);
    const firstPid = first.child.pid;

    const second = await spawnShop("second", env);
    started.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(second.stderr()).toContain(`pid ${firstPid}`);
    // The first one still serves, its data untouched.
    expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);

    // Killed without a chance to clean up: its lock file stays behind, naming a dead pid.
    await first.stop("SIGKILL");
    expect(await readFile(join(dataDir, DATA_DIR_LOCK_FILE), "utf8")).toContain(`"pid":${firstPid}`);
    const third = await spawnShop("third", env);
    started.push(third);
    await waitUntilReady(third);
    expect((await fetch(`${third.url}/api/products?limit=1`)).status).toBe(200);

    // A clean stop removes the lock.
    expect(await third.stop("SIGTERM")).toBe(0);
    await expect(readFile(join(dataDir, DATA_DIR_LOCK_FILE), "utf8")).rejects.toThrow();
  });
});
