import type { Language } from "@shop/shared";
import { createJsonCache, type JsonCache, type TaggedJson } from "../../lib/json-cache";

/**
 * The products kept as JSON, one cache per language asked for (or as stored), each keyed by the
 * product's id. A page of search results looks up its 24 products here: keyed by the id string
 * itself, whose hash the string keeps, a lookup is a plain Map hit; a key made per lookup
 * (`${id}:${lang}`) was a new string to join and hash every time, some twenty times slower
 * (decision 064, "The product cache's key").
 */
export interface ProductCache {
  getOrLoad(id: string, lang: Language | undefined, load: () => Promise<TaggedJson>): Promise<Buffer>;
  /** The bytes of the product in `lang` when they are fresh, without starting a load. */
  freshBytes(id: string, lang: Language | undefined): Buffer | undefined;
  /** Whether `bytes` are still what one of the languages' caches answers (lib/json-cache.ts). */
  isCurrent(bytes: Buffer): boolean;
  invalidate(): void;
  /** Drops these products in every language. */
  invalidateTagged(ids: Iterable<string>): void;
  /** Rewrites these products in every language (lib/json-cache.ts, `updateTagged`). */
  updateTagged(ids: Iterable<string>, rewrite: (bytes: Buffer, id: string) => Buffer | undefined): void;
}

export function createProductCache(options: {
  ttlMs: number;
  /** Products kept per language: a language nobody reads in keeps none. */
  maxEntriesPerLanguage: number;
  now: () => number;
}): ProductCache {
  const byLanguage = new Map<Language | undefined, JsonCache>();
  function cacheOf(lang: Language | undefined): JsonCache {
    let cache = byLanguage.get(lang);
    if (!cache) {
      cache = createJsonCache({
        ttlMs: options.ttlMs,
        maxEntries: options.maxEntriesPerLanguage,
        now: options.now,
      });
      byLanguage.set(lang, cache);
    }
    return cache;
  }
  return {
    getOrLoad: (id, lang, load) => cacheOf(lang).getOrLoad(id, load),
    freshBytes: (id, lang) => byLanguage.get(lang)?.freshBytes(id),
    isCurrent(bytes) {
      for (const cache of byLanguage.values()) if (cache.isCurrent(bytes)) return true;
      return false;
    },
    invalidate() {
      for (const cache of byLanguage.values()) cache.invalidate();
    },
    invalidateTagged(ids) {
      const tags = [...ids];
      for (const cache of byLanguage.values()) cache.invalidateTagged(tags);
    },
    updateTagged(ids, rewrite) {
      const tags = [...ids];
      for (const cache of byLanguage.values()) cache.updateTagged(tags, rewrite);
    },
  };
}
