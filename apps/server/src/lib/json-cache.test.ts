import { describe, expect, it } from "vitest";
import { createJsonCache, type JsonCache } from "./json-cache";

async function read(cache: JsonCache, key: string, load: () => Promise<string>): Promise<string> {
  return (await cache.getOrLoad(key, load)).toString();
}

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return `"answer ${calls}"`;
    },
    get calls() {
      return calls;
    },
  };
}

describe("json cache", () => {
  it("serves a second read from memory", async () => {
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10 });
    const source = counter();
    expect(await read(cache, "a", source.load)).toBe('"answer 1"');
    expect(await read(cache, "a", source.load)).toBe('"answer 1"');
    expect(source.calls).toBe(1);
  });

  it("loads again after the time to live", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    await read(cache, "a", source.load);
    now = 999;
    await read(cache, "a", source.load);
    now = 1000;
    expect(await read(cache, "a", source.load)).toBe('"answer 2"');
  });

  it("forgets everything when invalidated", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    await read(cache, "a", source.load);
    cache.invalidate();
    expect(await read(cache, "a", source.load)).toBe('"answer 2"');
  });

  it("does not keep an answer whose load began before an invalidation", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (json: string) => void = () => {};
    const slow = read(cache, "a", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('"stale"');
    expect(await slow).toBe('"stale"');
    expect(await read(cache, "a", async () => '"fresh"')).toBe('"fresh"');
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => read(cache, "a", source.load)));
    expect(answers).toEqual(['"answer 1"', '"answer 1"', '"answer 1"']);
    expect(source.calls).toBe(1);
  });

  it("does not keep failures", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(read(cache, "a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await read(cache, "a", async () => '"up"')).toBe('"up"');
  });

  it("drops the oldest entry beyond its size", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await read(cache, key, async () => `"${key}"`);
    expect(cache.size).toBe(2);
    expect(await read(cache, "a", async () => '"a again"')).toBe('"a again"');
  });

  it("keeps nothing with a time to live of zero", async () => {
    const cache = createJsonCache({ ttlMs: 0, maxEntries: 10 });
    const source = counter();
    await read(cache, "a", source.load);
    await read(cache, "a", source.load);
    expect(source.calls).toBe(2);
  });
});
