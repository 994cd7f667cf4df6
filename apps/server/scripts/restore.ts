// `npm run restore BACKUP_FOLDER`: brings a backup written by `npm run backup` back into DATA_DIR,
// which must be empty or absent (a restore never overwrites a shop). Start the shop afterwards.
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../src/config";
import { RestoreRefused, restoreBackup } from "../src/modules/backup/backup";

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const backupDir = process.argv[2];
  if (!backupDir) {
    console.error("Usage: npm run restore -- BACKUP_FOLDER (e.g. backups/shop-20261123-141500)");
    return 1;
  }
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, "Backups").');
    return 1;
  }
  const manifest = await restoreBackup({ backupDir: resolve(backupDir), dataDir: config.dataDir });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.uploadedFiles} uploaded files) into ${config.dataDir}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof RestoreRefused) console.error(error.message);
    else console.error(`Restore failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
