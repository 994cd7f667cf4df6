import { randomBytes, randomUUID } from "node:crypto";
import { type Session, sessionSchema } from "@shop/shared";
import { SignJWT } from "jose";
import { resolveJwtSecret } from "../config-jwt-secret";
import type { UserRole } from "../db/schema";
import { findUserByEmail, setUserRole } from "../modules/users/users.repository";
import { ACCESS_TOKEN_AUDIENCE } from "../plugins/auth-guard";
import type { TestApp } from "./test-app";

/**
 * Accounts for tests. `signUpTestUser` goes through the real POST /api/register, so the user has a
 * real session; `mintAccessToken` makes tokens by hand, for the tampered/expired/forged cases.
 */

export const TEST_PASSWORD = "mat-khau-du-dai";

/** A fresh client address per call, so per-address attempt limits never leak between tests. */
export function testClientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function uniqueEmail(prefix = "khach"): string {
  return `${prefix}.${randomBytes(4).toString("hex")}@example.vn`;
}

export interface TestUser {
  session: Session;
  email: string;
  password: string;
  /** `{ authorization: "Bearer …" }` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/** Registers a member through the API; another `role` is then set in the database. */
export async function signUpTestUser(
  testApp: TestApp,
  options: { email?: string; password?: string; role?: UserRole } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { email, password },
    remoteAddress: testClientAddress(),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const session = sessionSchema.parse(response.json());
  if (options.role && options.role !== "member") {
    const user = await findUserByEmail(testApp.db, email);
    if (!user) throw new Error("registered user not found");
    await setUserRole(testApp.db, user.id, options.role);
    session.user.role = options.role;
  }
  return { session, email, password, headers: { authorization: `Bearer ${session.accessToken}` } };
}

/** A hand-made access token; defaults make a valid one for `userId` and `sessionId`. */
export async function mintAccessToken(
  testApp: TestApp,
  claims: {
    userId: string;
    sessionId?: string;
    expiresInSeconds?: number;
    issuer?: string;
    audience?: string;
    secret?: string;
  },
): Promise<string> {
  const secret = claims.secret ?? (await resolveJwtSecret(testApp.config));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionId ?? randomUUID() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(claims.issuer ?? testApp.config.publicUrl)
    .setAudience(claims.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 900))
    .sign(new TextEncoder().encode(secret));
}

/** The claims of a token, unverified (tests only). */
export function decodeClaims(token: string): Record<string, unknown> {
  const [, payload = ""] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** `alg: none`: header and payload with an empty signature (RFC 7519 §6, the classic forgery). */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}
