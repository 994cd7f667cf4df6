import { text } from "node:stream/consumers";
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalMediaStorage } from "./local-media-storage";
import { createS3Client, createS3MediaStorage, type S3MediaStorage } from "./s3-media-storage";
import { startTestS3Server, type TestS3Server } from "./s3-test-server";

describe("S3 media storage (against s3rver)", () => {
  let s3: TestS3Server;
  let client: S3Client;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    client = await createS3Client(s3.settings);
    storage = await createS3MediaStorage(s3.settings, client);
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  }

  async function putMany(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(
        keys.slice(start, start + 50).map((key) => storage.put(key, new Uint8Array([1]), "image/webp")),
      );
    }
  }

  it("stores the bytes with their content type and a year-long immutable cache header, and answers the /media URL", async () => {
    const key = "products/p1/d32f2f/cover/a-960.webp";
    const url = await storage.put(key, new Uint8Array([82, 73, 70, 70]), "image/webp");
    expect(url).toBe(`/media/${key}`);

    const object = await client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
    expect(object.ContentType).toBe("image/webp");
    expect(object.CacheControl).toBe("public, max-age=31536000, immutable");
    expect([...((await object.Body?.transformToByteArray()) ?? [])]).toEqual([82, 73, 70, 70]);
  });

  it("answers the same URLs and keys as the local storage, so switching needs no migration", () => {
    const local = createLocalMediaStorage("/unused");
    for (const key of ["products/p1/d32f2f/cover/a-960.webp", "products/new/000000/additional/x_1.webp"]) {
      expect(storage.url(key)).toBe(local.url(key));
      expect(storage.keyForUrl(storage.url(key))).toBe(key);
    }
    for (const url of [
      "https://elsewhere.example/media/products/p1/a.webp",
      "/media/../secret",
      "/media/products/%2e%2e/x",
      "/uploads/products/p1/a.webp",
    ]) {
      expect(storage.keyForUrl(url)).toBe(local.keyForUrl(url));
      expect(storage.keyForUrl(url)).toBeNull();
    }
  });

  it("reads an object back with its content type, length and ETag, and 304 for a matching If-None-Match", async () => {
    const key = "products/p1/d32f2f/cover/b-960.webp";
    await storage.put(key, Buffer.from("webp bytes"), "image/webp");

    const found = await storage.read(key);
    if (found.status !== "found") throw new Error(`expected the object, got ${found.status}`);
    expect(await text(found.body)).toBe("webp bytes");
    expect(found.contentType).toBe("image/webp");
    expect(found.contentLength).toBe(10);
    expect(found.etag).toMatch(/^"[0-9a-f]{32}"$/);

    expect(await storage.read(key, { ifNoneMatch: found.etag ?? "" })).toEqual({
      status: "not_modified",
      etag: found.etag,
    });
    expect(await storage.read("products/p1/d32f2f/cover/missing.webp")).toEqual({ status: "missing" });
  });

  it("deletes the given keys, leaves the others, and takes a missing key as no error", async () => {
    await putMany(["products/p3/000000/cover/a-960.webp", "products/p3/000000/cover/b-960.webp"]);
    await storage.deleteKeys(["products/p3/000000/cover/a-960.webp", "products/p3/000000/cover/gone.webp"]);
    expect(await keysUnder("products/p3/")).toEqual(["products/p3/000000/cover/b-960.webp"]);
    await storage.deleteKeys([]);
  });

  it("deletes everything under a prefix over several pages, and nothing in a folder that only starts alike", async () => {
    const many = Array.from(
      { length: 1005 },
      (_, index) => `products/p2/000000/additional/${index}-960.webp`,
    );
    await putMany([...many, "products/p20/000000/cover/a-960.webp"]);
    expect(await keysUnder("products/p2/")).toHaveLength(1005);

    await storage.deletePrefix("products/p2/");

    expect(await keysUnder("products/p2/")).toEqual([]);
    expect(await keysUnder("products/p20/")).toEqual(["products/p20/000000/cover/a-960.webp"]);
  });

  it("refuses unsafe keys without asking S3", async () => {
    const send = vi.spyOn(client, "send");
    try {
      await expect(storage.put("../escape.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(
        /Unsafe/,
      );
      await expect(storage.deletePrefix("..")).rejects.toThrow(/Unsafe/);
      await expect(storage.deletePrefix("")).rejects.toThrow(/Unsafe/);
      await expect(storage.deleteKeys(["products/ok.webp", "a/../b"])).rejects.toThrow(/Unsafe/);
      await expect(storage.read("products/../../etc/passwd")).rejects.toThrow(/Unsafe/);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });
});
