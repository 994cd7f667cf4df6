import {
  idempotencyKeySchema,
  type OrderPayment,
  type PlacedOrder,
  placedOrderSchema,
  placeOrderSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { perClient } from "../../plugins/rate-limit";
import type { OrderService } from "./orders.service";

/** An order is a few lines of JSON (50 lines at most): anything much bigger is not a shopper's. */
export const ORDER_BODY_LIMIT_BYTES = 16 * 1024;

export interface OrderRateLimit {
  /** Orders one client address may place per window (ORDER_RATE_LIMIT). */
  max: number;
  windowMs: number;
}

const placeOrderHeadersSchema = z.object({ "idempotency-key": idempotencyKeySchema.optional() });

/** How the shopper pays a placed order (modules/payments): a gateway's page or transfer details. */
export interface OrderPaymentStart {
  paymentFor(order: PlacedOrder, request: { clientIp: string }): Promise<OrderPayment>;
}

/** POST /api/orders: anyone may order (check out without signing in). */
export function registerOrderRoutes(
  app: FastifyInstance,
  {
    orders,
    rateLimit,
    payments,
  }: { orders: OrderService; rateLimit: OrderRateLimit; payments?: OrderPaymentStart },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/orders",
    {
      bodyLimit: ORDER_BODY_LIMIT_BYTES,
      config: { rateLimit: perClient(rateLimit.max, rateLimit.windowMs) },
      schema: {
        headers: placeOrderHeadersSchema,
        body: placeOrderSchema,
        response: { 201: placedOrderSchema },
      },
    },
    async (request, reply) => {
      const { order, isReplay } = await orders.placeOrder(request.body, {
        idempotencyKey: request.headers["idempotency-key"],
      });
      // A replay answers exactly as the first request did, and says so.
      if (isReplay) reply.header("idempotent-replayed", "true");
      const payment = payments ? await payments.paymentFor(order, { clientIp: request.ip }) : {};
      return reply.code(201).send({ ...order, ...payment });
    },
  );
}
