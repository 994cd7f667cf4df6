/**
 * Where product images live: the local disk by default, an S3-compatible bucket with the S3_*
 * settings (media-storage.factory.ts chooses). Keys are chosen
 * by the server, e.g. `products/{productId}/{colour hex without #}/cover/{name}-960.webp`. Whatever
 * the storage, a key's URL is `/media/{key}` on the shop's own origin (docs/decisions/011).
 */
export interface MediaStorage {
  /** Stores the bytes under `key` (replacing any) and answers the public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes every object whose key starts with `prefix` (e.g. all images of a deleted product). */
  deletePrefix(prefix: string): Promise<void>;
  /** Removes these objects; a missing one is no error. */
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /**
   * The key behind a URL this storage answered, or null for any other URL (another host, a path
   * that leaves the store): what a product refers to is never trusted as a key as it is.
   */
  keyForUrl(url: string): string | null;
}

/** Every stored object is served under this path of the shop's origin, whatever the storage. */
export const MEDIA_URL_PREFIX = "/media/";

/** Cache-Control of every stored object: keys are server-chosen and never reused for other bytes. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * True for a key made of plain segments (letters, digits, `.`, `_`, `-`, not starting with a dot):
 * no `..`, no absolute path, no backslash, nothing a file system or URL could misread.
 */
export function isSafeMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split("/").every((segment) => KEY_SEGMENT.test(segment) && !segment.includes(".."));
}

export function assertSafeMediaKey(key: string): void {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
}

/** The URL of a key: `/media/{key}`. */
export function mediaUrlForKey(key: string): string {
  assertSafeMediaKey(key);
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The key behind a `/media/{key}` URL, or null for any other URL or an unsafe key. */
export function mediaKeyForUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeMediaKey(key) ? key : null;
}
