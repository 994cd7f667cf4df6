import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createLocalMediaStorage } from "./local-media-storage";
import { isSafeMediaKey } from "./media-storage";

/** Every folder listed while the tests run (test/folders-listed.ts). */
const foldersListed = await vi.hoisted(async () =>
  (await import("../../test/folders-listed")).recordFoldersListed(),
);

describe("media keys", () => {
  it.each(["products/1a2b/d32f2f/cover/front-960.webp", "a", "products/new/000000/additional/x_1.webp"])(
    "accepts %s",
    (key) => expect(isSafeMediaKey(key)).toBe(true),
  );

  it.each([
    "",
    "../etc/passwd",
    "products/../../x",
    "/abs",
    "a//b",
    "a/./b",
    ".hidden",
    "a\\b",
    "a/b/",
    "é",
    "a b",
  ])("refuses %j", (key) => expect(isSafeMediaKey(key)).toBe(false));
});

describe("local media storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "shop-media-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stores under its folder and answers the /media URL", async () => {
    const storage = createLocalMediaStorage(root);
    const url = await storage.put(
      "products/p1/000000/cover/a-960.webp",
      new Uint8Array([1, 2, 3]),
      "image/webp",
    );
    expect(url).toBe("/media/products/p1/000000/cover/a-960.webp");
    expect([...(await readFile(join(root, "products/p1/000000/cover/a-960.webp")))]).toEqual([1, 2, 3]);
  });

  it("deletes everything under a prefix", async () => {
    const storage = createLocalMediaStorage(root);
    await storage.put("products/p2/000000/cover/a-960.webp", new Uint8Array([1]), "image/webp");
    await storage.deletePrefix("products/p2/");
    await expect(readFile(join(root, "products/p2/000000/cover/a-960.webp"))).rejects.toThrow(/ENOENT/);
  });

  it("refuses keys that leave its folder", async () => {
    const storage = createLocalMediaStorage(root);
    await expect(storage.put("../escape.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/Unsafe/);
    await expect(storage.deletePrefix("..")).rejects.toThrow(/Unsafe/);
  });
});

describe("GET /media/*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const storage = createLocalMediaStorage(join(t.dataDir, "uploads"));
    await storage.put("products/p1/000000/cover/a-960.webp", new Uint8Array([82, 73, 70, 70]), "image/webp");
  });
  afterAll(() => t?.close());

  it("serves a stored file as immutable for a year", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/products/p1/000000/cover/a-960.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends a picture without listing a folder, however many pictures the shop holds", async () => {
    foldersListed.length = 0;
    const response = await t.app.inject({ method: "GET", url: "/media/products/p1/000000/cover/a-960.webp" });
    expect(response.statusCode).toBe(200);
    expect(foldersListed.filter((folder) => folder.startsWith(t.dataDir))).toEqual([]);
  });

  it.each([
    "/media/products/p1/000000/cover/missing.webp",
    "/media/../config.ts",
    "/media/%2e%2e/%2e%2e/package.json",
    "/media/..%2f..%2fpackage.json",
  ])("serves no file for %s", async (url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain("@shop/server");
    expect(response.body).not.toContain("import ");
  });
});
