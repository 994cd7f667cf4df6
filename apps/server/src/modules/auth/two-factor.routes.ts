import {
  accountSessionListSchema,
  accountSessionParamsSchema,
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { AuthService } from "./auth.service";
import type { SignInThrottle } from "./sign-in-throttle";
import type { TwoFactorService } from "./two-factor.service";

/**
 * The signed-in user's own security: two-factor sign-in (status, enrol, confirm, turn off) and the
 * list of sessions with signing out of the others. The rules are in TwoFactorService and
 * AuthService; every code or password tried here counts toward the account's limit.
 */
export function registerAccountSecurityRoutes(
  app: FastifyInstance,
  { auth, twoFactor, throttle }: { auth: AuthService; twoFactor: TwoFactorService; throttle: SignInThrottle },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" as const } };

  routes.get(
    "/api/me/two-factor",
    { ...guarded, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(signedInUser(request).id),
  );

  routes.post(
    "/api/me/two-factor/enrolment",
    { ...guarded, schema: { response: { 200: twoFactorEnrolmentSchema } } },
    async (request) => twoFactor.beginEnrolment(signedInUser(request)),
  );

  routes.post(
    "/api/me/two-factor/confirm",
    { ...guarded, schema: { body: twoFactorConfirmSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await throttle.changePassword(reply, user.id);
      return twoFactor.confirmEnrolment(user.id, request.body.code);
    },
  );

  routes.post(
    "/api/me/two-factor/disable",
    { ...guarded, schema: { body: twoFactorDisableSchema } },
    async (request, reply) => {
      const user = signedInUser(request);
      await throttle.changePassword(reply, user.id);
      const { code, password } = request.body;
      if (code !== undefined) {
        await twoFactor.disableWithCode(user.id, code);
      } else if (password !== undefined) {
        await auth.checkPassword(user.id, password);
        await twoFactor.disable(user.id);
      }
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/me/sessions",
    { ...guarded, schema: { response: { 200: accountSessionListSchema } } },
    async (request) => ({ items: await auth.listSessions(signedInUser(request).id, request.sessionId) }),
  );

  routes.delete(
    "/api/me/sessions/:id",
    { ...guarded, schema: { params: accountSessionParamsSchema } },
    async (request, reply) => {
      await auth.endSession(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.post("/api/me/sessions/sign-out-others", guarded, async (request, reply) => {
    await auth.endOtherSessions(signedInUser(request).id, request.sessionId ?? "");
    return reply.code(204).send();
  });
}
