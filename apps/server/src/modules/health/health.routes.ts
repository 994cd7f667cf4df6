import type { FastifyInstance } from "fastify";
import { type ReadinessCheck, runChecks, type ShutdownState } from "./health";

/** Load balancers and Prometheus call these without an account (plugins/route-access.ts). */
const PUBLIC = { config: { access: "public" as const } };

/**
 * Health for load balancers and orchestrators:
 * - GET /api/health/live: the process answers (restart it if not).
 * - GET /api/health/ready: it can serve: the database, and Redis and S3 when configured, answer;
 *   503 while shutting down, so traffic moves away before the listener closes.
 * GET /api/health stays as it was (the end-to-end tests and older probes wait on it).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { checks, shutdown }: { checks: ReadinessCheck[]; shutdown: ShutdownState },
): void {
  app.get("/api/health", PUBLIC, async () => ({ status: "ok" as const }));
  app.get("/api/health/live", PUBLIC, async () => ({ status: "ok" as const }));
  app.get("/api/health/ready", PUBLIC, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (shutdown.shuttingDown) return reply.code(503).send({ status: "shutting_down" as const });
    const outcomes = await runChecks(checks);
    const ready = Object.values(outcomes).every((outcome) => outcome === "ok");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "unavailable", checks: outcomes });
  });

  // Once shutting down, no answer keeps its connection: the client (nginx) opens its next one
  // elsewhere instead of queueing on a process that is about to stop listening.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (shutdown.shuttingDown) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onClose", async () => {
    await Promise.all(checks.map((check) => check.close?.()));
  });
}
