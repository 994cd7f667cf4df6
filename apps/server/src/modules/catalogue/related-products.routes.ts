import { productIdParamsSchema, productLanguageQuerySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RelatedProducts } from "./related-products";

/** GET /api/products/:id/related?lang=: the shared `relatedProductsSchema`, already serialized. */
export function registerRelatedProductRoutes(
  app: FastifyInstance,
  { related }: { related: RelatedProducts },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/products/:id/related",
      { schema: { params: productIdParamsSchema, querystring: productLanguageQuerySchema } },
      async (request, reply) =>
        reply
          .type("application/json; charset=utf-8")
          .send(await related.relatedJson(request.params.id, request.query.lang)),
    );
}
