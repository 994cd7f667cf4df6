import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "./test/test-app";

// Loading either is an error in this file: a shop with nothing configured (media on its disk, no
// Redis) must not hold their code in memory. The PostgreSQL driver: db/embedded-database-drivers.test.ts
// (the test database helper loads it itself).
vi.mock("ioredis", () => {
  throw new Error("the Redis client was loaded");
});
vi.mock("@aws-sdk/client-s3", () => {
  throw new Error("the S3 client was loaded");
});

describe("a shop with nothing configured", () => {
  it("starts, is ready and takes a sign-in without loading the Redis or S3 clients", async () => {
    const t = await createTestApp("pglite");
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(200);
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: "nobody@example.vn", password: "not-the-password" },
      });
      expect(signIn.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
