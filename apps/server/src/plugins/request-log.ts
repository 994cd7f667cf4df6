import type { FastifyInstance } from "fastify";

/**
 * One log line per request, after the answer: request id (pino's `reqId`), method, route pattern,
 * status and milliseconds. Fastify's own pair of lines (incoming + completed, with the whole
 * request serialised) stays off unless LOG_LEVEL=debug; this one line is what an owner greps and
 * what a log shipper counts. At LOG_LEVEL=warn or above it costs nothing.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request of the hot catalogue path.
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
