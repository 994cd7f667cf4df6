import { saleTermsParamsSchema, saleTermsQuerySchema, saleTermsSchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import type { SaleTermsService } from "./sale-terms.service";

/**
 * GET /api/terms/current?lang=: the terms in force, as checkout shows them before the order.
 * GET /api/terms/:version?lang=: a version's text as stored, a UTF-8 text file (immutable, so kept
 * a year by caches); the confirmation mail and the account link here. Both are public: the terms
 * are the shop's own, the same for every buyer.
 */
export function registerSaleTermsRoutes(app: FastifyInstance, { terms }: { terms: SaleTermsService }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/terms/current",
    { schema: { querystring: saleTermsQuerySchema, response: { 200: saleTermsSchema } } },
    async (request, reply) => {
      // A new version arrives with a restart: a page open across it must ask again.
      reply.header("cache-control", "no-cache");
      return terms.current(request.query.lang);
    },
  );

  routes.get(
    "/api/terms/:version",
    { schema: { params: saleTermsParamsSchema, querystring: saleTermsQuerySchema } },
    async (request, reply) => {
      const found = await terms.version(request.params.version, request.query.lang);
      if (!found) throw new AppError("not_found", 404, `No sale terms ${request.params.version}.`);
      return sendTermsText(reply, found, `sale-terms-${found.version}-${found.language}.txt`);
    },
  );
}

/** The text exactly as stored, named for saving, with its version and hash in headers to check it by. */
export function sendTermsText(
  reply: FastifyReply,
  terms: { version: string; hash: string; text: string },
  fileName: string,
  cacheControl = "public, max-age=31536000, immutable",
) {
  return reply
    .header("content-type", "text/plain; charset=utf-8")
    .header("content-disposition", `inline; filename="${fileName}"`)
    .header("cache-control", cacheControl)
    .header("x-terms-version", terms.version)
    .header("x-terms-sha256", terms.hash)
    .send(Buffer.from(terms.text, "utf8"));
}
