import { createHash, randomBytes } from "node:crypto";
import type { OAuthProvider } from "@shop/shared";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { AppError } from "../../app-error";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/database-error";
import type { UserRow } from "../users/users.repository";
import type { UserAccounts } from "../users/users.service";
import type { AuthService, Device } from "./auth.service";
import { facebookProvider } from "./oauth-facebook";
import { googleProvider } from "./oauth-google";
import {
  type Fetch,
  type ProviderIdentity,
  type ProviderSettings,
  sameText,
  tokenResponseSchema,
} from "./oauth-provider";
import type { TwoFactorService } from "./two-factor.service";

/**
 * Google (OpenID Connect) and Facebook (OAuth 2.0) sign-in with the authorization-code flow, PKCE
 * (S256) and state, written with jose + fetch (RFC 6749, RFC 7636, OIDC Core §3.1):
 *
 * 1. `begin` makes state, nonce and a code verifier, keeps them in a signed cookie that lives ten
 *    minutes (no server memory: any instance can take the callback), and answers the provider's
 *    authorize URL.
 * 2. `complete` checks the cookie's signature and that its state equals the callback's, exchanges
 *    the code (with the verifier and the client secret) and learns who it is: Google's id_token is
 *    verified against the provider's JWKS (issuer, audience, RS256, nonce); Facebook's profile comes
 *    from its userinfo endpoint with the access token.
 * 3. The account: found by the provider's subject; otherwise an account with the same *verified*
 *    e-mail is linked (and counts as verified); if that account's own address was never proved,
 *    the sign-in claims it: its password is removed and its sessions end, since whoever set that
 *    password never showed they own the address (a pre-registered trap for the real owner);
 *    otherwise a member is created. The answer is a one-time sign-in code (a
 *    refresh token living two minutes) that the web app exchanges by POST, so no token ever sits
 *    in a URL that a server or proxy might log.
 */

export const OAUTH_STATE_COOKIE = "shop_oauth";
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
/** The sign-in code only has to survive one redirect and one POST. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60 * 1000;
const STATE_AUDIENCE = "shop-oauth-state";

const stateSchema = z.object({
  p: z.enum(["google", "facebook"]),
  s: z.string(),
  n: z.string(),
  v: z.string(),
});

export interface OAuthService {
  isConfigured(provider: OAuthProvider): boolean;
  /** The provider's authorize URL and the state cookie's value. */
  begin(provider: OAuthProvider): Promise<{ authorizationUrl: string; stateCookie: string }>;
  /**
   * The one-time sign-in code for the web app, or for staff with an authenticator the second
   * step's token (two-factor.service.ts); AppError `oauth_failed` for anything wrong.
   */
  complete(
    provider: OAuthProvider,
    callback: { code?: string; state?: string; error?: string },
    stateCookie: string | undefined,
    device?: Device,
  ): Promise<{ code: string } | { mfaToken: string }>;
}

export function createOAuthService({
  db,
  users,
  config,
  auth,
  twoFactor,
  stateSecret,
  clock = () => new Date(),
  fetch = globalThis.fetch,
}: {
  db: Database;
  /** The users module's accounts: found by provider subject or verified e-mail, or created. */
  users: UserAccounts;
  config: Pick<Config, "google" | "facebook" | "oauthEndpoints" | "publicUrl">;
  auth: AuthService;
  /** A provider vouches for the e-mail, not for the second factor: staff still give their code. */
  twoFactor: TwoFactorService;
  /** Signs the state cookie (the JWT secret does). */
  stateSecret: string;
  clock?: () => Date;
  fetch?: Fetch;
}): OAuthService {
  const stateKey = new TextEncoder().encode(stateSecret);
  const providers: Partial<Record<OAuthProvider, ProviderSettings>> = {};
  if (config.google)
    providers.google = googleProvider(config.google, config.oauthEndpoints.googleIssuer, fetch, clock);
  if (config.facebook) providers.facebook = facebookProvider(config.facebook, config.oauthEndpoints, fetch);

  const redirectUri = (provider: OAuthProvider) => `${config.publicUrl}/api/auth/${provider}/callback`;
  const failed = (message: string) => new AppError("oauth_failed", 400, message);

  function settingsOf(provider: OAuthProvider): ProviderSettings {
    const settings = providers[provider];
    if (!settings)
      throw new AppError("provider_not_configured", 404, `${provider} sign-in is not configured.`);
    return settings;
  }

  async function findOrCreateUser(settings: ProviderSettings, identity: ProviderIdentity): Promise<UserRow> {
    const bySubject = await users.findBySocialSubject(settings.subjectColumn, identity.subject);
    if (bySubject) return bySubject;
    if (!identity.email || !identity.emailVerified) {
      throw failed("The provider did not give a verified e-mail address.");
    }
    const email = identity.email;
    const linked = await db.transaction(async (tx) => {
      const byEmail = await users.findByEmailForUpdate(tx, email);
      if (!byEmail) return null;
      // Linked only when the account has no other identity at this provider.
      if (byEmail[settings.subjectColumn] && byEmail[settings.subjectColumn] !== identity.subject) {
        throw failed("This e-mail is already linked to another account at the provider.");
      }
      const link = {
        id: byEmail.id,
        column: settings.subjectColumn,
        subject: identity.subject,
        now: clock(),
      };
      if (byEmail.emailVerifiedAt) {
        await users.linkSocialSubject(tx, link);
        return byEmail;
      }
      const claimed = await users.claimUnverifiedAccount(tx, link);
      await auth.endSessions(tx, byEmail.id);
      return claimed;
    });
    if (linked) return linked;
    try {
      return await users.createSocialMember({
        email: identity.email,
        column: settings.subjectColumn,
        subject: identity.subject,
      });
    } catch (error) {
      // The same person finishing two sign-ins at once: the other one created the account.
      if (!isUniqueViolation(error)) throw error;
      const raced = await users.findBySocialSubject(settings.subjectColumn, identity.subject);
      if (!raced) throw error;
      return raced;
    }
  }

  return {
    isConfigured: (provider) => providers[provider] !== undefined,

    async begin(provider) {
      const settings = settingsOf(provider);
      const state = randomToken();
      const nonce = randomToken();
      const verifier = randomToken();
      const { authorization } = await settings.endpoints();
      const url = new URL(authorization);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", redirectUri(provider));
      url.searchParams.set("scope", settings.scope);
      url.searchParams.set("state", state);
      url.searchParams.set("nonce", nonce);
      url.searchParams.set("code_challenge", createHash("sha256").update(verifier).digest("base64url"));
      url.searchParams.set("code_challenge_method", "S256");
      const now = Math.floor(clock().getTime() / 1000);
      const stateCookie = await new SignJWT({ p: provider, s: state, n: nonce, v: verifier })
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(STATE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + OAUTH_STATE_TTL_SECONDS)
        .sign(stateKey);
      return { authorizationUrl: url.toString(), stateCookie };
    },

    async complete(provider, callback, stateCookie, device = {}) {
      const settings = settingsOf(provider);
      if (callback.error) throw failed(`The provider answered: ${callback.error}`);
      if (!callback.code || !callback.state || !stateCookie)
        throw failed("The sign-in was not started here.");
      let saved: z.infer<typeof stateSchema>;
      try {
        const { payload } = await jwtVerify(stateCookie, stateKey, {
          algorithms: ["HS256"],
          audience: STATE_AUDIENCE,
          currentDate: clock(),
        });
        saved = stateSchema.parse(payload);
      } catch {
        throw failed("The sign-in has expired or was not started here.");
      }
      if (saved.p !== provider || !sameText(saved.s, callback.state)) {
        // RFC 6749 §10.12: a callback whose state is not ours may be a forged cross-site request.
        throw failed("The sign-in state does not match.");
      }
      const { token } = await settings.endpoints();
      const response = await fetch(token, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: callback.code,
          redirect_uri: redirectUri(provider),
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: saved.v,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw failed(`The token exchange failed (${response.status}).`);
      const tokens = tokenResponseSchema.safeParse(await response.json());
      if (!tokens.success) throw failed("The token endpoint answered something unexpected.");
      const identity = await settings.identify(tokens.data, saved.n);
      const user = await findOrCreateUser(settings, identity);
      if (await twoFactor.needsSecondStep(user)) {
        return { mfaToken: (await twoFactor.createChallenge(user.id)).mfaToken };
      }
      const session = await auth.startSession(user, { firstTokenTtlMs: SIGN_IN_CODE_TTL_MS, ...device });
      return { code: session.refreshToken };
    },
  };
}

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
