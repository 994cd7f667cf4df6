import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a marketing mail's one-click unsubscribe link (RFC 8058): the address and an
 * HMAC-SHA256 of it, under a key derived from the shop's signing secret. Nobody signs in to use
 * it, and nobody can make one for another address; it does not expire (an old mail's link must
 * still work), and using it twice records nothing new but is not an error.
 */
export interface UnsubscribeTokens {
  tokenFor(email: string): string;
  /** The address a token was made for, or null when it was not made here. */
  emailOf(token: string): string | null;
}

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  // A key of its own, so an unsubscribe token can never pass for anything else the secret signs.
  const key = createHmac("sha256", secret).update("lumi-unsubscribe-v1").digest();
  const mac = (email: string) => createHmac("sha256", key).update(email).digest();
  return {
    tokenFor(email) {
      const address = email.toLowerCase();
      return `${Buffer.from(address).toString("base64url")}.${mac(address).toString("base64url")}`;
    },
    emailOf(token) {
      const [encoded, signature, extra] = token.split(".");
      if (!encoded || !signature || extra !== undefined) return null;
      const email = Buffer.from(encoded, "base64url").toString("utf8");
      const given = Buffer.from(signature, "base64url");
      const expected = mac(email);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return email;
    },
  };
}
