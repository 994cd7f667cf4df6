import { open, readFile, rename, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * One process at a time on an embedded database (docs/decisions/021-durability.md). PGlite is a
 * whole PostgreSQL inside the process with no shared memory between processes: a second process
 * on the same files would write over the first's pages. Like PostgreSQL's own `postmaster.pid`,
 * the lock is a file holding the owner's pid: a file whose process is gone (killed, power cut) is
 * stale and taken over, so a crash never blocks the restart.
 */

export const DATA_DIR_LOCK_FILE = "server.lock";

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another shop server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}): stop that process, or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirInUse";
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's (clean shutdown). */
  release(): Promise<void>;
}

/** True when a process with this pid runs on this machine (signal 0 checks without sending). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== "number" || !Number.isInteger(value.pid) || value.pid <= 0) return null;
    return { pid: value.pid, host: String(value.host ?? "?"), startedAt: String(value.startedAt ?? "?") };
  } catch {
    return null;
  }
}

/**
 * Takes the lock on `dataDir` (which must exist) or throws DataDirInUse naming the running
 * process. A lock left by a process that no longer runs, by this very pid (a container's pid 1
 * restarted), or half written, is moved aside and taken.
 */
export async function lockDataDir(
  dataDir: string,
  { pid = process.pid, running = isRunning }: { pid?: number; running?: (pid: number) => boolean } = {},
): Promise<DataDirLock> {
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const me: LockHolder = { pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // "wx": created only if absent, atomically, so two starting processes cannot both win.
      const file = await open(path, "wx", 0o644);
      try {
        await file.writeFile(`${JSON.stringify(me)}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      return {
        async release() {
          const current = parseHolder(await readFile(path, "utf8").catch(() => ""));
          if (current?.pid === pid) await unlink(path).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = parseHolder(await readFile(path, "utf8").catch(() => ""));
    if (holder && holder.pid !== pid && running(holder.pid)) throw new DataDirInUse(dataDir, holder);
    // Stale: renamed (not deleted) so that of two processes clearing it at once only one succeeds
    // in moving this very file; both then race on the "wx" create above, which one wins.
    await rename(path, `${path}.stale-${pid}`).catch(() => {});
    await unlink(`${path}.stale-${pid}`).catch(() => {});
  }
  throw new Error(`Could not take the lock ${path}`);
}
