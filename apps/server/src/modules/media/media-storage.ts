/**
 * Where product images live. The local disk is the default; an S3-compatible implementation comes
 * with the S3_* settings later (DESIGN.md "Identity, mail and files"). Keys are chosen by the
 * server, e.g. `products/{productId}/{colour hex without #}/cover/{name}-960.webp`.
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
