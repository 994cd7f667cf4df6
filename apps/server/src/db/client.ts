import { fsyncSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import type { ExtractTablesWithRelations, Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Pool } from "pg";
import { type Config, defaultDatabasePoolSize } from "../config";
import { MIGRATIONS_DIR } from "../paths";
import { EmbeddedPostgres } from "./pglite-named-statements";
import * as schema from "./schema";

export type Schema = typeof schema;

/**
 * The database handle every repository takes. Both drivers (PGlite and node-postgres) produce a
 * `PgDatabase` over the same schema, differing only in the raw query-result type, so repositories
 * are written once against this common base type and never see which driver runs below. A
 * transaction (`db.transaction(async (tx) => …)`) is a `Database` too, so repository functions
 * compose inside one.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface OpenedDatabase {
  db: Database;
  /** Which engine runs below, for logs and tests. */
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | {
      kind: "memory";
      /**
       * The files of another in-memory database (PGlite's `dumpDataDir`) to start from instead of
       * an empty one: the tests start each database from one migrated copy (test/test-database.ts).
       */
      from?: Blob;
    };

const DRIZZLE_OPTIONS = { schema, casing: "snake_case" } as const;
/** Any constant: makes instances sharing one PostgreSQL server run the migrations one at a time. */
const MIGRATION_LOCK_KEY = 72_016_001;

/** Where the configuration puts the data: a PostgreSQL server, or PGlite under DATA_DIR. */
export function databaseLocation(
  config: Pick<Config, "databaseUrl" | "dataDir" | "databasePoolSize">,
): DatabaseLocation {
  if (config.databaseUrl)
    return { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize };
  return { kind: "pglite", dataDir: join(config.dataDir, "pglite") };
}

export interface DatabaseOptions {
  /** Sees every statement with its parameters (the query-budget and plan tests count them). */
  logQuery?: Logger["logQuery"];
  /** Counts the file syncs of an embedded database (the durability test). */
  syncCounter?: SyncCounter;
}

export async function openDatabase(
  location: DatabaseLocation,
  options: DatabaseOptions = {},
): Promise<OpenedDatabase> {
  const logger: Logger | undefined = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (location.kind === "postgres") {
    return openPostgres(location.url, location.poolSize ?? defaultDatabasePoolSize(), logger);
  }
  if (location.kind === "memory") return openPglite({ loadDataDir: location.from }, logger);
  return openPglite({ dataDir: location.dataDir }, logger, options.syncCounter);
}

/**
 * The embedded database's own page cache (PostgreSQL's default is 128 MB). Inside PGlite it is the
 * server's memory: 128 MB of it was resident once the catalogue had been read, and the server's
 * resident memory at 100,000 products was 500 MB. Pages it does not hold are read from the data
 * files through the operating system's file cache, which keeps them as well and gives the memory
 * back when the machine needs it; uncached product pages answered as fast with 16 MB
 * (docs/decisions/037-embedded-database-memory.md).
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB";

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Emscripten file system answers every
 * fsync without touching the disk: a commit was acknowledged from the page cache, and a power cut
 * could lose it. The embedded database drops `-F`, sends the WAL's syncs through `fsync()`
 * (PostgreSQL's default on Linux, `fdatasync`, is a no-op in Emscripten) and gives Emscripten's
 * Node file system the `fsync` it lacks: a real `fsync(2)` on the file (docs/decisions/021-durability.md).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
  "-c",
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
];

/** The file syncs a PGlite database made, for the test that proves commits reach the disk. */
export interface SyncCounter {
  syncs: number;
}

interface EmscriptenStream {
  nfd: number;
}
type PgliteModule = Parameters<NodeFS["init"]>[1];
type PreRun = (module: { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } }) => void;

/** PGlite's Node file system with a working fsync (see PGLITE_START_PARAMS). */
class SyncingNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly counter?: SyncCounter,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: PgliteModule): Promise<{ emscriptenOpts: PgliteModule }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const counter = this.counter;
    const addFsync: PreRun = (module) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        if (counter) counter.syncs++;
        return 0;
      };
    };
    const preRun = [...((emscriptenOpts.preRun as unknown[] | undefined) ?? []), addFsync];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as PgliteModule };
  }
}

async function openPglite(
  { dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob },
  logger: Logger | undefined,
  counter?: SyncCounter,
): Promise<OpenedDatabase> {
  if (dataDir) {
    // PGlite creates its own folder but not the parents.
    await mkdir(join(dataDir, ".."), { recursive: true });
  }
  // In memory there is no disk to sync to: PGlite's defaults.
  const storage = dataDir
    ? { fs: new SyncingNodeFS(dataDir, counter), startParams: [...PGLITE_START_PARAMS] }
    : loadDataDir
      ? { loadDataDir }
      : {};
  const client = await EmbeddedPostgres.open({ ...storage, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS, ...(logger ? { logger } : {}) });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * The pools this process opened, so code that needs PostgreSQL's own connection (a session lock,
 * pool gauges) can tell a PostgreSQL handle from an embedded one without loading the driver.
 */
const postgresPools = new WeakSet<object>();

/** The PostgreSQL pool under a handle from openDatabase, or undefined on the embedded database. */
export function postgresPoolOf(db: Database): Pool | undefined {
  // drizzle keeps the driver's client as `$client`: a pg.Pool on PostgreSQL, a PGlite otherwise.
  const client: unknown = (db as { $client?: unknown }).$client;
  return typeof client === "object" && client !== null && postgresPools.has(client)
    ? (client as Pool)
    : undefined;
}

async function openPostgres(
  url: string,
  poolSize: number,
  logger: Logger | undefined,
): Promise<OpenedDatabase> {
  // Loaded here, not at the top: a shop on the embedded database never needs the driver's memory.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  postgresPools.add(pool);
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, ...DRIZZLE_OPTIONS, ...(logger ? { logger } : {}) });
  return {
    db,
    kind: "postgres",
    async migrate() {
      // The advisory lock is held by one connection, so the migrator runs on that same connection.
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection, ...DRIZZLE_OPTIONS }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
