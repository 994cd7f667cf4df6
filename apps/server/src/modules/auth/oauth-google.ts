import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { z } from "zod";
import { AppError } from "../../app-error";
import { type Fetch, type ProviderSettings, sameText } from "./oauth-provider";

/**
 * Google, by OpenID Connect: the endpoints come from the issuer's discovery document (fetched once,
 * again after a failure), and who signed in from the id_token, verified against the issuer's JWKS
 * (issuer, audience, RS256, nonce).
 */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

export function googleProvider(
  client: { clientId: string; clientSecret: string },
  issuer: string,
  fetch: Fetch,
  clock: () => Date,
): ProviderSettings {
  let discovery: Promise<{ document: z.infer<typeof discoverySchema>; keys: JWTVerifyGetKey }> | null = null;
  const discover = () => {
    discovery ??= (async () => {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`OpenID discovery failed (${response.status})`);
      const document = discoverySchema.parse(await response.json());
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = null; // try again on the next sign-in
      throw error;
    });
    return discovery;
  };
  return {
    ...client,
    scope: "openid email profile",
    subjectColumn: "googleSubject",
    async endpoints() {
      const { document } = await discover();
      return { authorization: document.authorization_endpoint, token: document.token_endpoint };
    },
    async identify(tokens, nonce) {
      if (!tokens.id_token) throw new AppError("oauth_failed", 400, "No id_token in the answer.");
      const { document, keys } = await discover();
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(tokens.id_token, keys, {
          issuer: document.issuer,
          audience: client.clientId,
          algorithms: ["RS256"],
          currentDate: clock(),
        }));
      } catch {
        throw new AppError("oauth_failed", 400, "The id_token is not valid.");
      }
      if (typeof claims.nonce !== "string" || !sameText(claims.nonce, nonce)) {
        throw new AppError("oauth_failed", 400, "The id_token's nonce does not match.");
      }
      if (typeof claims.sub !== "string" || claims.sub === "") {
        throw new AppError("oauth_failed", 400, "The id_token has no subject.");
      }
      return {
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
      };
    },
  };
}
