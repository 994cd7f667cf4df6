import { readdir } from "node:fs/promises";
import { S3Client } from "@aws-sdk/client-s3";
import { IMAGE_WIDTHS } from "@shop/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { multipartBody, type SignedIn, signIn, testImage } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createS3MediaStorage, type S3MediaStorage } from "./s3-media-storage";
import { startTestS3Server, type TestS3Server } from "./s3-test-server";

/** The whole app with S3_* set, against s3rver: what several instances behind a balancer run. */
describe("media with S3 storage (the app against s3rver)", () => {
  let s3: TestS3Server;
  let t: TestApp;
  let storage: S3MediaStorage;
  let admin: SignedIn;
  const key = "products/p1/d32f2f/cover/a-960.webp";

  beforeAll(async () => {
    s3 = await startTestS3Server();
    t = await createTestApp("pglite", { env: s3.env });
    storage = await createS3MediaStorage(s3.settings);
    await storage.put(key, Buffer.from("RIFF-webp-bytes"), "image/webp");
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(async () => {
    storage?.close();
    await t?.close();
    await s3?.close();
  });

  it("serves a stored object at /media/<key> with its bytes, content type and a year-long immutable cache", async () => {
    const response = await t.app.inject({ method: "GET", url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("RIFF-webp-bytes");
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-length"]).toBe("15");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("answers HEAD with the object's headers and no body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: `/media/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-length"]).toBe("15");
  });

  it("answers 304 to a revalidation carrying the object's ETag", async () => {
    const first = await t.app.inject({ method: "GET", url: `/media/${key}` });
    const etag = String(first.headers.etag);
    const response = await t.app.inject({
      method: "GET",
      url: `/media/${key}`,
      headers: { "if-none-match": etag },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe("");
    expect(response.headers.etag).toBe(etag);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing object with the 404 error shape", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/media/products/p1/d32f2f/cover/gone-960.webp",
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  async function withoutS3(url: string) {
    const send = vi.spyOn(S3Client.prototype, "send");
    try {
      const response = await t.app.inject({ method: "GET", url });
      expect(send).not.toHaveBeenCalled();
      return response;
    } finally {
      send.mockRestore();
    }
  }

  it.each([
    "/media/..%2f..%2fpackage.json",
    "/media/products/..%2f..%2fsecret.webp",
    "/media/products%5C..%5Cx.webp",
    "/media/products//x.webp",
    "/media/.hidden",
    "/media/",
  ])("answers 404 for the unsafe key in %s without asking S3", async (url) => {
    const response = await withoutS3(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  it.each(["/media/../config.ts", "/media/%2e%2e/%2e%2e/package.json"])(
    "serves nothing for %s (the URL leaves /media/ once resolved) and asks S3 nothing",
    async (url) => {
      const response = await withoutS3(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain("@shop/server");
    },
  );

  it("keeps no media on the local disk: an admin upload lands in the bucket and is served back", async () => {
    const { payload, headers } = multipartBody(
      { productId: "new", color: "#D32F2F", kind: "cover" },
      { name: "bag.png", type: "image/png", bytes: await testImage("png") },
    );
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload,
      headers: { ...headers, ...admin.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { url } = upload.json() as { url: string };
    expect(url).toMatch(/^\/media\/products\/new\/d32f2f\/cover\/[0-9a-f-]{36}-960\.webp$/);

    for (const width of IMAGE_WIDTHS) {
      const served = await t.app.inject({ method: "GET", url: url.replace("-960.webp", `-${width}.webp`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect(await readdir(t.dataDir)).not.toContain("uploads");
  });
});
