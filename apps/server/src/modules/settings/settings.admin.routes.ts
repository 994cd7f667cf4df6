import { shippingSettingsSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { SettingsService } from "./settings.service";

/** PUT /api/settings/shipping `{flatFee, freeFrom}`: inside the guarded scope of modules/admin-routes.ts. */
export function registerSettingsAdminRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    "/api/settings/shipping",
    { schema: { body: shippingSettingsSchema, response: { 200: shippingSettingsSchema } } },
    async (request) => settings.setShippingSettings(signedInUser(request), request.body),
  );
}
