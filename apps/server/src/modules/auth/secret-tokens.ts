import { createHash, randomBytes } from "node:crypto";

/**
 * Opaque tokens (refresh tokens, reset tokens, one-time sign-in codes): 256 random bits, given to
 * the client once; the database keeps only their SHA-256, so a leaked table cannot be replayed. A
 * plain hash (not argon2) is right here because the token has full entropy: it cannot be guessed.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
