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
/** Lines held at most before they are written, whatever the turn of the event loop. */
const MAX_HELD_CHARACTERS = 64 * 1024;

/** Destinations holding lines, written out before the process exits (`exit` runs no I/O later). */
const holding = new Set<{ flush(): void }>();
process.on("exit", () => {
  for (const destination of holding) destination.flush();
});

/**
 * JSON lines to a file descriptor, the lines of one turn of the event loop in one write(2).
 *
 * A cached catalogue page costs the server one write(2) for its answer: one more per log line was
 * a sixth of the server's time on the cached list page (docs/decisions/034-kept-answers.md, later notes). So the lines a turn
 * writes are held and written together once its I/O is done (`setImmediate`), or sooner past
 * MAX_HELD_CHARACTERS; whatever is held when the process exits (a fatal error, a shutdown) is
 * written first. pino's own stream machinery cost more than the lines themselves, hence this.
 * A write cut short (a signal, a pipe near full) goes on with the rest; a pipe that is full
 * (EAGAIN, when another process made it non-blocking) is waited for up to FULL_PIPE_WAIT_MS, and
 * the lines are then dropped rather than stop the shop.
 */
export function fileDescriptorDestination(fd: number): { write(line: string): void; flush(): void } {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let held = "";
  let flushing: NodeJS.Immediate | null = null;

  function writeWhole(text: string): void {
    let rest: Buffer | null = null;
    let length = Buffer.byteLength(text);
    let waitedMs = 0;
    while (length > 0) {
      let written: number;
      try {
        written = rest === null ? writeSync(fd, text) : writeSync(fd, rest);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || waitedMs >= FULL_PIPE_WAIT_MS) return;
        Atomics.wait(pause, 0, 0, 10);
        waitedMs += 10;
        continue;
      }
      if (written >= length) return;
      rest = (rest ?? Buffer.from(text)).subarray(written);
      length -= written;
    }
  }

  const destination = {
    write(line: string): void {
      held += line;
      if (held.length >= MAX_HELD_CHARACTERS) {
        destination.flush();
        return;
      }
      if (flushing === null) {
        flushing = setImmediate(destination.flush);
        holding.add(destination);
      }
    },
    flush(): void {
      if (flushing !== null) clearImmediate(flushing);
      flushing = null;
      holding.delete(destination);
      const text = held;
      held = "";
      if (text !== "") writeWhole(text);
    },
  };
  return destination;
}

/** The address to print in the start line: 0.0.0.0 is not something one can open in a browser. */
export function listeningUrl(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
