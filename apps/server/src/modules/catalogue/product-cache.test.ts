import { describe, expect, it } from "vitest";
import { createProductCache } from "./product-cache";

const BAG = "6f1c1d5e-0000-4000-8000-000000000001";
const WALLET = "6f1c1d5e-0000-4000-8000-000000000002";

function productCacheAt(time: { now: number }) {
  return createProductCache({ ttlMs: 5_000, maxEntriesPerLanguage: 10, now: () => time.now });
}
const named = (id: string, name: string) => async () => ({ json: JSON.stringify({ id, name }), tags: [id] });

describe("the products kept as JSON, per language", () => {
  it("keeps a product's page in each language apart, and as stored", async () => {
    const cache = productCacheAt({ now: 0 });
    await cache.getOrLoad(BAG, "vi", named(BAG, "Túi tote"));
    await cache.getOrLoad(BAG, "en", named(BAG, "Tote bag"));
    await cache.getOrLoad(BAG, undefined, named(BAG, "stored"));
    expect(cache.freshBytes(BAG, "vi")?.toString()).toContain("Túi tote");
    expect(cache.freshBytes(BAG, "en")?.toString()).toContain("Tote bag");
    expect(cache.freshBytes(BAG, undefined)?.toString()).toContain("stored");
    expect(cache.freshBytes(BAG, "jp")).toBeUndefined();
  });

  it("drops a changed product in every language and keeps the others", async () => {
    const cache = productCacheAt({ now: 0 });
    for (const lang of ["vi", "kr"] as const) {
      await cache.getOrLoad(BAG, lang, named(BAG, `bag ${lang}`));
      await cache.getOrLoad(WALLET, lang, named(WALLET, `wallet ${lang}`));
    }
    cache.invalidateTagged([BAG]);
    expect(cache.freshBytes(BAG, "vi")).toBeUndefined();
    expect(cache.freshBytes(BAG, "kr")).toBeUndefined();
    expect(cache.freshBytes(WALLET, "kr")?.toString()).toContain("wallet kr");
    cache.invalidate();
    expect(cache.freshBytes(WALLET, "vi")).toBeUndefined();
  });

  it("tells the kept answers sent before routing whether their bytes are still current", async () => {
    const time = { now: 0 };
    const cache = productCacheAt(time);
    const english = await cache.getOrLoad(WALLET, "en", named(WALLET, "Wallet"));
    expect(cache.isCurrent(english)).toBe(true);
    expect(cache.isCurrent(Buffer.from(english))).toBe(false);
    time.now = 5_000;
    expect(cache.isCurrent(english)).toBe(false);
  });
});
