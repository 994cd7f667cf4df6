import { z } from "zod";
import { AppError } from "../../app-error";
import type { Config } from "../../config";
import type { Fetch, ProviderSettings } from "./oauth-provider";

/** Facebook, by OAuth 2.0: fixed endpoints, and who signed in from its userinfo endpoint. */
const facebookProfileSchema = z.object({
  id: z.string().optional(),
  sub: z.string().optional(),
  email: z.string().optional(),
});

export function facebookProvider(
  client: { clientId: string; clientSecret: string },
  endpoints: Config["oauthEndpoints"],
  fetch: Fetch,
): ProviderSettings {
  return {
    ...client,
    scope: "email public_profile",
    subjectColumn: "facebookSubject",
    async endpoints() {
      return { authorization: endpoints.facebookAuthorization, token: endpoints.facebookToken };
    },
    async identify(tokens) {
      const response = await fetch(endpoints.facebookUserinfo, {
        headers: { authorization: `Bearer ${tokens.access_token}`, accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        throw new AppError("oauth_failed", 400, `The profile request failed (${response.status}).`);
      const profile = facebookProfileSchema.safeParse(await response.json());
      const subject = profile.success ? (profile.data.id ?? profile.data.sub) : undefined;
      if (!profile.success || !subject) throw new AppError("oauth_failed", 400, "The profile has no id.");
      // Facebook only hands out an e-mail address its owner has confirmed.
      const email = profile.data.email ?? null;
      return { subject, email, emailVerified: email !== null };
    },
  };
}
