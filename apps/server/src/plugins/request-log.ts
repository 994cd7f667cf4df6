import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/**
 * One log line per request, after the answer: request id, method, route pattern, URL, status and
 * milliseconds. Fastify's own pair of lines (incoming + completed, with the whole request
 * serialised) stays off unless LOG_LEVEL=debug; this one line is what an owner greps and what a
 * log shipper counts. At LOG_LEVEL=warn or above it costs nothing.
 *
 * Two paths write it: Fastify's requests (the hook below) and the catalogue answers sent before
 * routing (plugins/kept-answers.ts). Both go through `logRequest` and `requestIdOf`, so the line and
 * the `x-request-id` header read the same whichever path answered.
 */

export interface RequestLine {
  method: string;
  /** The route's pattern (`/api/products/:id`), null when no route matched. */
  route: string | null;
  url: string;
  status: number;
  ms: number;
  /** Set on a line whose logger does not carry the id already (a kept answer). */
  reqId?: string;
  /** Answered before routing, from a kept answer. */
  kept?: true;
}

export function logRequest(log: FastifyBaseLogger, line: RequestLine): void {
  line.ms = Math.round(line.ms * 10) / 10;
  log.info(line, "request");
}

/** A proxy's request id is kept so logs line up across hops; otherwise a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && given !== "" ? given : randomUUID();
}

export function registerRequestLog(app: FastifyInstance): void {
  // Callback hooks, not async ones: an async hook costs a promise and a microtask per request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    logRequest(request.log, {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
    done();
  });
}
