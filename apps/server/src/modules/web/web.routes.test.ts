import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ShopInfo } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { insertProduct } from "../products/products.repository";
import { jsonForScript, renderIndexHtml } from "./index-html";

const TEMPLATE = `<!doctype html><html lang="vi"><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div><!--app-data--><script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const HOSTILE_NAME = `Túi "Xinh" </script><script>alert(1)</script> & $& co`;

function shopInfoOf(html: string): ShopInfo {
  const match = /<script id="shop-info" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no shop-info script");
  return JSON.parse(match[1]) as ShopInfo;
}

describe("serving the web app", () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), "shop-web-"));
    await mkdir(join(webDir, "assets"));
    await writeFile(join(webDir, "index.html"), TEMPLATE);
    await writeFile(join(webDir, "assets", "index-abc123.js"), "console.log('shop')");
    await writeFile(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp("pglite", { env: { WEB_DIST_DIR: webDir, SHOP_NAME: HOSTILE_NAME } });
    await insertProduct(t.db, productInput({ name: "Túi A" }), { now: new Date("2025-05-01T10:00:00Z") });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each(["/", "/products", "/products/123", "/search?q=tui", "/cart", "/admin/edit/abc", "/privacy"])(
    "answers %s with the app and the shop info",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).not.toContain("<!--app-data-->");
      expect(response.body).not.toContain("<!--app-head-->");
      expect(shopInfoOf(response.body)).toEqual(t.config.shop);
    },
  );

  it("escapes the shop info so that no value can close the script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(shopInfoOf(response.body).name).toBe(HOSTILE_NAME);
  });

  it("answers 404 with the app for a path that is no page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(shopInfoOf(response.body).name).toBe(HOSTILE_NAME);
  });

  it("never sends the raw template", async () => {
    const response = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<!--app-data-->");
  });

  it("caches hashed assets for a year and other files for a day", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it.each(["/assets/missing.js", "/assets", "/assets/", "/.env", "/../package.json", "/%2e%2e/package.json"])(
    "answers %s with 404 and no file",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    },
  );

  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("User-agent: *\nAllow: /");
    expect(response.body).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("lists the static pages and every product in the sitemap", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        "https://shop.example/",
        "https://shop.example/products",
        "https://shop.example/about",
        "https://shop.example/warranty",
        "https://shop.example/privacy",
      ]),
    );
    const productUrls = locations.filter((location) =>
      location?.startsWith("https://shop.example/products/"),
    );
    expect(productUrls).toHaveLength(1);
    expect(response.body).toContain("<lastmod>2025-05-01T10:00:00.000Z</lastmod>");
    expect(locations).not.toContain("https://shop.example/cart");
  });

  it("answers POST to a page path with a JSON 404", async () => {
    const response = await t.app.inject({ method: "POST", url: "/products", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("without a built web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("answers pages with 503 and how to build it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/products" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("npm run build");
  });

  it("still answers the API", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});

describe("index.html rendering", () => {
  it("keeps $ patterns in the data literal", () => {
    const html = renderIndexHtml("<head><!--app-head--></head><!--app-data-->", {
      head: "<title>$&</title>",
      shop: { name: "$'" } as unknown as ShopInfo,
    });
    expect(html).toBe(
      `<head><title>$&</title></head><script id="shop-info" type="application/json">{"name":"$'"}</script>`,
    );
  });

  it("escapes <, >, & and the JavaScript line separators", () => {
    expect(jsonForScript({ a: "</script>&\u2028" })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
