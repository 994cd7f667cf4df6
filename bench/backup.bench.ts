/**
 * The size and duration of a backup (and of its restore) of a shop on the embedded database:
 *   npm run backup -w @shop/bench                 # 100,000 products (BENCH_PRODUCTS)
 * It fills a scratch DATA_DIR once (kept in bench/results/ for the next run), then writes a backup
 * with the code `npm run backup` runs in the server (docs/decisions/013-backups.md) and restores it
 * into an empty folder.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase } from "../apps/server/src/db/client";
import { embeddedClient, restoreBackup, writeBackup } from "../apps/server/src/modules/backup/backup";
import { fillCatalogue, productCountIn } from "./scratch-catalogue";

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const resultsDir = join(import.meta.dirname, "results");
const dataDir = join(resultsDir, `backup-data-${productCount}`);

async function main(): Promise<void> {
  const location = { kind: "pglite" as const, dataDir: join(dataDir, "pglite") };
  if ((await productCountIn(location)) !== productCount) {
    const started = Date.now();
    await fillCatalogue(location, productCount);
    console.log(`bench: filled ${productCount} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const database = await openDatabase(location);
  const client = embeddedClient(database.db);
  if (!client) throw new Error("not an embedded database");
  const targetDir = await mkdtemp(join(resultsDir, "backups-"));
  try {
    const started = Date.now();
    const { path, manifest, imageMs } = await writeBackup({ client, dataDir, targetDir });
    const backupSeconds = (Date.now() - started) / 1000;
    await database.close();

    const restoredDir = join(targetDir, "restored");
    const restoreStarted = Date.now();
    await restoreBackup({ backupDir: path, dataDir: restoredDir });
    const restoreSeconds = (Date.now() - restoreStarted) / 1000;
    const restoredCount = await productCountIn({ kind: "pglite", dataDir: join(restoredDir, "pglite") });
    console.log(
      JSON.stringify({
        productCount,
        databaseImageMB: Number((manifest.databaseBytes / 1e6).toFixed(1)),
        backupSeconds,
        databaseLockedSeconds: Number((imageMs / 1000).toFixed(2)),
        restoreSeconds,
        restoredCount,
      }),
    );
  } finally {
    await rm(targetDir, { recursive: true, force: true });
  }
}

await main();
