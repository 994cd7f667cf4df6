import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertSafeMediaKey, type MediaStorage, mediaKeyForUrl, mediaUrlForKey } from "./media-storage";

/** Files under `rootDir` (DATA_DIR/uploads), served by media.routes.ts at /media/. */
export function createLocalMediaStorage(rootDir: string): MediaStorage & { rootDir: string } {
  return {
    rootDir,
    async put(key, bytes) {
      assertSafeMediaKey(key);
      const file = join(rootDir, key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a reader never gets half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return this.url(key);
    },
    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, "");
      assertSafeMediaKey(folder);
      await rm(join(rootDir, folder), { recursive: true, force: true });
    },
    async deleteKeys(keys) {
      for (const key of keys) assertSafeMediaKey(key);
      await Promise.all(keys.map((key) => rm(join(rootDir, key), { force: true })));
    },
    url: mediaUrlForKey,
    keyForUrl: mediaKeyForUrl,
  };
}
