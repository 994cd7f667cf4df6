import { staffSecuritySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { TwoFactorService } from "./two-factor.service";

/** The owner's switch: require two-factor sign-in of all staff (a staff scope, modules/admin-routes.ts). */
export function registerTwoFactorAdminRoutes(
  app: FastifyInstance,
  { twoFactor }: { twoFactor: TwoFactorService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/settings/staff-security",
    { schema: { response: { 200: staffSecuritySchema } } },
    async () => ({ requireTwoFactor: await twoFactor.isRequired() }),
  );

  routes.put(
    "/api/admin/settings/staff-security",
    { schema: { body: staffSecuritySchema, response: { 200: staffSecuritySchema } } },
    async (request) => {
      await twoFactor.setRequired(signedInUser(request), request.body.requireTwoFactor);
      return { requireTwoFactor: request.body.requireTwoFactor };
    },
  );
}
