import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { resolveJwtSecret } from "./config-jwt-secret";
import { databaseLocation, openDatabase } from "./db/client";
import { type DataDirLock, lockDataDir } from "./db/data-dir-lock";
import { compileEmbeddedDatabaseOptimisedOnly } from "./db/embedded-code";
import { startEmbeddedMaintenance, vacuumEmbeddedDatabase } from "./db/embedded-maintenance";
import { limitHeapGrowth } from "./heap-growth";
import { listeningUrl, loggerOptions } from "./logging";
import { hashPassword } from "./modules/auth/passwords";
import { embeddedClient, writeBackup } from "./modules/backup/backup";
import { BACKUP_SOCKET, type BackupSocket, listenForBackups } from "./modules/backup/backup-socket";
import { createShutdownState } from "./modules/health/health";
import { createMediaStorage } from "./modules/media/media-storage.factory";
import { demoProductInputs } from "./modules/products/demo-catalogue/demo-catalogue";
import { seedDemoCatalogue } from "./modules/products/demo-catalogue/seed-demo-catalogue";
import { ensureAdministrator, resetAdministratorSecondFactor } from "./modules/users/administrator";
import { DEMO_ASSETS_DIR } from "./paths";
import { collectWhenQuiet } from "./quiet-collection";
import { explainStartFailure, probePort, startStep } from "./start-failure";

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Before the catalogue and the search index are loaded: the heap follows what is live, and what
  // a busy spell (the start itself among them) leaves is given back once the shop is quiet.
  limitHeapGrowth();
  collectWhenQuiet();
  let config: ReturnType<typeof loadConfig>;
  try {
    // The only place the process environment is read (configuration is read once).
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Start failures print one line naming what to change, no stack (start-failure.ts).
  const loaded = config;
  await start(config).catch((error: unknown) => {
    console.error(explainStartFailure(error, loaded));
    process.exit(1);
  });
}

async function start(config: ReturnType<typeof loadConfig>): Promise<void> {
  await startStep("listen", () => probePort(config.port, config.host));
  // The embedded database belongs to one process: a second one on DATA_DIR stops here, naming
  // the first (db/data-dir-lock.ts). PostgreSQL takes any number of instances.
  let dataDirLock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    // Before PGlite compiles its code: one optimised copy of it, not two (db/embedded-code.ts).
    compileEmbeddedDatabaseOptimisedOnly();
    dataDirLock = await startStep("data_dir", async () => {
      await mkdir(config.dataDir, { recursive: true });
      return lockDataDir(config.dataDir);
    });
  }
  const database = await startStep("database", async () => {
    const opened = await openDatabase(databaseLocation(config));
    await opened.migrate();
    return opened;
  });
  await startStep("data_dir", () => resolveJwtSecret(config));

  const media = await createMediaStorage(config);
  const shutdown = createShutdownState();
  const app = await buildApp({
    config,
    db: database.db,
    media,
    logger: loggerOptions(config),
    shutdown,
  });

  if (config.seedDemo) {
    const now = new Date();
    const result = await seedDemoCatalogue({
      db: database.db,
      storage: media.storage,
      now,
      catalogue: demoProductInputs(now),
      assetsDir: DEMO_ASSETS_DIR,
    });
    app.log.info({ result }, result.seeded ? "demo catalogue seeded" : "demo catalogue not seeded");
  }
  if (config.admin) {
    const outcome = await ensureAdministrator({ db: database.db, ...config.admin, hashPassword });
    app.log.info({ email: config.admin.email, outcome }, "administrator from ADMIN_EMAIL");
    if (await resetAdministratorSecondFactor({ db: database.db, email: config.admin.email })) {
      app.log.warn({ email: config.admin.email }, "two-factor sign-in of ADMIN_EMAIL reset at start");
    }
  }

  let backups: BackupSocket | null = null;
  let maintenance: { stop(): Promise<void> } | null = null;
  let closing = false;
  async function shutDown(signal: NodeJS.Signals): Promise<void> {
    if (closing) return;
    closing = true;
    // Readiness answers 503 and answers close their connections from now on (modules/health);
    // behind a load balancer SHUTDOWN_DELAY_SECONDS gives its health checks time to notice.
    shutdown.beginShutdown();
    if (config.shutdownDelayMs > 0 && signal === "SIGTERM") {
      app.log.info({ signal, delayMs: config.shutdownDelayMs }, "shutting down: readiness now answers 503");
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Still listening while the requests in progress finish, even with no delay configured: a
    // request arriving meanwhile is answered 503 (plugins/requests-in-flight.ts), not refused.
    await app.drainRequestsInFlight();
    // Stops accepting connections, waits for the open ones, then runs onClose hooks.
    await app.close();
    await backups?.close();
    await maintenance?.stop();
    await database.close();
    await dataDirLock?.release();
    process.exit(0);
  }
  process.once("SIGTERM", (signal) => void shutDown(signal));
  process.once("SIGINT", (signal) => void shutDown(signal));

  await startStep("listen", () => app.listen({ port: config.port, host: config.host }));
  const url = listeningUrl(config.host, config.port);
  app.log.info({ url, database: database.kind, publicUrl: config.publicUrl }, `shop server ready at ${url}`);

  // `npm run backup` asks this process for a consistent copy of the embedded database
  // (modules/backup, docs/decisions/013-backups.md); PostgreSQL has pg_dump (docs/deploy.md).
  const pglite = embeddedClient(database.db);
  if (pglite) {
    // No autovacuum runs inside PGlite: the shop vacuums it every night (db/embedded-maintenance.ts).
    maintenance = startEmbeddedMaintenance({
      vacuum: () => vacuumEmbeddedDatabase(database.db),
      logger: app.log,
    });
    const socketPath = join(config.dataDir, BACKUP_SOCKET);
    backups = await listenForBackups({
      socketPath,
      backup: async (targetDir) => {
        const { path, manifest } = await writeBackup({ client: pglite, dataDir: config.dataDir, targetDir });
        app.log.info({ path, ...manifest }, "backup written");
        return path;
      },
    }).catch((error: unknown) => {
      app.log.warn({ err: error, socketPath }, "backups over the local socket are unavailable");
      return null;
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
