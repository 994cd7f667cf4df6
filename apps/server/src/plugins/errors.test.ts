import type { ApiErrorBody } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMIT_BYTES } from "../app";
import { AppError } from "../app-error";
import { createTestApp, type TestApp } from "../test/test-app";

describe("error handling", () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    app = t.app;
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      "/api/test/echo",
      {
        config: { access: "public" },
        schema: { body: z.object({ name: z.string().min(1), address: z.object({ city: z.string() }) }) },
      },
      async (request) => request.body,
    );
    routes.get("/api/test/conflict", { config: { access: "public" } }, async () => {
      throw new AppError("email_taken", 409, "This e-mail is already registered");
    });
    routes.get("/api/test/crash", { config: { access: "public" } }, async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
  });
  afterAll(() => t?.close());

  const errorOf = (body: string) => (JSON.parse(body) as ApiErrorBody).error;

  it("turns an AppError into its status and code", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body)).toEqual({
      code: "email_taken",
      message: "This e-mail is already registered",
    });
  });

  it("answers 400 validation_failed naming each faulty field by its path", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "", address: {} },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response.body);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["address.city", "name"]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).code).toBe("bad_request");
  });

  it("answers 413 payload_too_large for a body over the limit", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "x".repeat(BODY_LIMIT_BYTES), address: { city: "Huế" } },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).code).toBe("payload_too_large");
  });

  it("answers 415 unsupported_media_type for a body that is not JSON by type", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/xml" },
      payload: "<name/>",
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe("unsupported_media_type");
  });

  it("hides the internals of a 500 and names the request id", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    const error = errorOf(response.body);
    expect(error.code).toBe("internal_error");
    expect(response.body).not.toContain("secret");
    const requestId = response.headers["x-request-id"];
    expect(typeof requestId).toBe("string");
    expect(error.message).toContain(String(requestId));
  });

  it("keeps the request id a proxy sent", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(response.headers["x-request-id"]).toBe("abc-123");
  });
});
