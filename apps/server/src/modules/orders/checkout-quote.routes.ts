import { checkoutQuoteRequestSchema, checkoutQuoteSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { perClient } from "../../plugins/rate-limit";
import { ORDER_BODY_LIMIT_BYTES } from "./orders.routes";
import type { OrderService } from "./orders.service";

/**
 * Quotes one client address may ask per minute. A checkout asks a few times (the ward, the code,
 * the option picked); each may call the carriers' APIs, so a script asking in a loop is stopped
 * well before the carriers' own limits notice the shop.
 */
export const CHECKOUT_QUOTE_RATE_LIMIT = 120;

/**
 * POST /api/checkout/quote `{items, provinceCode?, wardCode?, voucherCode?, shipping?}` →
 * `{subtotal, discount, shippingFee, total, voucher, options, shipping}`: public, since checkout
 * needs no account. Nothing is cached: a fee or a date shown must be today's.
 */
export function registerCheckoutQuoteRoutes(app: FastifyInstance, { orders }: { orders: OrderService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/api/checkout/quote",
    {
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      schema: { body: checkoutQuoteRequestSchema, response: { 200: checkoutQuoteSchema } },
      config: { rateLimit: perClient(CHECKOUT_QUOTE_RATE_LIMIT, 60_000) },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return orders.quote(request.body);
    },
  );
}
