import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_WIDTHS, MEDIA_UPLOAD_MAX_BYTES } from "@shop/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, type SignedIn, signIn, testImage } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { sniffImageType } from "./image-content";

/** Every file under `dir`, relative, or [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}

describe("POST /api/media", () => {
  let t: TestApp;
  let admin: SignedIn;
  let uploads: string;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    admin = await signIn(t, { role: "admin" });
    uploads = join(t.dataDir, "uploads");
  });
  afterAll(() => t?.close());

  function upload(
    file: { name: string; type: string; bytes: Buffer } | null,
    fields: Record<string, string> = { productId: "new", color: "#D32F2F", kind: "cover" },
  ) {
    const { payload, headers } = multipartBody(fields, file);
    return t.app.inject({
      method: "POST",
      url: "/api/media",
      payload,
      headers: { ...headers, ...admin.headers },
    });
  }

  it.each(["png", "jpeg", "webp", "avif"] as const)(
    "stores a real %s image as WebP in every width, under the colour and kind",
    async (format) => {
      const response = await upload({
        name: `bag.${format}`,
        type: `image/${format}`,
        bytes: await testImage(format),
      });
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^\/media\/products\/new\/d32f2f\/cover\/[0-9a-f-]{36}-960\.webp$/);
      for (const width of IMAGE_WIDTHS) {
        const file = join(uploads, url.replace("/media/", "").replace("-960.webp", `-${width}.webp`));
        const metadata = await sharp(await readFile(file)).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.width).toBe(width);
      }
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
    },
  );

  it("drops the metadata (EXIF with GPS) of the uploaded photo", async () => {
    const withExif = await sharp(await testImage("jpeg", 800, 600))
      .withExif({ IFD0: { Copyright: "secret-owner" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload({ name: "photo.jpg", type: "image/jpeg", bytes: withExif });
    expect(response.statusCode).toBe(201);
    const stored = await readFile(
      join(uploads, (response.json() as { url: string }).url.replace("/media/", "")),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("never enlarges a small image: every width is at most its own", async () => {
    const response = await upload({
      name: "small.png",
      type: "image/png",
      bytes: await testImage("png", 200, 150),
    });
    expect(response.statusCode).toBe(201);
    const stored = await readFile(
      join(uploads, (response.json() as { url: string }).url.replace("/media/", "")),
    );
    expect((await sharp(stored).metadata()).width).toBe(200);
  });

  describe("refuses, and stores nothing", () => {
    let before: string[];
    beforeAll(async () => {
      before = await filesUnder(uploads);
    });
    afterAll(async () => {
      expect(await filesUnder(uploads)).toEqual(before);
    });

    it("a text file renamed to .png, whatever type it claims: 415", async () => {
      const response = await upload({
        name: "bag.png",
        type: "image/png",
        bytes: Buffer.from("hello, not an image"),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe("unsupported_media_type");
    });

    it("an SVG (which could carry script), a GIF and a file that only starts like a PNG: 415", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
        .gif()
        .toBuffer();
      const fakePng = Buffer.concat([(await testImage("png", 10, 10)).subarray(0, 8), Buffer.alloc(100)]);
      for (const bytes of [svg, gif, fakePng]) {
        const response = await upload({ name: "x.png", type: "image/png", bytes });
        expect(response.statusCode).toBe(415);
      }
    });

    it("a file over 10 MB: 413", async () => {
      const big = Buffer.concat([await testImage("png", 100, 100), Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES)]);
      const response = await upload({ name: "huge.png", type: "image/png", bytes: big });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe("payload_too_large");
    });

    it("a request without a file, or with bad fields: 400 naming them", async () => {
      expect((await upload(null)).statusCode).toBe(400);
      const image = { name: "bag.png", type: "image/png", bytes: await testImage("png", 50, 50) };
      const response = await upload(image, { productId: "../../etc", color: "red", kind: "banner" });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields).sort()).toEqual(["color", "kind", "productId"]);
    });

    it("an unknown product id: 404", async () => {
      const image = { name: "bag.png", type: "image/png", bytes: await testImage("png", 50, 50) };
      const response = await upload(image, {
        productId: "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11",
        color: "#000000",
        kind: "cover",
      });
      expect(response.statusCode).toBe(404);
    });

    it("a form whose parts are not under the boundary it names: 400", async () => {
      const { payload } = multipartBody(
        { productId: "new", color: "#D32F2F", kind: "cover" },
        {
          name: "bag.png",
          type: "image/png",
          bytes: await testImage("png", 400, 300),
        },
      );
      const other = multipartBody({}, null);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/media",
        payload,
        headers: { ...other.headers, ...admin.headers },
      });
      expect(response.statusCode, response.body).toBe(400);
    });

    it("two images in one upload, or a text field too many: 400 in the shop's error shape, nothing stored", async () => {
      const png = await testImage("png", 400, 300);
      const boundary = "----two-images";
      const part = (name: string, value: string) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const file = (name: string) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="bag.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from("\r\n"),
        ]);
      const before = await filesUnder(uploads);
      for (const parts of [
        [
          part("productId", "new"),
          part("color", "#D32F2F"),
          part("kind", "cover"),
          file("file"),
          file("file"),
        ],
        [
          part("productId", "new"),
          part("color", "#D32F2F"),
          part("kind", "cover"),
          part("extra", "x"),
          file("file"),
        ],
      ]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/media",
          payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
          headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...admin.headers },
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe("bad_request");
      }
      expect(await filesUnder(uploads)).toEqual(before);
    });

    it("a JSON body instead of multipart: 415", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/media",
        payload: { file: "x" },
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(415);
    });
  });

  it("ignores a path-traversal file name: the server picks the name and the folder", async () => {
    const response = await upload({
      name: "../../etc/passwd.png",
      type: "image/png",
      bytes: await testImage("png", 60, 40),
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).not.toContain("passwd");
    expect(url).not.toContain("..");
    expect(url.startsWith("/media/products/new/d32f2f/cover/")).toBe(true);
    const everything = await filesUnder(t.dataDir);
    expect(everything.filter((file) => file.includes("passwd"))).toEqual([]);
  });

  it("stores under the product's id for an existing product, and deleting the product removes its files", async () => {
    const product = await t.products.createProduct(productInput({ variations: [] }));
    const image = { name: "a.png", type: "image/png", bytes: await testImage("png", 300, 200) };
    const own = await upload(image, { productId: product.id, color: "#000000", kind: "additional" });
    expect(own.statusCode).toBe(201);
    const ownUrl = (own.json() as { url: string }).url;
    expect(ownUrl.startsWith(`/media/products/${product.id}/000000/additional/`)).toBe(true);
    const fresh = await upload(image, { productId: "new", color: "#000000", kind: "cover" });
    const freshUrl = (fresh.json() as { url: string }).url;
    const kept = await upload(image, { productId: "new", color: "#000000", kind: "cover" });
    const keptUrl = (kept.json() as { url: string }).url;

    const put = await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: {
        ...productInput({ variations: [{ color: "#000000", images: [freshUrl, ownUrl] }] }),
        version: product.version,
      },
    });
    expect(put.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);

    for (const url of [ownUrl, freshUrl]) {
      for (const width of IMAGE_WIDTHS) {
        const gone = await t.app.inject({ method: "GET", url: url.replace("-960.webp", `-${width}.webp`) });
        expect(gone.statusCode).toBe(404);
      }
    }
    expect((await t.app.inject({ method: "GET", url: keptUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/products/${product.id}` })).statusCode).toBe(404);
  });

  it("refuses a product whose images were not uploaded to the shop", async () => {
    for (const image of [
      "https://tracker.example/pixel.png",
      "javascript:alert(1)",
      "/media/../secret-960.webp",
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: admin.headers,
        payload: productInput({ variations: [{ color: "#000000", images: [image] }] }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty("variations.0.images.0");
    }
  });
});

describe("sniffImageType", () => {
  it("knows the four accepted signatures and nothing else", async () => {
    for (const format of ["png", "jpeg", "webp", "avif"] as const) {
      expect(sniffImageType(await testImage(format, 20, 20))).toBe(format);
    }
    expect(sniffImageType(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg></svg>"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
