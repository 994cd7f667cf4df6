import {
  idempotencyKeySchema,
  type OrderPayment,
  orderLookupQuerySchema,
  orderLookupSchema,
  type PlacedOrder,
  placedOrderSchema,
  placeOrderSchema,
  type ShipmentTracking,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { perClient } from "../../plugins/rate-limit";
import { type AttemptLimiter, ORDER_LOOKUP_LIMITS } from "../auth/attempt-limiter";
import type { OrderLifecycle } from "./order-lifecycle.service";
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

/** POST /api/orders: anyone may order (check out without signing in); GET /api/orders/lookup. */
export function registerOrderRoutes(
  app: FastifyInstance,
  {
    orders,
    lifecycle,
    rateLimit,
    lookupRateLimit,
    attempts,
    payments,
    tracking,
  }: {
    orders: OrderService;
    lifecycle: Pick<OrderLifecycle, "lookUp">;
    rateLimit: OrderRateLimit;
    /**
     * Lookups per client address (ORDER_LOOKUP_RATE_LIMIT): plenty for a shopper who mistypes, far
     * too few to walk through codes (ORDER + milliseconds) and phones.
     */
    lookupRateLimit: OrderRateLimit;
    /** Counts the lookup's failures per order code across addresses (ORDER_LOOKUP_LIMITS). */
    attempts: AttemptLimiter;
    payments?: OrderPaymentStart;
    /** The parcels' carrier, code and link by order code (modules/shipping), for the guest lookup. */
    tracking?: (orderIds: readonly string[]) => Promise<Map<string, ShipmentTracking>>;
  },
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
      // The checkout's consent is written by the order's own statement (orders.service.ts).
      const { order, isReplay } = await orders.placeOrder(request.body, {
        idempotencyKey: request.headers["idempotency-key"],
      });
      // A replay answers exactly as the first request did, and says so.
      if (isReplay) reply.header("idempotent-replayed", "true");
      const payment = payments ? await payments.paymentFor(order, { clientIp: request.ip }) : {};
      return reply.code(201).send({ ...order, ...payment });
    },
  );

  // A guest's own order by code and phone: no e-mail, name or street in the answer.
  routes.get(
    "/api/orders/lookup",
    {
      config: { rateLimit: perClient(lookupRateLimit.max, lookupRateLimit.windowMs) },
      schema: { querystring: orderLookupQuerySchema, response: { 200: orderLookupSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Reserved before the phone is compared, kept when it was wrong (the lookup throws 404).
      const perOrder = {
        key: `lookup:order:${request.query.orderId.trim().toUpperCase()}`,
        ...ORDER_LOOKUP_LIMITS.failuresPerOrderAcrossAddresses,
      };
      await attempts.consume(reply, [perOrder]);
      const found = await lifecycle.lookUp(request.query.orderId, request.query.phone);
      await attempts.release([perOrder]);
      const shipment = tracking ? ((await tracking([found.orderId])).get(found.orderId) ?? null) : null;
      return { ...found, shipment };
    },
  );
}
