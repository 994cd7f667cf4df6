import type { FastifyInstance } from "fastify";

/** Longest a close waits for handlers to finish; server.ts gives the whole shutdown 10 s. */
const DRAIN_LIMIT_MS = 8_000;

/**
 * Makes `app.close()` wait until every request handler has finished, so the database is closed
 * only after them. Fastify's own close waits for open connections, but a client that gave up
 * (a closed tab, a load balancer's timeout) takes its connection with it while the handler is still
 * writing an order; closing the database under it would fail the write halfway through a request.
 * A handler is done when its reply is sent: `onSend` runs even when the client has gone, which
 * `onResponse` does not (fastify/fastify#6208).
 */
export function waitForRequestsInFlightOnClose(app: FastifyInstance): void {
  let inFlight = 0;
  let wakeUp: (() => void) | null = null;

  // Callback hooks, not async ones: they run on every request of the hot catalogue path.
  app.addHook("onRequest", (_request, _reply, done) => {
    inFlight += 1;
    done();
  });
  app.addHook("onSend", (_request, _reply, payload, done) => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) wakeUp?.();
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    if (inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_LIMIT_MS);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
