import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from "fastify";
import { symbols } from "pino";

/**
 * One log line per request, after the answer: request id, method, route pattern, URL, status and
 * milliseconds. Fastify's own pair of lines (incoming + completed, with the whole request
 * serialised) stays off unless LOG_LEVEL=debug; this one line is what an owner greps and what a
 * log shipper counts. At LOG_LEVEL=warn or above it costs nothing.
 *
 * Two paths write it: Fastify's requests (the hook below) and the catalogue answers sent before
 * routing (plugins/kept-answers.ts). Both go through one `RequestLog` and `requestIdOf`, so the
 * line and the `x-request-id` header read the same whichever path answered.
 *
 * The line is the one pino writes for `log.info(line, "request")`, put together here and handed
 * to the logger's own destination (logging.ts) when the logger writes JSON to one: measured on the
 * cached list page, pino's formatting and its stream around each line took a fifth of what the
 * server answers (docs/decisions/034-kept-answers.md). With a transport instead (pino-pretty in a terminal), pino
 * writes it as every other line.
 */

export interface RequestLine {
  method: string;
  /** The route's pattern (`/api/products/:id`), null when no route matched. */
  route: string | null;
  url: string;
  status: number;
  ms: number;
  reqId: string;
  /** Answered before routing, from a kept answer. */
  kept?: true;
}

/** The levels at which info lines are written (the logger's level can change while it runs). */
const WRITES_INFO = new Set(["trace", "debug", "info"]);

export interface RequestLog {
  write(line: RequestLine): void;
}

/** Where the logger writes its JSON lines, when it was given one (a stream with `write`). */
export function lineDestinationOf(
  logger: FastifyServerOptions["logger"],
): { write(line: string): unknown } | null {
  if (typeof logger !== "object" || logger === null || !("stream" in logger)) return null;
  const stream = (logger as { stream?: unknown }).stream;
  return typeof stream === "object" &&
    stream !== null &&
    "write" in stream &&
    typeof stream.write === "function"
    ? (stream as { write(line: string): unknown })
    : null;
}

export function createRequestLog(
  log: FastifyBaseLogger,
  destination: { write(line: string): unknown } | null,
): RequestLog {
  // The logger's own fields (`,"pid":…,"hostname":…`), exactly as pino writes them after the time.
  const chindings = (log as unknown as Record<symbol, unknown>)[symbols.chindingsSym];
  const afterTime = typeof chindings === "string" ? chindings : "";
  return {
    write(line) {
      if (!WRITES_INFO.has(log.level)) return;
      const ms = Math.round(line.ms * 10) / 10;
      if (destination === null) {
        log.info({ ...line, ms }, "request");
        return;
      }
      destination.write(
        `{"level":30,"time":${Date.now()}${afterTime},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method)},"route":${line.route === null ? "null" : JSON.stringify(line.route)},"url":${JSON.stringify(line.url)},"status":${line.status},"ms":${ms}${line.kept ? ',"kept":true' : ""},"msg":"request"}\n`,
      );
    },
  };
}

/** A proxy's request id is kept so logs line up across hops; otherwise a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && given !== "" ? given : randomUUID();
}

export function registerRequestLog(app: FastifyInstance, requestLog: RequestLog): void {
  // Callback hooks, not async ones: an async hook costs a promise and a microtask per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    requestLog.write({
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
    done();
  });
}
