import { OldestFirstSet } from "./oldest-first-set";

/**
 * A small in-process cache of serialized JSON answers, for read paths that are hit far more often
 * than the data changes (the product list: docs/decisions/004-catalogue-response-cache.md asks for half the speed of a bare node:http
 * server at 100k products, which no query can reach, but a Map lookup and one socket write can).
 *
 * Answers are kept as UTF-8 bytes, so a hit is not even re-encoded on its way to the socket.
 *
 * Correctness rules:
 * - `invalidate()` drops everything; every write that can change an answer calls it.
 * - `invalidateTagged(tags)` drops only the answers loaded with one of those tags (a product's id
 *   on every answer that shows it), for writes whose reach is known: an order's stock changes the
 *   answers that show its products, not the rest of the catalogue.
 * - Writes on *another* instance cannot call it, so every entry also expires after `ttlMs`; with
 *   several instances a change shows up everywhere within that time and one load. An expired
 *   entry younger than twice `ttlMs` is still answered while one request's load renews it (no
 *   request waits for the database when a hot answer expires); an older one is loaded again first.
 * - A load that started before an invalidation that concerns it is not stored (generation
 *   checks), so a slow query cannot put pre-write data back into the cache after the write; nor
 *   is it shared with requests arriving after the write.
 * - Concurrent misses on one key share one load (a cold page under load costs one query).
 * - With `keepWhenAskedAgain`, an answer is kept from the second time its key is asked: a burst of
 *   searches nobody repeats does not push out the answers people do ask for again.
 * - At most `maxEntries` answers and `maxBytes` of them are kept; the oldest are dropped first,
 *   and so is an answer past even its stale time when a new one is stored. An answer asked for
 *   since it was stored is given one more turn instead (moved behind the newest, its time kept):
 *   a busy shop's popular products stay while those shown once make room (a "second chance",
 *   docs/decisions/079-the-product-cache-kept-by-its-events.md).
 */
export interface JsonCache {
  /** The cached bytes of `key`, or `load()`'s JSON encoded as UTF-8 (and kept, with its tags). */
  getOrLoad(
    key: string,
    load: () => Promise<string | TaggedJson>,
    options?: GetOrLoadOptions,
  ): Promise<Buffer>;
  /**
   * Whether `bytes` are what `getOrLoad` would answer for their key at once, without starting a
   * load: not dropped or replaced, and fresh, or expired but young while a load renews them. The
   * kept answers sent before routing (plugins/kept-answers.ts) ask it every time.
   */
  isCurrent(bytes: Buffer): boolean;
  /**
   * The bytes of `key` when they are fresh, without starting a load; otherwise undefined (then
   * `getOrLoad`). For a page put together from many kept answers: its hits need no promise each.
   */
  freshBytes(key: string): Buffer | undefined;
  invalidate(): void;
  invalidateTagged(tags: Iterable<string>): void;
  /**
   * For a change whose effect on the kept answers is known (a sale's stock left): each answer
   * tagged with one of `tags` becomes what `rewrite` makes of its bytes, or is dropped when it
   * gives `undefined`. The answer keeps its time (a rewrite is not a read of the source), and a
   * load under way that shows one of the tags is neither kept nor shared, as for
   * `invalidateTagged`: it may have read the source before the change.
   */
  updateTagged(tags: Iterable<string>, rewrite: (bytes: Buffer, tag: string) => Buffer | undefined): void;
  readonly size: number;
}

/**
 * An answer and what it shows (say, the ids of its products), for `invalidateTagged`. The answer
 * may be its UTF-8 bytes already (a page put together from other cached answers' bytes is never
 * decoded to a string and encoded again).
 */
export interface TaggedJson {
  json: string | Buffer;
  tags: readonly string[];
}

export interface GetOrLoadOptions {
  /**
   * Keep the answer only once its key has been asked for a second time (among the last
   * `maxEntries` keys asked once), for keys most of which are never asked again: distinct searches.
   * Their bytes then die young, instead of pushing the answers asked for again out of the cache
   * and leaving the allocator's heap full of holes where they were (docs/decisions/036-server-memory.md).
   */
  keepWhenAskedAgain?: boolean;
}

export interface JsonCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The answers' bytes held at most (pages of search results are some 15 KB each). */
  maxBytes?: number;
  /** Milliseconds since the epoch; injected so tests control expiry. */
  now?: () => number;
}

interface Entry {
  json: Buffer;
  tags: readonly string[];
  expiresAt: number;
  /** Asked for since it was stored or last given another turn. */
  asked: boolean;
}

/** Tags remembered as invalidated before everything is dropped instead (memory stays bounded). */
const MAX_INVALIDATED_TAGS = 50_000;

export function createJsonCache({
  ttlMs,
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  now = Date.now,
}: JsonCacheOptions): JsonCache {
  const entries = new Map<string, Entry>();
  let bytesHeld = 0;
  const keysByTag = new Map<string, Set<string>>();
  const loading = new Map<string, Promise<Buffer>>();
  /** The key each stored answer's bytes were stored under, for `isCurrent`. */
  const keyOfBytes = new WeakMap<Buffer, string>();
  /** Bumped by `invalidate()`: a load begun in an older generation is never stored. */
  let generation = 0;
  /** Bumped by every `invalidateTagged()`; each tag remembers the last one that named it. */
  let tagGeneration = 0;
  const tagInvalidatedAt = new Map<string, number>();
  /** Keys loaded once and not kept (`keepWhenAskedAgain`). */
  const askedOnce = new OldestFirstSet<string>();
  /**
   * The stored keys, the oldest first: in the order they were stored, but for those given another
   * turn (moved to the end with their time kept), so the first is not always the first to expire.
   */
  const storedOrder = new OldestFirstSet<string>();

  /** Whether a load starting now for `key` should keep its answer. */
  function isWorthKeeping(key: string, options: GetOrLoadOptions | undefined): boolean {
    if (!options?.keepWhenAskedAgain || entries.has(key) || askedOnce.delete(key)) return true;
    if (askedOnce.size >= maxEntries) {
      const oldest = askedOnce.oldest();
      if (oldest !== undefined) askedOnce.delete(oldest);
    }
    askedOnce.add(key);
    return false;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedOrder.delete(key);
    bytesHeld -= entry.json.length;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    const time = now();
    for (let oldestKey = storedOrder.oldest(); oldestKey !== undefined; oldestKey = storedOrder.oldest()) {
      const oldest = entries.get(oldestKey);
      const isFull = entries.size >= maxEntries || bytesHeld + entry.json.length > maxBytes;
      const isAnswerable = oldest !== undefined && oldest.expiresAt + ttlMs > time;
      if (isAnswerable && !isFull) break;
      if (isAnswerable && oldest.asked) {
        // Each entry is moved at most once per pass: its flag is cleared, so the loop ends.
        oldest.asked = false;
        storedOrder.add(oldestKey);
        continue;
      }
      remove(oldestKey);
      storedOrder.delete(oldestKey);
    }
    entries.set(key, entry);
    storedOrder.add(key);
    bytesHeld += entry.json.length;
    keyOfBytes.set(entry.json, key);
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
  }

  function load(key: string, loader: () => Promise<string | TaggedJson>, keep: boolean): Promise<Buffer> {
    const startedIn = generation;
    const startedAtTag = tagGeneration;
    let started: Promise<string | TaggedJson>;
    try {
      started = loader();
    } catch (error) {
      started = Promise.reject(error);
    }
    const promise = started
      .then((answer) => {
        const { json, tags } = typeof answer === "string" ? { json: answer, tags: [] } : answer;
        const bytes = typeof json === "string" ? Buffer.from(json) : json;
        const isCurrent =
          startedIn === generation && tags.every((tag) => (tagInvalidatedAt.get(tag) ?? -1) <= startedAtTag);
        if (keep && isCurrent && ttlMs > 0) {
          store(key, { json: bytes, tags, expiresAt: now() + ttlMs, asked: false });
        }
        return bytes;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  function changeTagged(
    tags: Iterable<string>,
    rewrite: (bytes: Buffer, tag: string) => Buffer | undefined,
  ): void {
    tagGeneration += 1;
    for (const tag of tags) {
      tagInvalidatedAt.set(tag, tagGeneration);
      for (const key of [...(keysByTag.get(tag) ?? [])]) {
        const entry = entries.get(key);
        const rewritten = entry && rewrite(entry.json, tag);
        if (!entry || rewritten === undefined) {
          remove(key);
          continue;
        }
        bytesHeld += rewritten.length - entry.json.length;
        entry.json = rewritten;
        keyOfBytes.set(rewritten, key);
      }
    }
    // A load under way may show one of these tags: requests from now on start their own.
    loading.clear();
    if (tagInvalidatedAt.size > MAX_INVALIDATED_TAGS) invalidate();
  }

  function invalidate(): void {
    generation += 1;
    entries.clear();
    storedOrder.clear();
    bytesHeld = 0;
    keysByTag.clear();
    loading.clear();
    tagInvalidatedAt.clear();
  }

  return {
    getOrLoad(key, loader, options) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        const time = now();
        entry.asked = true;
        if (entry.expiresAt > time) return Promise.resolve(entry.json);
        if (entry.expiresAt + ttlMs > time) {
          // Stale but young: answered at once while one load renews it, so no request waits
          // every time to live for the database. A failed load is tried again by the next request.
          if (!loading.has(key)) load(key, loader, true).catch(() => {});
          return Promise.resolve(entry.json);
        }
        remove(key);
      }
      return loading.get(key) ?? load(key, loader, isWorthKeeping(key, options));
    },
    isCurrent(bytes) {
      const key = keyOfBytes.get(bytes);
      if (key === undefined) return false;
      const entry = entries.get(key);
      if (entry === undefined || entry.json !== bytes) return false;
      const time = now();
      // Stale but young while a load renews it is what getOrLoad answers too: only the request
      // that starts the renewal needs to reach it.
      const current = entry.expiresAt > time || (entry.expiresAt + ttlMs > time && loading.has(key));
      if (current) entry.asked = true;
      return current;
    },
    freshBytes(key) {
      const entry = entries.get(key);
      if (entry === undefined || entry.expiresAt <= now()) return undefined;
      entry.asked = true;
      return entry.json;
    },
    invalidate,
    invalidateTagged(tags) {
      changeTagged(tags, () => undefined);
    },
    updateTagged: changeTagged,
    get size() {
      return entries.size;
    },
  };
}
