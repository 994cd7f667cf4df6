import {
  accountUserSchema,
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenSchema,
  registerSchema,
  sessionSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import { normaliseEmail } from "../users/users.repository";
import { type AttemptLimiter, SIGN_IN_LIMITS } from "./attempt-limiter";
import type { AuthService } from "./auth.service";

/**
 * E-mail and password accounts (DESIGN.md "API"): register, login, refresh, logout, who am I,
 * password change and reset. Every rule is in AuthService; the routes add the attempt limits.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, limiter }: { auth: AuthService; limiter: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const L = SIGN_IN_LIMITS;

  routes.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      await limiter.consume(reply, [
        { key: `register:ip:${request.ip}`, ...L.registrationsPerAddress },
        { key: `register:account:${email}`, ...L.registrationsPerAccount },
      ]);
      return reply.code(201).send(await auth.register(request.body));
    },
  );

  routes.post(
    "/api/login",
    { schema: { body: loginSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const rules = [
        { key: `login:ip:${request.ip}`, ...L.loginFailuresPerAddress },
        { key: `login:account:${email}`, ...L.loginFailuresPerAccount },
      ];
      await limiter.check(reply, rules);
      try {
        const session = await auth.login(request.body);
        await limiter.clear(`login:account:${email}`);
        return session;
      } catch (error) {
        await limiter.recordFailure(rules);
        throw error;
      }
    },
  );

  routes.post(
    "/api/token/refresh",
    { schema: { body: refreshTokenSchema, response: { 200: sessionSchema } } },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  routes.post("/api/logout", { schema: { body: refreshTokenSchema } }, async (request, reply) => {
    await auth.logout(request.body.refreshToken);
    return reply.code(204).send();
  });

  routes.get(
    "/api/me",
    {
      preHandler: app.auth.requireUser,
      config: { access: "customer" },
      schema: { response: { 200: accountUserSchema } },
    },
    async (request) => auth.me(signedInUser(request).id),
  );

  routes.put(
    "/api/me/password",
    {
      preHandler: app.auth.requireUser,
      config: { access: "customer" },
      schema: { body: changePasswordSchema },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await limiter.consume(reply, [
        { key: `change-password:account:${user.id}`, ...L.loginFailuresPerAccount },
      ]);
      await auth.changePassword({
        userId: user.id,
        sessionId: request.sessionId ?? "",
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return reply.code(204).send();
    },
  );

  routes.post(
    "/api/password-reset",
    {
      schema: {
        body: passwordResetRequestSchema,
        response: { 202: z.object({ status: z.literal("accepted") }) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      await limiter.consume(reply, [
        { key: `reset:ip:${request.ip}`, ...L.resetsPerAddress },
        { key: `reset:account:${email}`, ...L.resetsPerAccount },
      ]);
      await auth.requestPasswordReset({ email, language: request.body.language });
      // Same answer whether or not the address has an account (no enumeration).
      return reply.code(202).send({ status: "accepted" as const });
    },
  );

  routes.post(
    "/api/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema } },
    async (request, reply) => {
      await limiter.consume(reply, [{ key: `reset-confirm:ip:${request.ip}`, ...L.resetsPerAddress }]);
      await auth.confirmPasswordReset(request.body);
      return reply.code(204).send();
    },
  );
}
