import { customerOrderListSchema, type ShipmentTracking } from "@shop/shared";
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
  {
    orders,
    tracking,
  }: {
    orders: Pick<OrderService, "listCustomerOrders">;
    /** The parcels' carrier, code and link by order code (modules/shipping). */
    tracking?: (orderIds: readonly string[]) => Promise<Map<string, ShipmentTracking>>;
  },
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
      const items = await orders.listCustomerOrders(user.email);
      const parcels = tracking ? await tracking(items.map((order) => order.orderId)) : new Map();
      return { items: items.map((order) => ({ ...order, shipment: parcels.get(order.orderId) ?? null })) };
    },
  );
}
