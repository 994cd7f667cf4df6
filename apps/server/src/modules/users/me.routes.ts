import { customerOrderListSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { signedInUser } from "../../plugins/auth-guard";
import { findOrdersByEmail } from "./customer-orders.repository";

/** The account page shows the latest orders; older ones are rare enough to ask the shop for. */
export const CUSTOMER_ORDERS_LIMIT = 50;

/** GET /api/me/orders: the orders placed with the signed-in user's e-mail, and nobody else's. */
export function registerCustomerOrderRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/me/orders",
      { preHandler: app.auth.requireUser, schema: { response: { 200: customerOrderListSchema } } },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return { items: await findOrdersByEmail(db, signedInUser(request).email, CUSTOMER_ORDERS_LIMIT) };
      },
    );
}
