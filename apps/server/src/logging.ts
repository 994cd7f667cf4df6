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
  if (!terminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, singleLine: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}

/** The address to print in the start line: 0.0.0.0 is not something one can open in a browser. */
export function listeningUrl(host: string, port: number): string {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
