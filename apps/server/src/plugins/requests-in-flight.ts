import type { FastifyInstance } from "fastify";
import { sendError } from "./errors";

/** Longest a close waits for handlers to finish; server.ts gives the whole shutdown 10 s. */
const DRAIN_LIMIT_MS = 8_000;
/**
 * After SIGTERM, how long no new request must have arrived before the listener closes: clients
 * that connected just before (and proxies that have not yet seen the 503s) get their answer.
 */
const DRAIN_QUIET_MS = 300;
const DRAIN_POLL_MS = 25;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * From now on answers new requests 503, and resolves once no request is in flight (or after
     * DRAIN_LIMIT_MS). server.ts awaits it after SIGTERM (and SHUTDOWN_DELAY_SECONDS, during which
     * requests are still served) and before `close()`: the listener stays open meanwhile, so a new
     * request is answered instead of finding the port closed or its connection reset.
     */
    drainRequestsInFlight(): Promise<void>;
  }
}

/**
 * Makes `app.close()` wait until every request handler has finished, so the database is closed
 * only after them. Fastify's own close waits for open connections, but a client that gave up
 * (a closed tab, a load balancer's timeout) takes its connection with it while the handler is still
 * writing an order; closing the database under it would fail the write halfway through a request.
 * A handler is done when its reply is sent: `onSend` runs even when the client has gone, which
 * `onResponse` does not (fastify/fastify#6208).
 *
 * Once draining, a request that arrives is not run: 503 in the API's error shape (with
 * `connection: close`, modules/health/health.routes.ts), so a client or proxy retries elsewhere
 * (deploy/nginx.conf retries a 503 on the other instance). The health routes still answer
 * (readiness says 503 itself).
 */
export function waitForRequestsInFlightOnClose(app: FastifyInstance): void {
  let inFlight = 0;
  let draining = false;
  let lastArrival = 0;
  const waiting = new Set<() => void>();

  // Callback hooks, not async ones: they run on every request of the hot catalogue path.
  app.addHook("onRequest", (request, reply, done) => {
    inFlight += 1;
    lastArrival = Date.now();
    if (draining && !request.url.startsWith("/api/health")) {
      // Answered here: a callback hook that sends does not call done (Fastify's hooks reference).
      sendError(reply, 503, "service_unavailable", "The server is restarting. Please try again.");
      return;
    }
    done();
  });
  app.addHook("onSend", (_request, _reply, payload, done) => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) for (const wakeUp of waiting) wakeUp();
    done(null, payload);
  });

  /** Resolves when nothing is in flight (and, with `quietMs`, nothing arrived for that long). */
  const drained = async (quietMs = 0): Promise<void> => {
    const deadline = Date.now() + DRAIN_LIMIT_MS;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastArrival >= quietMs) return;
      if (quietMs === 0) {
        await new Promise<void>((resolve) => {
          const wakeUp = () => {
            clearTimeout(timer);
            waiting.delete(wakeUp);
            resolve();
          };
          const timer = setTimeout(wakeUp, deadline - Date.now());
          timer.unref();
          waiting.add(wakeUp);
        });
      } else {
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    }
  };
  app.decorate("drainRequestsInFlight", () => {
    draining = true;
    // Requests already on their way (connected, headers not yet read) arrive within the quiet
    // time and are answered; closing the listener at once would reset their connections.
    return drained(DRAIN_QUIET_MS);
  });
  app.addHook("onClose", async () => {
    await drained();
  });
}
