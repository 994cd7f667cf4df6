// `npm run backup [FOLDER]`: a dated, consistent backup of the embedded database and the uploads
// into FOLDER (default ./backups). With the shop running, the server writes it (it alone may read
// its database while it runs); with the shop stopped, this script opens the database itself.
// PostgreSQL shops use pg_dump instead (docs/deploy.md). See docs/decisions/013-backups.md.
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { lockDataDir } from "../src/db/data-dir-lock";
import { embeddedClient, writeBackup } from "../src/modules/backup/backup";
import { BACKUP_SOCKET, requestBackup } from "../src/modules/backup/backup-socket";

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deploy.md, "Backups").');
    return 1;
  }
  const targetDir = resolve(process.argv[2] ?? "backups");
  const started = Date.now();
  const answer = await requestBackup(join(config.dataDir, BACKUP_SOCKET), targetDir);
  if (answer && !answer.ok) {
    console.error(`The running shop could not write the backup: ${answer.message}`);
    return 1;
  }
  let path: string;
  if (answer) {
    path = answer.path;
  } else {
    // No server listens: nothing else should hold the database; the lock makes sure of it.
    const lock = await lockDataDir(config.dataDir);
    try {
      const database = await openDatabase({ kind: "pglite", dataDir: join(config.dataDir, "pglite") });
      try {
        const client = embeddedClient(database.db);
        if (!client) throw new Error("the embedded database did not open");
        path = (await writeBackup({ client, dataDir: config.dataDir, targetDir })).path;
      } finally {
        await database.close();
      }
    } finally {
      await lock.release();
    }
  }
  console.log(`Backup written to ${path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
