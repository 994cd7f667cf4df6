import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { SocialSubjectColumn } from "../users/users.repository";

/**
 * What the sign-in flow (oauth.service.ts) needs of a provider; oauth-google.ts and
 * oauth-facebook.ts are the two the shop has.
 */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  scope: string;
  subjectColumn: SocialSubjectColumn;
  endpoints(): Promise<{ authorization: string; token: string }>;
  /** Who signed in, from the token endpoint's answer. */
  identify(tokens: TokenResponse, nonce: string): Promise<ProviderIdentity>;
}

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  id_token: z.string().optional(),
  token_type: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export type Fetch = typeof globalThis.fetch;

/** Compares two secrets in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
