import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_KINDS } from "../test/test-database";
import { EMBEDDED_SHARED_BUFFERS, type OpenedDatabase, openDatabase, type SyncCounter } from "./client";

/** A power cut must not take an acknowledged order: the embedded database syncs its commits. */
describe("the embedded database on disk", () => {
  let dir: string;
  let database: OpenedDatabase;
  const counter: SyncCounter = { syncs: 0 };
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("runs with fsync on and syncs the disk at every commit", async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-fsync-"));
    database = await openDatabase({ kind: "pglite", dataDir: join(dir, "pglite") }, { syncCounter: counter });
    const setting = async (name: string) => {
      const result = await database.db.execute(sql.raw(`select current_setting('${name}') as value`));
      // drizzle types execute() over the common base type as unknown; both drivers answer { rows }.
      return (result as unknown as { rows: Array<{ value: string }> }).rows[0]?.value;
    };
    expect(await setting("fsync")).toBe("on");
    expect(await setting("synchronous_commit")).toBe("on");
    // Its page cache is the server's own memory: a small one, the rest left to the OS's file cache.
    expect(await setting("shared_buffers")).toBe(EMBEDDED_SHARED_BUFFERS);

    await database.db.execute(sql`create table fsync_probe (n integer)`);
    for (let n = 0; n < 3; n++) {
      const before = counter.syncs;
      await database.db.execute(sql`insert into fsync_probe values (${n})`);
      // Each commit waited for at least one fsync(2) of the write-ahead log.
      expect(counter.syncs).toBeGreaterThan(before);
    }
  });
});

/** An instance keeps at most its pool's connections to PostgreSQL, whatever arrives at once. */
describe.each(TEST_DATABASE_KINDS.filter((kind) => kind === "postgres"))("the %s pool", () => {
  let database: OpenedDatabase | undefined;
  afterAll(() => database?.close());

  it("runs at most poolSize statements at once", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
    const opened = database;
    const backends = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const result = await opened.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
        return (result as unknown as { rows: Array<{ pid: number }> }).rows[0]?.pid;
      }),
    );
    expect(new Set(backends).size).toBe(2);
  });
});
