import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { resolveJwtSecret } from "./config-jwt-secret";
import { databaseLocation, openDatabase } from "./db/client";
import { seedDemoCatalogue } from "./db/seed";
import { demoProductInputs } from "./db/seed/demo-catalogue";
import { hashPassword } from "./modules/auth/passwords";
import { createMediaStorage } from "./modules/media/media-storage.factory";
import { ensureAdministrator } from "./modules/users/administrator";
import { DEMO_ASSETS_DIR } from "./paths";

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
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

  const database = await openDatabase(databaseLocation(config));
  await database.migrate();
  await resolveJwtSecret(config);

  const media = createMediaStorage(config);
  const app = await buildApp({
    config,
    db: database.db,
    media,
    logger: { level: config.logLevel },
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
  }

  let closing = false;
  async function shutDown(signal: NodeJS.Signals): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Stops accepting connections, waits for the requests in progress, then runs onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.once("SIGTERM", (signal) => void shutDown(signal));
  process.once("SIGINT", (signal) => void shutDown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, publicUrl: config.publicUrl }, "shop server ready");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
