import { adminStatsSchema, statsQuerySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { StatsService } from "./stats.service";

/** GET /api/admin/stats?from&to (admin scope): the dashboard's figures. */
export function registerStatsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/admin/stats",
      { schema: { querystring: statsQuerySchema, response: { 200: adminStatsSchema } } },
      async (request) => stats.stats(request.query),
    );
}
