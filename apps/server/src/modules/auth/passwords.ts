import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm; its `Algorithm` is a const enum that
 * `verbatimModuleSyntax` cannot import) with the OWASP minimum of 19 MiB, 2 passes, 1 lane,
 * stated explicitly so a change of library defaults cannot weaken it silently.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
