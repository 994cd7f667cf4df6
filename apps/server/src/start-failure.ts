import { createServer } from "node:net";
import type { Config } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";

/** Which start step failed, so the message can name the variable to change. */
export type StartStep = "database" | "listen" | "data_dir";

export class StartFailure extends Error {
  constructor(
    readonly step: StartStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "StartFailure";
  }
}

/** Runs one start step, tagging whatever it throws with the step. */
export async function startStep<T>(step: StartStep, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StartFailure(step, error);
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function databaseHost(url: string | null): string {
  if (!url) return "the database";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}`;
  } catch {
    return "the database";
  }
}

/**
 * One line saying what went wrong and what to change, printed instead of a stack trace (an owner
 * starting the shop needs the variable to fix, not the call path).
 */
export function explainStartFailure(
  error: unknown,
  config: Pick<Config, "port" | "host" | "dataDir" | "databaseUrl">,
): string {
  const step = error instanceof StartFailure ? error.step : undefined;
  const cause = error instanceof StartFailure ? error.cause : error;
  const code = errorCode(cause);
  // The first line only: a driver's multi-line message would break the one-line promise.
  const message = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0]?.trim() ?? "";

  if (cause instanceof DataDirInUse) return cause.message;
  if (step === "listen" || code === "EADDRINUSE") {
    if (code === "EADDRINUSE") return `Port ${config.port} is in use: set PORT to a free port.`;
    if (code === "EACCES")
      return `Port ${config.port} needs administrator rights: set PORT to 1024 or above.`;
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      return `HOST ${config.host} is not an address of this machine: set HOST to 0.0.0.0 or 127.0.0.1.`;
    }
    return `Could not listen on ${config.host}:${config.port} (${message}): check PORT and HOST.`;
  }
  if (step === "database" && config.databaseUrl) {
    const where = databaseHost(config.databaseUrl);
    if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "ETIMEDOUT" || code === "EAI_AGAIN") {
      return `Cannot reach PostgreSQL at ${where} (${code}): check DATABASE_URL and that the server runs.`;
    }
    if (code === "28P01" || code === "28000") {
      return `PostgreSQL at ${where} refused the login: check the user and password in DATABASE_URL.`;
    }
    if (code === "3D000") return `${message} on ${where}: create it, or fix the name in DATABASE_URL.`;
    return `The database at ${where} failed at start (${message}): check DATABASE_URL.`;
  }
  if (step === "database" || step === "data_dir") {
    if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
      return `Cannot write to DATA_DIR ${config.dataDir}: set DATA_DIR to a folder this user may write.`;
    }
    return `The embedded database in ${config.dataDir} failed at start (${message}): check DATA_DIR, or restore a backup (docs/deploy.md).`;
  }
  return `The shop could not start: ${message}`;
}

/**
 * Binds the port for a moment and lets it go, before the database opens: a second start on a busy
 * port then fails at once, without opening (or migrating) a database another process is using.
 */
export function probePort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
