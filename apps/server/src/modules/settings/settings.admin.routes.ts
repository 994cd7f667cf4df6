import {
  adminShippingSettingsSchema,
  shippingSettingsSchema,
  shippingSettingsUpdateSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { SettingsService } from "./settings.service";

/**
 * PUT /api/settings/shipping `{flatFee, freeFrom, pickup?}` (pickup left out: unchanged; the answer
 * stays the rule, as before) and GET /api/admin/settings/shipping (the rule with the pickup
 * address): inside the guarded scope of modules/admin-routes.ts.
 */
export function registerSettingsAdminRoutes(
  app: FastifyInstance,
  { settings }: { settings: SettingsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    "/api/settings/shipping",
    { schema: { body: shippingSettingsUpdateSchema, response: { 200: shippingSettingsSchema } } },
    async (request) => settings.setShippingSettings(signedInUser(request), request.body),
  );
  routes.get(
    "/api/admin/settings/shipping",
    { schema: { response: { 200: adminShippingSettingsSchema } } },
    async () => settings.adminShippingSettings(),
  );
}
