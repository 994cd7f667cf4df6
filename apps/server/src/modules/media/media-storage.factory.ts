import { join } from "node:path";
import type { Config } from "../../config";
import { createLocalMediaStorage } from "./local-media-storage";
import type { MediaStorage } from "./media-storage";
import { createS3MediaStorage, type MediaObjectReader } from "./s3-media-storage";

/** How GET /media/* answers (media.routes.ts): files from a folder, or objects streamed from S3. */
export type MediaServing =
  | { kind: "folder"; rootDir: string }
  | { kind: "objects"; reader: MediaObjectReader };

export interface ConfiguredMedia {
  storage: MediaStorage;
  serving: MediaServing;
  /** Releases the storage's connections (buildApp calls it when the app closes). */
  close(): void;
}

/**
 * The one place that chooses the media storage: an S3-compatible bucket when S3_* is set,
 * otherwise DATA_DIR/uploads. Callers never look at `config.s3` themselves.
 */
export async function createMediaStorage(config: Pick<Config, "dataDir" | "s3">): Promise<ConfiguredMedia> {
  if (config.s3) {
    const storage = await createS3MediaStorage(config.s3);
    return { storage, serving: { kind: "objects", reader: storage }, close: () => storage.close() };
  }
  const rootDir = join(config.dataDir, "uploads");
  return { storage: createLocalMediaStorage(rootDir), serving: { kind: "folder", rootDir }, close: () => {} };
}
