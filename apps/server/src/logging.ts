import { writeSync } from "node:fs";
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config";

/**
 * JSON lines for machines (a log shipper, `journalctl -o cat | jq`); readable, coloured lines
 * through pino-pretty when a person watches the terminal. The pretty printer runs in pino's worker
 * thread, so the request path is the same in both.
 */
export function loggerOptions(
  config: Pick<Config, "logLevel">,
  terminal: boolean = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions["logger"]> {
  if (!terminal) return { level: config.logLevel, stream: fileDescriptorDestination(1) };
  return {
    level: config.logLevel,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, singleLine: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}

/** How long a line waits for a full pipe (a log shipper that stalls) before it is dropped. */
const FULL_PIPE_WAIT_MS = 1_000;

/**
 * Each line written to the file descriptor at once, with one write(2), as pino's own sync
 * destination does but without its stream machinery, which on the cached list page cost more than
 * the line itself (plugins/request-log.ts). A write cut short (a signal, a pipe near full) goes on
 * with the rest; a pipe that is full (EAGAIN, when another process made it non-blocking) is waited
 * for up to FULL_PIPE_WAIT_MS, and the line is then dropped rather than stop the shop.
 */
export function fileDescriptorDestination(fd: number): { write(line: string): void } {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return {
    write(line) {
      let rest: Buffer | null = null;
      let length = Buffer.byteLength(line);
      let waitedMs = 0;
      while (length > 0) {
        let written: number;
        try {
          written = rest === null ? writeSync(fd, line) : writeSync(fd, rest);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || waitedMs >= FULL_PIPE_WAIT_MS) return;
          Atomics.wait(pause, 0, 0, 10);
          waitedMs += 10;
          continue;
        }
        if (written >= length) return;
        rest = (rest ?? Buffer.from(line)).subarray(written);
        length -= written;
      }
    },
  };
}

/** The address to print in the start line: 0.0.0.0 is not something one can open in a browser. */
export function listeningUrl(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
