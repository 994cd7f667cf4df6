import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Environment, loadConfig } from "../../config";
import type { OpenedDatabase } from "../../db/client";
import { openTestDatabase } from "../../test/test-database";
import { startTestS3Server, type TestS3Server } from "../media/s3-test-server";
import { createShutdownState, type ShutdownState } from "./health";

interface HealthApp {
  app: FastifyInstance;
  shutdown: ShutdownState;
  close(): Promise<void>;
}

async function healthApp(env: Environment = {}): Promise<HealthApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "shop-health-"));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "false", ...env });
  const database: OpenedDatabase = await openTestDatabase("pglite");
  const shutdown = createShutdownState();
  const app = await buildApp({ config, db: database.db, shutdown });
  return {
    app,
    shutdown,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe("health", () => {
  let t: HealthApp;
  beforeAll(async () => {
    t = await healthApp();
  });
  afterAll(() => t.close());

  it("says the process is alive, and the old /api/health still answers", async () => {
    const live = await t.app.inject({ url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("is ready when the database answers, and checks nothing that is not configured", async () => {
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
  });
});

describe("readiness with Redis and S3 configured", () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server("health-media");
  });
  afterAll(() => s3.close());

  it("answers 503 naming Redis when Redis is unreachable", async () => {
    const t = await healthApp({ REDIS_URL: "redis://127.0.0.1:1", ...s3.env });
    try {
      const ready = await t.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "unavailable",
        checks: { database: "ok", redis: "failed", s3: "ok" },
      });
    } finally {
      await t.close();
    }
  });

  it("answers 503 naming S3 when the bucket is missing", async () => {
    const t = await healthApp({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    try {
      const ready = await t.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: "ok", s3: "failed" } });
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)("is ready when Redis and S3 both answer", async () => {
    const t = await healthApp({ REDIS_URL: process.env.TEST_REDIS_URL, ...s3.env });
    try {
      const ready = await t.app.inject({ url: "/api/health/ready" });
      expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", redis: "ok", s3: "ok" } });
    } finally {
      await t.close();
    }
  });
});

/** A GET over one kept-alive connection, so the Connection header is what the server sent. */
function get(port: number, path: string, agent: import("node:http").Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("shutting down", () => {
  it("answers 503 on readiness while still listening, and closes kept-alive connections", async () => {
    const t = await healthApp();
    const { Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;

      const before = await get(port, "/api/products", agent);
      expect(before.status).toBe(200);
      expect(before.connection).toBe("keep-alive");

      t.shutdown.beginShutdown();
      const ready = await get(port, "/api/health/ready", agent);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: "shutting_down" });
      expect(ready.connection).toBe("close");

      // Still serving (in-flight work and stragglers), but never keeping the connection.
      const during = await get(port, "/api/products", agent);
      expect(during.status).toBe(200);
      expect(during.connection).toBe("close");
      expect((await get(port, "/api/health/live", agent)).status).toBe(200);
    } finally {
      agent.destroy();
      await t.close();
    }
  });
});
