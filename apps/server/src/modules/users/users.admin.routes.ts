import {
  adminUserSchema,
  setAdminSchema,
  setRoleSchema,
  setUserPasswordSchema,
  userUidParamsSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { UserAdminService } from "./users.admin.service";

const okSchema = z.object({ ok: z.literal(true) });

/**
 * The administrator's user calls: list, delete, set password, grant and revoke
 * admin, inside the guarded scope of modules/admin-routes.ts. The response schema lists the fields a
 * row may carry, so a password hash can never leak through it.
 */
export function registerUserAdminRoutes(app: FastifyInstance, { users }: { users: UserAdminService }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/users", { schema: { response: { 200: z.array(adminUserSchema) } } }, async (request) =>
    users.listUsers(signedInUser(request)),
  );

  routes.delete("/api/users/:uid", { schema: { params: userUidParamsSchema } }, async (request, reply) => {
    await users.deleteUser(signedInUser(request), request.params.uid);
    return reply.code(204).send();
  });

  routes.put(
    "/api/users/:uid/password",
    {
      schema: { params: userUidParamsSchema, body: setUserPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await users.setPassword(signedInUser(request), request.params.uid, request.body.password);
      return { ok: true as const };
    },
  );

  routes.post(
    "/api/set-admin",
    { schema: { body: setAdminSchema, response: { 200: okSchema } } },
    async (request) => {
      await users.setRole(signedInUser(request), request.body.uid, "admin");
      return { ok: true as const };
    },
  );

  routes.post(
    "/api/set-role",
    { schema: { body: setRoleSchema, response: { 200: okSchema } } },
    async (request) => {
      await users.setRole(signedInUser(request), request.body.uid, request.body.role);
      return { ok: true as const };
    },
  );
}
