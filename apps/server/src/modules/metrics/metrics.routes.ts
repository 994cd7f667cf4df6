import { timingSafeEqual } from "node:crypto";
import type { PlaceOrder } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../plugins/errors";
import type { ShopMetrics } from "./metrics";

/** Load balancers and Prometheus call these without an account (plugins/route-access.ts). */
const PUBLIC = { config: { access: "public" as const } };

/** Requests no route matched share one series instead of one per probed URL. */
const UNMATCHED_ROUTE = "unmatched";

/**
 * Records every request's latency by route pattern, counts placed orders and their payments, and
 * serves GET /metrics in Prometheus' text format to a scraper holding METRICS_TOKEN. Without a
 * token there is no /metrics at all (404), so nothing leaks by default.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: ShopMetrics; token: string | null },
): void {
  // A callback hook: it runs on every request of the hot catalogue path.
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (
      route === "/api/orders" &&
      request.method === "POST" &&
      reply.statusCode === 201 &&
      reply.getHeader("idempotent-replayed") === undefined
    ) {
      metrics.ordersPlaced.inc();
      const { paymentMethod } = request.body as PlaceOrder;
      metrics.payments.inc({ method: paymentMethod, outcome: "pending" });
    }
    done();
  });

  if (!token) {
    // Explicitly absent: not handed to the web app's page fallback like other unknown paths.
    app.get("/metrics", PUBLIC, async (_request, reply) =>
      sendError(reply, 404, "not_found", "Metrics are off: set METRICS_TOKEN to serve them."),
    );
    return;
  }
  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", PUBLIC, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(reply, 401, "unauthorized", "GET /metrics needs the bearer token from METRICS_TOKEN.");
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(body);
  });
}
