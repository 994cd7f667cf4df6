import { constants, createWriteStream } from "node:fs";
import {
  access,
  copyFile,
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database } from "../../db/client";

/*
 * Backups of a shop on the embedded database (docs/decisions/013-backups.md). A backup is a folder
 * `shop-YYYYMMDD-HHMMSS/` holding:
 *   database.tar.gz  PGlite's dumpDataDir() of DATA_DIR/pglite, taken inside the running server
 *   uploads/         a copy of DATA_DIR/uploads, taken after the database
 *   jwt-secret       so sessions survive a restore (when the secret lives in DATA_DIR)
 *   backup.json      what is inside, written last
 * It is written as `….partial` and renamed at the end, so a folder without that suffix is whole.
 */

export const BACKUP_MANIFEST = "backup.json";
const DATABASE_ARCHIVE = "database.tar.gz";

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: "pglite";
  databaseBytes: number;
  uploadedFiles: number;
}

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  /** How long the database image held PGlite's lock (statements wait meanwhile). */
  imageMs: number;
}

/** The PGlite below a drizzle handle (drizzle keeps the driver's client as `$client`), or null. */
export function embeddedClient(db: Database): PGlite | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** `shop-20261123-141500`: sorts by time, in UTC so two machines name the same moment alike. */
export function backupName(now: Date): string {
  const digits = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `shop-${digits}`;
}

/**
 * Writes a consistent backup of a running shop. The database image is taken while PGlite holds its
 * query lock, so no statement runs during it: what it holds is exactly what was committed before
 * (a crash-consistent image that PostgreSQL's recovery opens cleanly). Uploads are copied after
 * it, so every image a backed-up product names is in the copy (images are stored before the rows
 * that name them, modules/media).
 */
export async function writeBackup({
  client,
  dataDir,
  targetDir,
  now = new Date(),
}: {
  client: PGlite;
  dataDir: string;
  targetDir: string;
  now?: Date;
}): Promise<BackupResult> {
  const finalPath = resolve(targetDir, backupName(now));
  const partialPath = `${finalPath}.partial`;
  await mkdir(resolve(targetDir), { recursive: true });
  await rm(partialPath, { recursive: true, force: true });
  await mkdir(partialPath);
  try {
    // A checkpoint first keeps the recovery after a restore short. The image is taken
    // uncompressed, and compressed afterwards on libuv's threads: statements wait only for the
    // copy of the files, not for gzip.
    await client.query("checkpoint");
    const imageStarted = performance.now();
    const image = await client.dumpDataDir("none");
    const imageMs = performance.now() - imageStarted;
    await pipeline(
      Readable.from([Buffer.from(await image.arrayBuffer())]),
      createGzip(),
      createWriteStream(join(partialPath, DATABASE_ARCHIVE)),
    );
    const { size: databaseBytes } = await stat(join(partialPath, DATABASE_ARCHIVE));

    const uploads = join(dataDir, "uploads");
    let uploadedFiles = 0;
    if (await exists(uploads)) {
      await cp(uploads, join(partialPath, "uploads"), { recursive: true });
      uploadedFiles = await countFiles(join(partialPath, "uploads"));
    }
    if (await exists(join(dataDir, "jwt-secret"))) {
      await copyFile(join(dataDir, "jwt-secret"), join(partialPath, "jwt-secret"));
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: "pglite",
      databaseBytes,
      uploadedFiles,
    };
    await writeFile(join(partialPath, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partialPath, finalPath);
    return { path: finalPath, manifest, imageMs };
  } catch (error) {
    await rm(partialPath, { recursive: true, force: true });
    throw error;
  }
}

export class RestoreRefused extends Error {}

/**
 * Brings a backup folder back into an empty (or absent) DATA_DIR: the database image is unpacked
 * by PGlite itself, uploads and the secret are copied. A non-empty DATA_DIR is refused: a restore
 * never mixes with, or overwrites, a shop.
 */
export async function restoreBackup({
  backupDir,
  dataDir,
}: {
  backupDir: string;
  dataDir: string;
}): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(backupDir, BACKUP_MANIFEST), "utf8")) as BackupManifest;
  } catch {
    throw new RestoreRefused(`${backupDir} is not a whole backup (no ${BACKUP_MANIFEST}).`);
  }
  if (manifest.format !== 1) throw new RestoreRefused(`${backupDir} has an unknown backup format.`);
  if ((await exists(dataDir)) && (await readdir(dataDir)).length > 0) {
    throw new RestoreRefused(`DATA_DIR ${dataDir} is not empty: restore into an empty folder.`);
  }
  await mkdir(dataDir, { recursive: true });
  // PGlite unpacks a gzipped tar itself (it looks at the first bytes).
  const image = new Blob([await readFile(join(backupDir, DATABASE_ARCHIVE))]);
  const client = await PGlite.create({
    dataDir: join(dataDir, "pglite"),
    loadDataDir: image,
    extensions: { pg_trgm },
  });
  // Opening runs PostgreSQL's recovery; one query proves the restored database answers.
  await client.query("select 1");
  await client.close();
  if (await exists(join(backupDir, "uploads"))) {
    await cp(join(backupDir, "uploads"), join(dataDir, "uploads"), { recursive: true });
  }
  if (await exists(join(backupDir, "jwt-secret"))) {
    await copyFile(join(backupDir, "jwt-secret"), join(dataDir, "jwt-secret"));
  }
  return manifest;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

async function countFiles(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += 1;
  }
  return total;
}
