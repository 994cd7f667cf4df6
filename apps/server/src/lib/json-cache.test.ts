import { describe, expect, it } from "vitest";
import { createJsonCache, type JsonCache, type TaggedJson } from "./json-cache";

async function read(
  cache: JsonCache,
  key: string,
  load: () => Promise<string | TaggedJson>,
): Promise<string> {
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

  it("loads again after the time to live, answering the old bytes meanwhile", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    let release: () => void = () => {};
    let calls = 0;
    const slowLoad = async () => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return `"answer ${calls}"`;
    };
    await read(cache, "a", slowLoad);
    now = 999;
    expect(await read(cache, "a", slowLoad)).toBe('"answer 1"');
    expect(calls).toBe(1);
    now = 1000;
    // Nobody waits for the new load: the requests meanwhile get the old answer, and one load runs.
    expect(await read(cache, "a", slowLoad)).toBe('"answer 1"');
    expect(await read(cache, "a", slowLoad)).toBe('"answer 1"');
    expect(calls).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await read(cache, "a", slowLoad)).toBe('"answer 2"');
  });

  it("hands out a fresh answer's bytes without loading, and nothing once it is stale or dropped", async () => {
    let now = 0;
    let loads = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const tagged = async (): Promise<TaggedJson> => {
      loads += 1;
      return { json: '"bag"', tags: ["bag-1"] };
    };
    expect(cache.freshBytes("a")).toBeUndefined();
    const first = await cache.getOrLoad("a", tagged);
    expect(cache.freshBytes("a")).toBe(first);

    now = 1000; // stale but young: getOrLoad would answer it while renewing, which takes a load
    expect(cache.freshBytes("a")).toBeUndefined();
    now = 0;
    cache.invalidateTagged(["bag-1"]);
    expect(cache.freshBytes("a")).toBeUndefined();
    expect(loads).toBe(1);
  });

  it("tells whether bytes it answered are still its fresh answer", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const tagged = async (): Promise<TaggedJson> => ({ json: '"bag"', tags: ["bag-1"] });
    const first = await cache.getOrLoad("a", tagged);
    expect(cache.isCurrent(first)).toBe(true);
    // A copy of the same text is not an answer this cache gave.
    expect(cache.isCurrent(Buffer.from('"bag"'))).toBe(false);

    now = 1000;
    expect(cache.isCurrent(first)).toBe(false); // expired, and no load renewing it
    now = 0;
    cache.invalidateTagged(["bag-1"]);
    expect(cache.isCurrent(first)).toBe(false);

    const second = await cache.getOrLoad("a", tagged);
    expect(cache.isCurrent(second)).toBe(true);
    cache.invalidate();
    expect(cache.isCurrent(second)).toBe(false);

    const third = await cache.getOrLoad("a", tagged);
    await cache.getOrLoad("b", tagged);
    await cache.getOrLoad("c", tagged); // the oldest, "a", makes room
    expect(cache.isCurrent(third)).toBe(false);
  });

  it("counts expired bytes as its answer while one load renews them, as getOrLoad answers them", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    let release: (json: string) => void = () => {};
    const first = await cache.getOrLoad("a", async () => '"old"');
    now = 1000;
    // Expired and nobody renewing: a caller must go to getOrLoad, which starts the load.
    expect(cache.isCurrent(first)).toBe(false);
    const whileRenewing = await cache.getOrLoad(
      "a",
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    expect(whileRenewing).toBe(first);
    expect(cache.isCurrent(first)).toBe(true);
    // Renewed: the old bytes are no longer the answer, the new ones are.
    release('"new"');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.isCurrent(first)).toBe(false);
    const renewed = await cache.getOrLoad("a", async () => '"unused"');
    expect(renewed.toString()).toBe('"new"');
    expect(cache.isCurrent(renewed)).toBe(true);
    // Past twice the time to live, a load under way does not make the old bytes current.
    now = 3000;
    const late = cache.getOrLoad("a", () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.isCurrent(renewed)).toBe(false);
    release('"newest"');
    expect((await late).toString()).toBe('"newest"');
  });

  it("keeps an answer asked for once only when its key is asked for again, if told so", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 2 });
    const source = counter();
    const once = { keepWhenAskedAgain: true };
    const first = await cache.getOrLoad("a", source.load, once);
    expect(cache.isCurrent(first)).toBe(false);
    expect(cache.size).toBe(0);
    // Asked again: loaded again, and kept from now on.
    expect((await cache.getOrLoad("a", source.load, once)).toString()).toBe('"answer 2"');
    expect((await cache.getOrLoad("a", source.load, once)).toString()).toBe('"answer 2"');
    expect(source.calls).toBe(2);
    // Only the last keys asked once are remembered (maxEntries of them).
    await cache.getOrLoad("b", source.load, once);
    await cache.getOrLoad("c", source.load, once);
    await cache.getOrLoad("d", source.load, once);
    await cache.getOrLoad("b", source.load, once);
    expect(cache.size).toBe(1);
    await cache.getOrLoad("d", source.load, once);
    expect(cache.size).toBe(2);
  });

  it("waits for a new load once an answer is older than twice its time to live", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter();
    await read(cache, "a", source.load);
    now = 2000;
    expect(await read(cache, "a", source.load)).toBe('"answer 2"');
  });

  it("keeps answering the old bytes, within twice the time to live, while loads fail", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    await read(cache, "a", async () => '"kept"');
    now = 1500;
    const failing = async () => {
      throw new Error("database down");
    };
    expect(await read(cache, "a", failing)).toBe('"kept"');
    await new Promise((resolve) => setImmediate(resolve));
    now = 2000;
    await expect(read(cache, "a", failing)).rejects.toThrow("database down");
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

  it("gives an answer asked for since it was stored one more turn before dropping it for room", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 2 });
    await read(cache, "popular", async () => '"popular"');
    await read(cache, "once", async () => '"once"');
    // Asked again, by a whole page (freshBytes) and by one request (getOrLoad).
    expect(cache.freshBytes("popular")?.toString()).toBe('"popular"');
    await read(cache, "new", async () => '"new"');
    // "once" went though it was stored after "popular": nobody asked for it again.
    expect(await read(cache, "popular", async () => '"popular again"')).toBe('"popular"');
    expect(cache.freshBytes("once")).toBeUndefined();
    // Asked once more just above, it outlives "new"; not asked since, it makes room for "newest".
    await read(cache, "newer", async () => '"newer"');
    expect(cache.freshBytes("new")).toBeUndefined();
    await read(cache, "newest", async () => '"newest"');
    expect(cache.freshBytes("popular")).toBeUndefined();
    expect(cache.freshBytes("newer")?.toString()).toBe('"newer"');
  });

  it("holds at most its bytes, dropping the oldest answers first", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 25 });
    const tenBytes = (key: string) => async () => `"${key.repeat(8)}"`;
    for (const key of ["a", "b", "c"]) await read(cache, key, tenBytes(key));
    // 30 bytes do not fit in 25: "a" went when "c" came.
    expect(cache.size).toBe(2);
    expect(await read(cache, "b", async () => '"b again"')).toBe(`"${"b".repeat(8)}"`);
    expect(await read(cache, "a", async () => '"a again"')).toBe('"a again"');
  });

  it("lets an answer past its stale time go when another is stored", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    await read(cache, "a", async () => '"a"');
    now = 1500;
    await read(cache, "b", async () => '"b"');
    expect(cache.size).toBe(2);
    now = 2500;
    await read(cache, "c", async () => '"c"');
    // "a" (stored at 0) can no longer be answered even stale; "b" (1500) still can.
    expect(cache.size).toBe(2);
    expect(await read(cache, "b", async () => '"b again"')).toBe('"b"');
  });

  it("keeps nothing with a time to live of zero", async () => {
    const cache = createJsonCache({ ttlMs: 0, maxEntries: 10 });
    const source = counter();
    await read(cache, "a", source.load);
    await read(cache, "a", source.load);
    expect(source.calls).toBe(2);
  });

  it("drops only the answers tagged with what changed", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    let version = 1;
    const page = (ids: string[]) => async () => ({ json: `"${ids.join(",")} v${version}"`, tags: ids });
    await read(cache, "page 1", page(["p1", "p2"]));
    await read(cache, "page 2", page(["p3"]));
    await read(cache, "categories", async () => `"counts v${version}"`);
    version = 2;
    cache.invalidateTagged(["p2"]);
    expect(await read(cache, "page 1", page(["p1", "p2"]))).toBe('"p1,p2 v2"');
    expect(await read(cache, "page 2", page(["p3"]))).toBe('"p3 v1"');
    expect(await read(cache, "categories", async () => `"counts v${version}"`)).toBe('"counts v1"');
  });

  it("neither keeps nor shares a load under way that shows what changed", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (answer: { json: string; tags: string[] }) => void = () => {};
    const slow = cache.getOrLoad("page", () => new Promise((resolve) => (finish = resolve)));
    cache.invalidateTagged(["p1"]);
    // A request after the write does not wait for the load that began before it.
    const after = read(cache, "page", async () => '"fresh"');
    finish({ json: '"stale"', tags: ["p1"] });
    expect((await slow).toString()).toBe('"stale"');
    expect(await after).toBe('"fresh"');
    expect(await read(cache, "page", async () => '"newer"')).toBe('"fresh"');
  });

  it("keeps a load under way whose answer shows none of what changed", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (answer: { json: string; tags: string[] }) => void = () => {};
    const slow = cache.getOrLoad("page", () => new Promise((resolve) => (finish = resolve)));
    cache.invalidateTagged(["p9"]);
    finish({ json: '"kept"', tags: ["p1"] });
    await slow;
    expect(await read(cache, "page", async () => '"newer"')).toBe('"kept"');
  });
  it("rewrites the answers tagged with what changed in place, keeping their time, and drops those it cannot", async () => {
    let now = 0;
    const cache = createJsonCache({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const source = counter();
    const old = await cache.getOrLoad("bag", async () => ({ json: '{"stock":5}', tags: ["p1"] }));
    await read(cache, "wallet", async () => ({ json: '{"stock":9}', tags: ["p2"] }));
    await read(cache, "belt", async () => ({ json: '{"stock":7}', tags: ["p1"] }));
    now = 400;
    cache.updateTagged(["p1"], (bytes) => {
      const answer = JSON.parse(bytes.toString()) as { stock: number };
      return answer.stock === 7 ? undefined : Buffer.from(JSON.stringify({ stock: answer.stock - 2 }));
    });
    expect(await read(cache, "bag", source.load)).toBe('{"stock":3}');
    expect(await read(cache, "wallet", source.load)).toBe('{"stock":9}');
    // The answer its rewrite gave up on is loaded again.
    expect(await read(cache, "belt", source.load)).toBe('"answer 1"');
    // The old bytes are no longer an answer to send (plugins/kept-answers.ts asks).
    expect(cache.isCurrent(old)).toBe(false);
    expect(cache.isCurrent(await cache.getOrLoad("bag", source.load))).toBe(true);
    // A rewrite is not a fresh read: the answer expires when the one it came from would have.
    now = 1_000;
    expect(cache.freshBytes("bag")).toBeUndefined();
  });

  it("neither keeps nor shares a load under way that shows what was rewritten", async () => {
    const cache = createJsonCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (answer: { json: string; tags: string[] }) => void = () => {};
    const slow = cache.getOrLoad("bag", () => new Promise((resolve) => (finish = resolve)));
    cache.updateTagged(["p1"], (bytes) => bytes);
    const after = read(cache, "bag", async () => ({ json: '"fresh"', tags: ["p1"] }));
    finish({ json: '"read before the change"', tags: ["p1"] });
    expect((await slow).toString()).toBe('"read before the change"');
    expect(await after).toBe('"fresh"');
    expect(await read(cache, "bag", async () => '"newer"')).toBe('"fresh"');
  });
});
