import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { WEBHOOK_EVENTS } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../../plugins/route-access";
import { createTestApp, type TestApp } from "../../test/test-app";
import { OPENAPI_WILDCARD } from "./openapi.routes";

interface OpenApiDocument {
  openapi: string;
  webhooks?: Record<string, { post?: { parameters?: Array<{ name: string; in: string }> } }>;
  paths: Record<
    string,
    Record<string, { security?: unknown; parameters?: Array<{ name: string; in: string }> }>
  >;
}

/** A Fastify path as OpenAPI writes it: `/api/products/:id` → `/api/products/{id}`, `/media/*` → `/media/{path}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, `{${OPENAPI_WILDCARD}}`);
}

/**
 * An integrator's tools read GET /api/openapi.json: it must be a valid OpenAPI 3.1 document (checked
 * by a validator built on the specification's own JSON schemas), name every route the shop answers,
 * and say which ones need a token.
 */
describe("the OpenAPI document", () => {
  let t: TestApp;
  let document: OpenApiDocument;

  let webDir: string;

  beforeAll(async () => {
    // A built web app, as in production: its files are served by a wildcard route.
    webDir = await mkdtemp(join(tmpdir(), "shop-openapi-web-"));
    await writeFile(join(webDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    t = await createTestApp("pglite", { env: { WEB_DIST_DIR: webDir } });
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^public/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route the app registered, with its method", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual(expect.objectContaining({ method: "GET", url: "/*" }));
    const missing = routes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("describes a route from its zod schema, and asks a token of staff and customer routes only", () => {
    const list = document.paths["/api/orders"]?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["q", "status", "page", "limit"]),
    );
    expect(list?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths["/api/products/{id}"]?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path" }),
    );
    expect(document.paths["/api/products/{id}"]?.get?.security).toBeUndefined();
  });

  it("describes every outgoing webhook with its signature headers", () => {
    expect(Object.keys(document.webhooks ?? {})).toEqual([...WEBHOOK_EVENTS]);
    for (const event of WEBHOOK_EVENTS) {
      expect(document.webhooks?.[event]?.post?.parameters?.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(["X-Shop-Signature", "X-Shop-Timestamp", "X-Shop-Event-Id"]),
      );
    }
  });

  it("answers the same bytes each time, built once", async () => {
    const first = await t.app.inject({ url: "/api/openapi.json" });
    const second = await t.app.inject({ url: "/api/openapi.json" });
    expect(second.body).toBe(first.body);
  });
});
