import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseOptions, type OpenedDatabase, openDatabase } from "../db/client";

/**
 * The databases integration tests run on: in-memory PGlite always, and PostgreSQL as well when
 * TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test). Use with
 * `describe.each(TEST_DATABASE_KINDS)` so the same tests run on both.
 */
export type TestDatabaseKind = "pglite" | "postgres";

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const TEST_DATABASE_KINDS: TestDatabaseKind[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database. For PostgreSQL a scratch database with a unique name is created from
 * TEST_DATABASE_URL and dropped on close, so test files never see each other's rows.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: DatabaseOptions = {},
): Promise<OpenedDatabase & { url?: string }> {
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "memory", from: await migratedCopy() }, options);
    // Nothing to do on the copy; where there is none, every migration.
    await database.migrate();
    return database;
  }
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `shop_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(testDatabaseUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() }, options);
  await database.migrate();
  return {
    ...database,
    /** For a second connection pool, as a second instance of the shop would have. */
    url: url.toString(),
    async close() {
      await database.close();
      await withAdminClient(testDatabaseUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

let migratedFiles: Promise<Blob | undefined> | undefined;

/**
 * The files of the run's migrated embedded database (test/migrated-embedded-database.global.ts),
 * read once per test file; undefined where the run made none (then each database starts empty).
 */
function migratedCopy(): Promise<Blob | undefined> {
  migratedFiles ??= (async () => {
    const file = inject("migratedEmbeddedDatabase");
    return file ? new Blob([new Uint8Array(await readFile(file))]) : undefined;
  })();
  return migratedFiles;
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The path of the migrated embedded database's files (a tar); unset where the run has no such
     * global setup (test/migrated-embedded-database.global.ts).
     */
    migratedEmbeddedDatabase?: string;
  }
}
