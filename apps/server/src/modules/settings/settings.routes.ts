import { shippingSettingsSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SettingsService } from "./settings.service";

/**
 * GET /api/settings/shipping: the fee rule the cart and checkout show. Revalidated on every use
 * (`no-cache`): a fee the owner just changed must not show stale beside the server's total.
 */
export function registerSettingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/settings/shipping",
    { schema: { response: { 200: shippingSettingsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return settings.shippingSettings();
    },
  );
}
