import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_PACKAGE_DIR } from "./paths";
import { createTestApp, type TestApp } from "./test/test-app";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Generous: on a busy 2-core CI machine, tsx, PGlite's start and the migrations can take a while. */
const START_DEADLINE_MS = 90_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe("the server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "shop-server-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("refuses to start with a bad variable, naming it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: SERVER_PACKAGE_DIR,
      env: { ...process.env, DATA_DIR: dataDir, PORT: "not-a-port" },
    });
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT:");
  });

  it(
    "starts, answers, and exits 0 on SIGTERM after closing the database",
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
        cwd: SERVER_PACKAGE_DIR,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: "127.0.0.1",
          SEED_DEMO: "false",
          ADMIN_EMAIL: "chu@shop.vn",
          ADMIN_PASSWORD: "mat-khau-rat-dai",
        },
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
      const products = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(products.status).toBe(200);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain('"outcome":"created"');
      expect(output).toContain("shutting down");
    },
    START_DEADLINE_MS + 30_000,
  );
});

describe("graceful close", () => {
  let t: TestApp;
  /** Resolved when the slow handler has begun: the request is in flight, whatever the machine's load. */
  let handlerStarted: () => void = () => {};
  beforeAll(async () => {
    t = await createTestApp("pglite");
    t.app.get("/api/test/slow", { config: { access: "public" } }, async () => {
      handlerStarted();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t?.close());

  it("lets an in-flight request finish before close resolves", async () => {
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const started = new Promise<void>((resolve) => {
      handlerStarted = resolve;
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await started;
    const closed = t.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
  });
});

describe("close after a client gave up", () => {
  it("waits for the handler to finish before the app (and then the database) closes", async () => {
    const t = await createTestApp("pglite");
    let finishedAt = 0;
    t.app.get("/api/test/slow", { config: { access: "public" } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      finishedAt = Date.now();
      return { done: true };
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const giveUp = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/test/slow`, { signal: giveUp.signal }).catch(
      () => null,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    giveUp.abort();
    await request;
    await t.app.close();
    const closedAt = Date.now();
    expect(finishedAt).toBeGreaterThan(0);
    expect(finishedAt).toBeLessThanOrEqual(closedAt);
    await t.close();
  });
});
