import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

/**
 * Once per test run: an embedded database with every migration applied, written to a file whose
 * path the test files receive (`inject("migratedEmbeddedDatabase")`). An empty PGlite runs
 * PostgreSQL's initdb in WebAssembly, 3–5 s on the test machine; started from these files it is
 * ready in about one (test/test-database.ts).
 */
export default async function migratedEmbeddedDatabase(project: TestProject) {
  const database = await openDatabase({ kind: "memory" });
  let folder: string;
  try {
    await database.migrate();
    // drizzle keeps the driver's client as `$client`: on the embedded database, the PGlite. Its
    // files as `loadDataDir` reads them: an uncompressed tar.
    const files = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    folder = await mkdtemp(join(tmpdir(), "shop-test-database-"));
    const file = join(folder, "migrated.tar");
    await writeFile(file, new Uint8Array(await files.arrayBuffer()));
    project.provide("migratedEmbeddedDatabase", file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
