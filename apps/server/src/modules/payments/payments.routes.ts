import { ORDER_ID_PATTERN, paymentNotificationSchema, paymentStateSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import { perClient } from "../../plugins/rate-limit";
import type { PaymentService } from "./payments.service";

const orderParamsSchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN) });
/** The order's uuid from the order answer: only the shopper who placed it holds it. */
const keyQuerySchema = z.object({ key: z.uuid() });

/** Gateways' notifications are small; a bigger body is not a gateway's. */
const IPN_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * Each notification, even a forged one, is stored: a client sending more than a gateway ever does
 * (its retries come minutes apart) is refused before it can fill the table.
 */
const IPN_RATE_LIMIT = perClient(300, 60_000);

/**
 * The gateways' notifications and the shopper's questions (public: the gateways and guests call
 * them; what they may change is decided by signatures, what they may read by the order's key).
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/payments/orders/:orderId",
    {
      schema: {
        params: orderParamsSchema,
        querystring: keyQuerySchema,
        response: { 200: paymentStateSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return payments.paymentState(request.params.orderId, request.query.key);
    },
  );

  routes.get(
    "/api/payments/orders/:orderId/vietqr.png",
    { schema: { params: orderParamsSchema, querystring: keyQuerySchema } },
    async (request, reply) => {
      const png = await payments.vietQrImage(request.params.orderId, request.query.key);
      return reply.header("cache-control", "private, max-age=86400").type("image/png").send(png);
    },
  );

  // VNPay calls its IPN with GET and the signed parameters in the query.
  routes.get(
    "/api/payments/vnpay/ipn",
    {
      config: { rateLimit: IPN_RATE_LIMIT, textAsSigned: true },
      // A repeated parameter arrives as a list: let it through, so VNPay gets its answer (97), not a 400.
      schema: { querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])) },
    },
    async (request) => payments.vnpayIpn(request.query),
  );

  // MoMo posts JSON and wants 204 within 15 seconds, whatever the shop made of it.
  routes.post(
    "/api/payments/momo/ipn",
    {
      bodyLimit: IPN_BODY_LIMIT_BYTES,
      config: { rateLimit: IPN_RATE_LIMIT, textAsSigned: true },
      schema: { body: z.record(z.string(), z.unknown()) },
    },
    async (request, reply) => {
      await payments.momoIpn(request.body);
      return reply.code(204).send();
    },
  );
}

const notificationsQuerySchema = z.object({
  flagged: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** One order's records (its code, e.g. ORDER1732…), for the order's detail view. */
  orderId: z.string().trim().min(1).max(40).optional(),
});

/** The owner's payment calls; registered inside modules/admin-routes.ts's guarded scope. */
export function registerPaymentAdminRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/payments/notifications",
    {
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: z.object({ notifications: z.array(paymentNotificationSchema) }) },
      },
    },
    async (request) => ({
      notifications: await payments.listNotifications({
        flaggedOnly: request.query.flagged === "true",
        limit: request.query.limit,
        orderId: request.query.orderId?.toUpperCase(),
      }),
    }),
  );

  // The owner saw a bank transfer arrive.
  routes.post(
    "/api/payments/orders/:orderId/paid",
    {
      schema: {
        params: orderParamsSchema,
        response: { 200: z.object({ paymentStatus: z.literal("paid") }) },
      },
    },
    async (request) => {
      await payments.markBankTransferPaid(request.params.orderId, signedInUser(request).id);
      return { paymentStatus: "paid" as const };
    },
  );
}
