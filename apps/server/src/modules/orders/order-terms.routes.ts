import { orderTermsParamsSchema, orderTermsQuerySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { perClient } from "../../plugins/rate-limit";
import { type AttemptLimiter, ORDER_LOOKUP_LIMITS } from "../auth/attempt-limiter";
import { sendTermsText } from "../terms/sale-terms.routes";
import type { OrderTerms } from "./order-terms";
import type { OrderRateLimit } from "./orders.routes";

/**
 * GET /api/orders/:orderId/terms?phone=&lang=: the sale terms an order was placed under, as a
 * UTF-8 text file to read or save, for the guest who proves the order as the lookup does (same
 * per-address limit, same failures per order code; modules/orders/orders.routes.ts).
 */
export function registerOrderTermsRoutes(
  app: FastifyInstance,
  {
    orderTerms,
    lookupRateLimit,
    attempts,
  }: { orderTerms: OrderTerms; lookupRateLimit: OrderRateLimit; attempts: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/orders/:id/terms",
    {
      config: { rateLimit: perClient(lookupRateLimit.max, lookupRateLimit.windowMs) },
      schema: { params: orderTermsParamsSchema, querystring: orderTermsQuerySchema },
    },
    async (request, reply) => {
      const perOrder = {
        key: `lookup:order:${request.params.id.trim().toUpperCase()}`,
        ...ORDER_LOOKUP_LIMITS.failuresPerOrderAcrossAddresses,
      };
      await attempts.consume(reply, [perOrder]);
      const found = await orderTerms.forGuest(request.params.id, request.query.phone, request.query.lang);
      await attempts.release([perOrder]);
      return sendTermsText(
        reply,
        found,
        `${found.orderId}-sale-terms-${found.version}-${found.language}.txt`,
        "private, no-store",
      );
    },
  );
}
