import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopProcess, spawnShop, startShop } from "./shop-process";

describe("starting the built server", () => {
  let dir: string;
  let first: ShopProcess;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-start-"));
    first = await startShop("first", { DATA_DIR: join(dir, "first"), SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await first?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("names its URL in the start line and logs each request as one JSON line", async () => {
    expect(first.output()).toContain(`shop server ready at http://127.0.0.1:${first.port}`);
    const response = await fetch(`${first.url}/api/products?limit=2`);
    const requestId = response.headers.get("x-request-id");
    await expect
      .poll(() =>
        first
          .output()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .find((entry) => entry.reqId === requestId),
      )
      .toMatchObject({
        msg: "request",
        method: "GET",
        route: "/api/products",
        status: 200,
        ms: expect.any(Number),
      });
  });

  it("refuses a port in use with one line saying what to change, and exits non-zero", async () => {
    const second = await spawnShop(
      "second",
      { DATA_DIR: join(dir, "second"), SEED_DEMO: "false" },
      first.port,
    );
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toBe(`Port ${first.port} is in use: set PORT to a free port.`);
    // It stopped before opening a database of its own.
    expect(second.output()).not.toContain("demo catalogue");
  });
});
