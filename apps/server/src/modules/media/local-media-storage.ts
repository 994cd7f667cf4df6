import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertSafeMediaKey, type MediaStorage } from "./media-storage";

export const MEDIA_URL_PREFIX = "/media/";

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
    url(key) {
      assertSafeMediaKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}
