import { OAUTH_PROVIDERS, oauthExchangeSchema, PAGE_PATHS, sessionSchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { device } from "./auth.routes";
import type { AuthService } from "./auth.service";
import { OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_SECONDS, type OAuthService } from "./oauth.service";

const providerParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
const COOKIE_PATH = "/api/auth";

/**
 * The browser side of the social sign-ins: GET /api/auth/:provider leaves for the provider,
 * GET /api/auth/:provider/callback comes back and redirects to /login with a one-time code in the
 * URL fragment (never sent to a server, so never logged), which the web app trades for a session
 * with POST /api/auth/exchange. Failures land on /login with an error the page translates.
 */
export function registerOAuthRoutes(
  app: FastifyInstance,
  { oauth, auth, secureCookies }: { oauth: OAuthService; auth: AuthService; secureCookies: boolean },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookie = (value: string, maxAge: number) =>
    [
      `${OAUTH_STATE_COOKIE}=${value}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${maxAge}`,
      "HttpOnly",
      // Lax: the provider's redirect back is a top-level GET, which Lax lets the cookie ride on.
      "SameSite=Lax",
      ...(secureCookies ? ["Secure"] : []),
    ].join("; ");
  const backToLogin = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(`${PAGE_PATHS.login}#${new URLSearchParams(fragment).toString()}`, 302);

  routes.get("/api/auth/:provider", { schema: { params: providerParamsSchema } }, async (request, reply) => {
    const { provider } = request.params;
    if (!oauth.isConfigured(provider)) {
      return backToLogin(reply, { oauth_error: "provider_not_configured", provider });
    }
    try {
      const { authorizationUrl, stateCookie } = await oauth.begin(provider);
      reply.header("set-cookie", cookie(stateCookie, OAUTH_STATE_TTL_SECONDS));
      return reply.header("cache-control", "no-store").redirect(authorizationUrl, 302);
    } catch (error) {
      request.log.error({ err: error, provider }, "social sign-in could not start");
      return backToLogin(reply, { oauth_error: "oauth_failed", provider });
    }
  });

  routes.get(
    "/api/auth/:provider/callback",
    { schema: { params: providerParamsSchema, querystring: callbackQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      // The state cookie is spent whatever happens: one callback per sign-in.
      reply.header("set-cookie", cookie("", 0));
      try {
        const outcome = await oauth.complete(
          provider,
          request.query,
          readCookie(request.headers.cookie),
          device(request),
        );
        // Staff with an authenticator land on the login page's second step (`mfa`).
        return backToLogin(reply, "code" in outcome ? { code: outcome.code } : { mfa: outcome.mfaToken });
      } catch (error) {
        const reason = error instanceof AppError ? error.message : "unexpected error";
        request.log.warn({ err: error, provider, reason }, "social sign-in failed");
        return backToLogin(reply, { oauth_error: "oauth_failed", provider });
      }
    },
  );

  routes.post(
    "/api/auth/exchange",
    { schema: { body: oauthExchangeSchema, response: { 200: sessionSchema } } },
    async (request) => auth.refresh(request.body.code),
  );
}

function readCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === OAUTH_STATE_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}
