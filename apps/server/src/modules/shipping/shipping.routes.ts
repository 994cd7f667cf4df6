import { shippingQuoteRequestSchema, shippingQuoteSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { perClient } from "../../plugins/rate-limit";
import type { ShippingService } from "./shipping.service";

/**
 * POST /api/shipping/quote `{provinceCode, wardCode, items}` → `{options}`: public, since the
 * checkout asks before anyone signs in. Each call may ask the carriers' APIs, so it is limited per
 * client address; nothing is cached, as a fee or date shown must be today's.
 */
export function registerShippingRoutes(
  app: FastifyInstance,
  { shipping, rateLimit }: { shipping: ShippingService; rateLimit: { max: number; windowMs: number } },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/api/shipping/quote",
    {
      schema: { body: shippingQuoteRequestSchema, response: { 200: shippingQuoteSchema } },
      config: { rateLimit: perClient(rateLimit.max, rateLimit.windowMs) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return shipping.quote(request.body);
    },
  );
}
