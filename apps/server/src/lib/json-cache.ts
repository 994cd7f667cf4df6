/**
 * A small in-process cache of serialized JSON answers, for read paths that are hit far more often
 * than the data changes (the product list: docs/decisions/004-catalogue-response-cache.md asks for half the speed of a bare node:http
 * server at 100k products, which no query can reach, but a Map lookup and one socket write can).
 *
 * Answers are kept as UTF-8 bytes, so a hit is not even re-encoded on its way to the socket.
 *
 * Correctness rules:
 * - `invalidate()` drops everything; every write that can change an answer calls it.
 * - Writes on *another* instance cannot call it, so every entry also expires after `ttlMs`; with
 *   several instances a change shows up everywhere within that time.
 * - A load that started before an invalidation is not stored (generation check), so a slow
 *   query cannot put pre-write data back into the cache after the write.
 * - Concurrent misses on one key share one load (a cold page under load costs one query).
 * - At most `maxEntries` answers are kept; the oldest is dropped first.
 */
export interface JsonCache {
  /** The cached bytes of `key`, or `load()`'s JSON encoded as UTF-8 (and kept). */
  getOrLoad(key: string, load: () => Promise<string>): Promise<Buffer>;
  invalidate(): void;
  readonly size: number;
}

export interface JsonCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds since the epoch; injected so tests control expiry. */
  now?: () => number;
}

interface Entry {
  json: Buffer;
  expiresAt: number;
}

export function createJsonCache({ ttlMs, maxEntries, now = Date.now }: JsonCacheOptions): JsonCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Buffer>>();
  let generation = 0;

  async function loadAndStore(key: string, load: () => Promise<string>): Promise<Buffer> {
    const startedIn = generation;
    try {
      const json = Buffer.from(await load());
      if (startedIn === generation && ttlMs > 0) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { json, expiresAt: now() + ttlMs });
      }
      return json;
    } finally {
      if (startedIn === generation) loading.delete(key);
    }
  }

  return {
    getOrLoad(key, load) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (entry.expiresAt > now()) return Promise.resolve(entry.json);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const promise = loadAndStore(key, load);
      loading.set(key, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
