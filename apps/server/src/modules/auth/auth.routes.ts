import {
  accountUserSchema,
  changePasswordSchema,
  loginMfaSchema,
  loginResultSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenSchema,
  registerSchema,
  sessionSchema,
  verifyEmailResendSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { signedInUser } from "../../plugins/auth-guard";
import type { AuthService, Device } from "./auth.service";
import type { EmailVerification } from "./email-verification.service";
import type { SignInThrottle } from "./sign-in-throttle";
import type { TwoFactorService } from "./two-factor.service";

/** The browser of a request, for the account's list of sessions. */
export function device(request: FastifyRequest): Device {
  const userAgent = request.headers["user-agent"];
  return { userAgent: typeof userAgent === "string" ? userAgent : null };
}

/** What registration needs of the consent ledger (modules/privacy/privacy.service.ts). */
export interface RegistrationConsents {
  assertNoticeVersion(version: string): void;
  recordRegistration(
    subject: { userId: string; email: string },
    choice: { noticeVersion: string; marketingOptIn: boolean },
  ): Promise<void>;
}

/**
 * E-mail and password accounts : register, login, refresh, logout, who am I,
 * password change and reset. Every rule is in AuthService, the attempt limits in SignInThrottle.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    emailVerification,
    throttle,
    twoFactor,
    consents,
  }: {
    auth: AuthService;
    emailVerification: EmailVerification;
    throttle: SignInThrottle;
    twoFactor: TwoFactorService;
    /** The consent ledger (modules/privacy): the notice's version checked first, the consents after. */
    consents?: RegistrationConsents;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/register",
    { schema: { body: registerSchema, response: { 201: sessionSchema } } },
    async (request, reply) => {
      await throttle.register(reply, { ip: request.ip, email: request.body.email });
      const { privacyNoticeVersion, marketingOptIn = false } = request.body;
      if (privacyNoticeVersion) consents?.assertNoticeVersion(privacyNoticeVersion);
      const session = await auth.register(request.body, device(request));
      if (privacyNoticeVersion) {
        await consents?.recordRegistration(
          { userId: session.user.id, email: session.user.email },
          { noticeVersion: privacyNoticeVersion, marketingOptIn },
        );
      }
      return reply.code(201).send(session);
    },
  );

  routes.post(
    "/api/login",
    { schema: { body: loginSchema, response: { 200: loginResultSchema } } },
    async (request, reply) => {
      return throttle.login(reply, { ip: request.ip, email: request.body.email }, () =>
        auth.login(request.body, device(request)),
      );
    },
  );

  // The second step of a staff login (two-factor.service.ts): a wrong code counts toward the same
  // limits as a wrong password, under the account the step belongs to.
  routes.post(
    "/api/login/mfa",
    { schema: { body: loginMfaSchema, response: { 200: sessionSchema } } },
    async (request, reply) => {
      const email = await twoFactor.challengeEmail(request.body.mfaToken);
      if (!email) throw new AppError("invalid_mfa_token", 401, "This sign-in has expired; sign in again.");
      return throttle.secondStep(reply, { ip: request.ip, email }, () =>
        auth.completeMfa(request.body, device(request)),
      );
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
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { response: { 200: accountUserSchema } },
    },
    async (request) => auth.me(signedInUser(request).id),
  );

  routes.put(
    "/api/me/password",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: { body: changePasswordSchema },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await throttle.changePassword(reply, user.id);
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
      await throttle.requestPasswordReset(reply, { ip: request.ip, email: request.body.email });
      await auth.requestPasswordReset(request.body);
      // Same answer whether or not the address has an account (no enumeration).
      return reply.code(202).send({ status: "accepted" as const });
    },
  );

  routes.post(
    "/api/verify-email",
    { schema: { body: verifyEmailSchema, response: { 200: verifyEmailResultSchema } } },
    async (request, reply) => {
      await throttle.confirmEmailVerification(reply, request.ip);
      await emailVerification.confirm(request.body.token);
      return { emailVerified: true as const };
    },
  );

  routes.post(
    "/api/verify-email/resend",
    {
      onRequest: app.auth.requireUser,
      config: { access: "customer" },
      schema: {
        body: verifyEmailResendSchema,
        response: { 202: z.object({ status: z.literal("accepted") }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await throttle.resendEmailVerification(reply, user.id);
      await emailVerification.resend(user.id, request.body.language ?? "vi");
      return reply.code(202).send({ status: "accepted" as const });
    },
  );

  routes.post(
    "/api/password-reset/confirm",
    { schema: { body: passwordResetConfirmSchema } },
    async (request, reply) => {
      await throttle.confirmPasswordReset(reply, request.ip);
      await auth.confirmPasswordReset(request.body);
      return reply.code(204).send();
    },
  );
}
