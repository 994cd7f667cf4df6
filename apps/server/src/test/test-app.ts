import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ProductInput, productInputSchema } from "@shop/shared";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { type AppDependencies, buildApp } from "../app";
import { type Config, type Environment, loadConfig } from "../config";
import { resolveJwtSecret } from "../config-jwt-secret";
import { type Database, type DatabaseOptions, openDatabase } from "../db/client";
import type { AlertsService } from "../modules/alerts/alerts.service";
import { type Catalogue, createCatalogue } from "../modules/catalogue/catalogue.service";
import { type CatalogueChanges, createCatalogueChanges } from "../modules/catalogue/catalogue-changes";
import type { ShutdownState } from "../modules/health/health";
import type { Mailer } from "../modules/mail/mailer";
import { createProductService, type ProductService } from "../modules/products/products.service";
import { openTestDatabase, type TestDatabaseKind } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The catalogue's writes, publishing their change events as the app's own do. */
  products: ProductService;
  /** The app's alerts (modules/alerts): a test waits for the checks of the changes it made. */
  alerts: AlertsService;
  /** The catalogue's read side the app answers from. */
  catalogue: Catalogue;
  /** The change events both of them use (modules/catalogue/catalogue-changes.ts). */
  changes: CatalogueChanges;
  /** A temporary DATA_DIR, removed on close. */
  dataDir: string;
  /** The PostgreSQL database's URL (unset on PGlite), for a second instance on the same data. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database with the real migrations, ready for `app.inject()`. The
 * product cache is off unless a test asks for it, so writes made straight through repositories
 * show at once.
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: Environment;
    cacheTtlMs?: number;
    now?: () => Date;
    mailer?: Mailer;
    /** Sees every statement the app runs (catalogue-queries.test.ts counts them). */
    logQuery?: DatabaseOptions["logQuery"];
    /** The app's log (off by default); a test reading the request log passes a stream. */
    logger?: FastifyServerOptions["logger"];
    shutdown?: ShutdownState;
    /** The webhook sender's retry timing (modules/webhooks/webhook-sender.ts). */
    webhookRetries?: AppDependencies["webhookRetries"];
    /**
     * A second instance of the shop: its own pool on this app's PostgreSQL database (and the same
     * JWT secret, so one sign-in works on both), as behind a load balancer. Closing it leaves the
     * database to its first app.
     */
    instanceOf?: TestApp;
    /** The second instance's address of that database, when it must differ (test/late-connection.ts). */
    databaseUrlOfInstance?: string;
    /** Carriers on local mocks and a pickup address, for shipments (modules/shipping). */
    shipping?: AppDependencies["shipping"];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "shop-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, "web"),
    PUBLIC_URL: "https://shop.example",
    SEED_DEMO: "false",
    ...(options.instanceOf ? { JWT_SECRET: await resolveJwtSecret(options.instanceOf.config) } : {}),
    ...options.env,
  });
  const first = options.instanceOf;
  if (first && !first.databaseUrl) throw new Error("a second instance needs PostgreSQL");
  const database = first?.databaseUrl
    ? await openDatabase(
        { kind: "postgres", url: options.databaseUrlOfInstance ?? first.databaseUrl },
        options.logQuery ? { logQuery: options.logQuery } : {},
      )
    : await openTestDatabase(kind, options.logQuery ? { logQuery: options.logQuery } : {});
  const clock = options.now ?? (() => new Date());
  const changes = createCatalogueChanges({ db: database.db });
  const catalogue = createCatalogue({
    db: database.db,
    changes,
    clock,
    cacheTtlMs: options.cacheTtlMs ?? 0,
  });
  const products = createProductService({ db: database.db, changes, clock });
  let alerts: AlertsService | undefined;
  const app = await buildApp({
    alertsBuilt: (built) => {
      alerts = built;
    },
    config,
    db: database.db,
    changes,
    catalogue,
    clock,
    mailer: options.mailer,
    logger: options.logger,
    shutdown: options.shutdown,
    ...(options.shipping ? { shipping: options.shipping } : {}),
    webhookRetries: options.webhookRetries,
  });
  if (!alerts) throw new Error("the app built no alerts service");
  return {
    app,
    db: database.db,
    config,
    alerts,
    products,
    catalogue,
    changes,
    dataDir,
    databaseUrl: "url" in database && typeof database.url === "string" ? database.url : undefined,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A guest's checkout details that pass every rule (a real Hồ Chí Minh City ward of 2025). */
export const CHECKOUT_CUSTOMER = {
  fullName: "Trần Thị Mai",
  phone: "0907654321",
  email: "mai@example.vn",
  address: "5 Nguyễn Huệ",
  provinceCode: 79,
  wardCode: 26740,
};

/**
 * A valid product input with sensible defaults; override what the test is about. A colour given
 * without stock gets plenty (100), so tests about other things never run out.
 */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const input = productInputSchema.parse({
    name: "Túi xách đỏ",
    price: 1_250_000,
    category: "Handbag",
    description: ["Da bò thật", "Khoá kim loại"],
    dimensions: "30 x 20 x 12 cm",
    material: "Da bò",
    careInstructions: "Lau bằng khăn mềm",
    promotion: null,
    variations: [{ color: "#d32f2f", images: ["/media/products/x/d32f2f/cover/front-960.webp"] }],
    ...overrides,
  });
  return {
    ...input,
    variations: input.variations.map((variation) => ({ ...variation, stock: variation.stock ?? 100 })),
  };
}
