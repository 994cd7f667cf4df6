import { productIdParamsSchema, productLanguageQuerySchema, productListQuerySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Catalogue } from "./catalogue.service";

const JSON_TYPE = "application/json; charset=utf-8";
/** Their answers depend on the URL alone: sent again before routing while cached (kept-answers.ts). */
const KEPT = { keptAnswers: true };

/**
 * The public catalogue. Answers are the shared `productPageSchema` / `productSchema` /
 * `categoryCountSchema` shapes, already serialized by the service (its cache holds JSON text), so
 * they are sent as they are; the integration tests parse them with those schemas.
 */
export function registerCatalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: Catalogue }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/products",
    { schema: { querystring: productListQuerySchema }, config: KEPT },
    async (request, reply) => reply.type(JSON_TYPE).send(await catalogue.listProductsJson(request.query)),
  );

  routes.get(
    "/api/products/:id",
    { schema: { params: productIdParamsSchema, querystring: productLanguageQuerySchema }, config: KEPT },
    async (request, reply) =>
      reply.type(JSON_TYPE).send(await catalogue.getProductJson(request.params.id, request.query.lang)),
  );

  routes.get("/api/categories", { config: KEPT }, async (_request, reply) =>
    reply.type(JSON_TYPE).send(await catalogue.listCategoriesJson()),
  );
}
