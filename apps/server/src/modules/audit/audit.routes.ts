import { auditLogQuerySchema, auditPageSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { findAuditPage } from "./audit.repository";

/** GET /api/audit-log: the history of administrators' changes, filtered by entity (admin scope). */
export function registerAuditRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/audit-log",
      { schema: { querystring: auditLogQuerySchema, response: { 200: auditPageSchema } } },
      async (request) => {
        const { page, limit, entity, entityId } = request.query;
        const { items, total } = await findAuditPage(db, {
          entity,
          entityId,
          offset: (page - 1) * limit,
          limit,
        });
        return { items, total, page, limit };
      },
    );
}
