import { customerOrderListSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { OrderService } from "../orders/orders.service";

/**
 * GET /api/me/orders: the orders placed with the signed-in user's e-mail, and nobody else's. Orders
 * are matched by address (checkout needs no account), so they show only once the address is
 * verified: otherwise whoever registers a guest's e-mail would read their orders and home address.
 */
export function registerCustomerOrderRoutes(
  app: FastifyInstance,
  { orders }: { orders: Pick<OrderService, "listCustomerOrders"> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me/orders",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { response: { 200: customerOrderListSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = signedInUser(request);
      if (!user.emailVerified) return { items: [] };
      return { items: await orders.listCustomerOrders(user.email) };
    },
  );
}
