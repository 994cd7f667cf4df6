import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyInstance, FastifyServerFactoryHandler } from "fastify";
import { OldestFirstSet } from "../../lib/oldest-first-set";
import { type RequestLog, requestIdOf } from "../../plugins/request-log";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are the catalogue cache's bytes and depend on the URL alone: a
     * second GET of the same URL is answered from them before routing while the cache holds them.
     */
    keptAnswers?: boolean;
  }
}

/**
 * An answer a route sent and the route that made it (for the log and metrics). The bytes are
 * held weakly: once the cache lets them go, so does this, and memory stays the cache's.
 */
interface KeptAnswer {
  bytes: WeakRef<Buffer>;
  /** Every header but the request id, as one flat list of names and values (see `answer`). */
  head: readonly string[];
  route: string;
}

export interface KeptAnswersOptions {
  /** Whether the cache would still answer these bytes at once (lib/json-cache.ts `isCurrent`). */
  isCurrent(bytes: Buffer): boolean;
  /** The security headers every answer carries (plugins/security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  /** Counts a kept answer as the metrics count Fastify's (modules/metrics, app.ts). */
  observeAnswer(route: string, seconds: number): void;
  requestLog: RequestLog;
  /** While the server shuts down, answers close their connections: Fastify's hooks do that. */
  isShuttingDown(): boolean;
}

/** URLs remembered at most; a new one then forgets the oldest. */
const MAX_KEPT_URLS = 5_000;

/**
 * The catalogue's hot answers without the framework (docs/decisions/034-kept-answers.md).
 *
 * A cached list page costs a Map lookup, yet Fastify's routing, validation and hooks around it
 * cost a fifth of what the server could answer (bench/README.md). So the http server offers every GET
 * to this first: a URL a `keptAnswers` route answered before, whose bytes the catalogue cache would
 * still answer at once (fresh, or expired while one request's load renews them), is answered here
 * with the very same headers and bytes, and logged and counted as Fastify's hooks would
 * (plugins/request-log.ts, modules/metrics). Anything else (another method, a URL not seen, an
 * answer expired with no renewal under way or dropped by a write, a shutdown under way) goes to
 * Fastify, which renews the cache and remembers the answer again. So when a hot page expires, one
 * request reaches Fastify and starts the renewal, and the rest keep their short path meanwhile
 * (on the embedded database the renewal's query runs in this very thread).
 *
 * The URL is the key as it came, not a normalised query: two spellings of one query are two
 * entries pointing at the same bytes, and an answer is only ever replayed for the exact URL that
 * produced it.
 */
export function createKeptAnswers() {
  const answers = new Map<string, KeptAnswer>();
  /** The URLs remembered, the first remembered first (lib/oldest-first-set.ts says why not the Map's first key). */
  const rememberedOrder = new OldestFirstSet<string>();
  let serving: KeptAnswersOptions | null = null;

  function remember(url: string, answer: KeptAnswer): void {
    if (!answers.has(url) && answers.size >= MAX_KEPT_URLS) {
      const oldest = rememberedOrder.oldest();
      if (oldest !== undefined) forget(oldest);
    }
    answers.set(url, answer);
    // A URL remembered again keeps its first turn, as the Map's insertion order did.
    if (!rememberedOrder.has(url)) rememberedOrder.add(url);
  }

  function forget(url: string): void {
    answers.delete(url);
    rememberedOrder.delete(url);
  }

  /** Sends the kept answer for this request and returns true, or returns false for Fastify. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (serving === null || request.method !== "GET" || request.url === undefined) return false;
    const kept = answers.get(request.url);
    if (kept === undefined) return false;
    const bytes = kept.bytes.deref();
    if (bytes === undefined || !serving.isCurrent(bytes)) {
      // Fastify answers it, and remembers the cache's next answer for this URL.
      forget(request.url);
      return false;
    }
    if (serving.isShuttingDown()) return false;
    const started = performance.now();
    const id = requestIdOf(request);
    // A flat list, made once per answer, not an object spread per request: with the object, a
    // kept answer left about 1.3 KB in the old generation (`--trace-gc`: +1.5 MB at every
    // scavenge, a 300 MB heap cleared by a major collection every 15 s); with the list, nothing.
    response.writeHead(200, kept.head.concat("x-request-id", id));
    response.end(bytes);
    const ms = performance.now() - started;
    serving.observeAnswer(kept.route, ms / 1000);
    serving.requestLog.write({
      reqId: id,
      method: "GET",
      route: kept.route,
      url: request.url,
      status: 200,
      ms,
      kept: true,
    });
    return true;
  }

  return {
    /**
     * Fastify's `serverFactory`: the http server Fastify would make (its time-outs included),
     * offering each request to the kept answers first.
     */
    serverFactory(handler: FastifyServerFactoryHandler, options: Record<string, unknown>): Server {
      const server = createServer((request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = Number(options.keepAliveTimeout);
      server.requestTimeout = Number(options.requestTimeout);
      server.setTimeout(Number(options.connectionTimeout));
      const maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
      if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },

    /** Remembers the 200 answers of `keptAnswers` routes and starts answering from them. */
    register(app: FastifyInstance, options: KeptAnswersOptions): void {
      app.addHook("onSend", (request, reply, payload, done) => {
        const route = request.routeOptions.url;
        if (
          request.routeOptions.config.keptAnswers === true &&
          request.method === "GET" &&
          reply.statusCode === 200 &&
          Buffer.isBuffer(payload) &&
          route !== undefined &&
          options.isCurrent(payload)
        ) {
          remember(request.raw.url ?? request.url, {
            bytes: new WeakRef(payload),
            head: [
              ...Object.entries(options.headers).flat(),
              "content-type",
              String(reply.getHeader("content-type")),
              "content-length",
              String(payload.length),
            ],
            route,
          });
        }
        done(null, payload);
      });
      // Closing: every request from now on goes through Fastify, which answers it as closing.
      app.addHook("preClose", (done) => {
        serving = null;
        done();
      });
      serving = options;
    },
  };
}
