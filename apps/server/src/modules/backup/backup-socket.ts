import { chmod, rm } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import { createInterface } from "node:readline";

/*
 * `npm run backup` asks the running server for a backup over a unix socket in DATA_DIR
 * (docs/decisions/013-backups.md): only the server can read its embedded database consistently
 * while it runs, and only the account owning DATA_DIR may connect (the socket is 0600). Nothing is
 * reachable over the network. One request: a JSON line `{"targetDir": …}`, one answer line.
 */

export const BACKUP_SOCKET = "backup.sock";

export type BackupAnswer = { ok: true; path: string } | { ok: false; message: string };

export interface BackupSocket {
  /** Stops taking requests and waits for a backup in progress. */
  close(): Promise<void>;
}

export async function listenForBackups({
  socketPath,
  backup,
}: {
  socketPath: string;
  backup: (targetDir: string) => Promise<string>;
}): Promise<BackupSocket> {
  // A socket file left by a server that was killed; one DATA_DIR has one server.
  await rm(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once("line", (line) => {
      lines.close();
      const answer = (body: BackupAnswer) => socket.end(`${JSON.stringify(body)}\n`);
      let targetDir: unknown;
      try {
        targetDir = (JSON.parse(line) as { targetDir?: unknown }).targetDir;
      } catch {
        targetDir = undefined;
      }
      if (typeof targetDir !== "string" || targetDir === "") {
        answer({ ok: false, message: 'expected {"targetDir": "…"}' });
        return;
      }
      // One backup at a time: a second request waits for the first.
      const next = running.then(() => backup(targetDir));
      running = next.catch(() => undefined);
      next.then(
        (path) => answer({ ok: true, path }),
        (error: unknown) =>
          answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running;
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server listening on `socketPath` for a backup; null when no server listens there. */
export function requestBackup(socketPath: string, targetDir: string): Promise<BackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answered = false;
    socket.once("connect", () => socket.write(`${JSON.stringify({ targetDir })}\n`));
    const lines = createInterface({ input: socket });
    lines.once("line", (line) => {
      answered = true;
      resolve(JSON.parse(line) as BackupAnswer);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    socket.once("close", () => {
      if (!answered) reject(new Error("the server closed the backup socket without answering"));
    });
  });
}
