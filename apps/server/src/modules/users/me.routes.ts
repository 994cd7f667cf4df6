import { customerOrderListSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { OrderService } from "../orders/orders.service";

/** GET /api/me/orders: the orders placed with the signed-in user's e-mail, and nobody else's. */
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
      return { items: await orders.listCustomerOrders(signedInUser(request).email) };
    },
  );
}
