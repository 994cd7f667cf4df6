import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATA_DIR_LOCK_FILE, DataDirInUse, lockDataDir } from "./data-dir-lock";

describe("the DATA_DIR lock", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-lock-unit-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("refuses a second holder while the first runs, naming the folder and its pid", async () => {
    await lockDataDir(dir, { pid: 4242, running: () => true });
    const second = lockDataDir(dir, { pid: 5151, running: () => true });
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(`DATA_DIR ${dir} is in use by another shop server (pid 4242`);
  });

  it("takes over a lock whose process is gone, or that was left half written", async () => {
    await lockDataDir(dir, { pid: 4242, running: () => true });
    const lock = await lockDataDir(dir, { pid: 5151, running: (pid) => pid !== 4242 });
    expect(JSON.parse(await readFile(join(dir, DATA_DIR_LOCK_FILE), "utf8"))).toMatchObject({ pid: 5151 });
    await lock.release();

    await writeFile(join(dir, DATA_DIR_LOCK_FILE), '{"pid":');
    await lockDataDir(dir, { pid: 6161, running: () => true });
    expect(JSON.parse(await readFile(join(dir, DATA_DIR_LOCK_FILE), "utf8"))).toMatchObject({ pid: 6161 });
  });

  it("releases only its own lock", async () => {
    const lock = await lockDataDir(dir, { pid: 4242, running: () => true });
    await lock.release();
    await expect(readFile(join(dir, DATA_DIR_LOCK_FILE))).rejects.toThrow();
  });
});
