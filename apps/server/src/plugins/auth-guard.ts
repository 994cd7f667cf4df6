/**
 * AUTH-GUARD READY
 *
 * Who is calling: access-token signing and verification, and the two preHandlers every guarded
 * route uses.
 *
 * - Access tokens are JWTs signed with HS256 only (the algorithm is pinned on verification, so
 *   `alg: none`, RS/HS confusion and any other algorithm are refused), with issuer, audience and
 *   expiry checked; they live ACCESS_TOKEN_TTL_SECONDS. Claims: `sub` (user id) and `sid` (the
 *   session: the refresh-token family it was issued with).
 * - `requireUser` / `requireStaff` read the user row and the session on every request (the
 *   injected `findSessionUser`, the auth module's): the role is never taken from the token, so revoking admin rights, deleting
 *   a user, logging out or changing the password take effect at once, not when the token expires.
 * - No or a bad token: 401 `unauthorized`; a role without the route's permission
 *   (`config.permission`, plugins/route-access.ts) 403 `forbidden`; staff who must enrol a second
 *   factor first (the owner requires it, modules/auth/two-factor.service.ts) 403
 *   `two_factor_enrolment_required`.
 *
 * Use: staff routes register inside the guarded scope of modules/admin-routes.ts; a
 * customer's route says so and carries the guard itself:
 * ```ts
 * app.get("/api/me/orders", { onRequest: app.auth.requireUser, config: { access: "customer" } },
 *   async (request) => signedInUser(request)); // { id, uid, email, role }
 * ```
 * `buildApp` creates the guard once and decorates the instance with it (`app.auth`); tests mint
 * tokens with `src/test/auth-helpers.ts`.
 */

import { ACCESS_TOKEN_TTL_SECONDS, hasPermission, isStaffRole, type UserRole } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { AppError } from "../app-error";

/** The caller of a guarded request, read fresh from the database. */
export interface AuthenticatedUser {
  id: string;
  uid: string;
  email: string;
  role: UserRole;
  /** Whether the address was proved: guest orders with it show only then. */
  emailVerified: boolean;
  /** Whether the account confirmed a second factor (modules/auth/two-factor.service.ts). */
  twoFactorEnrolled: boolean;
}

/** Which session an access token claims, and the moment it is checked at. */
export interface SessionQuery {
  userId: string;
  familyId: string;
  now: Date;
}

/** The one algorithm tokens are signed and accepted with. */
export const ACCESS_TOKEN_ALGORITHM = "HS256";
export const ACCESS_TOKEN_AUDIENCE = "shop-api";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Throws AppError 401 for anything but a valid, unexpired token of ours. */
  verify(token: string): Promise<AccessTokenClaims>;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens({
  secret,
  issuer,
  clock = () => new Date(),
}: {
  secret: string;
  /** The shop's public origin: a token from another deployment sharing a secret is refused. */
  issuer: string;
  clock?: () => Date;
}): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ["sub", "exp", "iat", "sid"],
          currentDate: clock(),
        });
        const { sub, sid } = payload;
        if (typeof sub !== "string" || !UUID_PATTERN.test(sub)) throw unauthorized();
        if (typeof sid !== "string" || !UUID_PATTERN.test(sid)) throw unauthorized();
        return { userId: sub, sessionId: sid };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JOSEError) {
          throw unauthorized(error instanceof joseErrors.JWTExpired ? "The session has expired." : undefined);
        }
        throw error;
      }
    },
  };
}

export interface AuthGuard {
  /** preHandler: a signed-in user with a live session, or 401. Sets `request.user`. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * onRequest of the staff scope: a user whose role (read from the database now) has the route's
   * `config.permission`; 401 or 403 otherwise.
   */
  requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The caller of a request with a valid token, or null; never throws for a missing token. */
  identify(request: FastifyRequest): Promise<AuthenticatedUser | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireStaff`; null on unguarded routes. */
    user: AuthenticatedUser | null;
    /** The session (refresh-token family) of the access token, set with `user`. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    auth: AuthGuard;
  }
}

export function createAuthGuard({
  accessTokens,
  findSessionUser,
  twoFactorRequired = async () => false,
  clock = () => new Date(),
}: {
  accessTokens: AccessTokens;
  /** The user behind a live session, or null (the auth module's `AuthService.findSessionUser`). */
  findSessionUser: (query: SessionQuery) => Promise<AuthenticatedUser | null>;
  /** Whether the owner requires a second factor of all staff (the two-factor service's setting). */
  twoFactorRequired?: () => Promise<boolean>;
  clock?: () => Date;
}): AuthGuard {
  async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const token = bearerToken(request);
    if (!token) throw unauthorized("Sign in first.");
    const claims = await accessTokens.verify(token);
    const user = await findSessionUser({
      userId: claims.userId,
      familyId: claims.sessionId,
      now: clock(),
    });
    if (!user) throw unauthorized("The session has ended; sign in again.");
    request.user = user;
    request.sessionId = claims.sessionId;
    return user;
  }
  return {
    async requireUser(request) {
      await authenticate(request);
    },
    async requireStaff(request) {
      const user = await authenticate(request);
      const permission = request.routeOptions.config.permission;
      // plugins/route-access.ts keeps the app from starting without one; refused all the same.
      if (!permission || !hasPermission(user.role, permission)) {
        throw new AppError("forbidden", 403, "Your role does not allow this.");
      }
      if (isStaffRole(user.role) && !user.twoFactorEnrolled && (await twoFactorRequired())) {
        throw new AppError(
          "two_factor_enrolment_required",
          403,
          "The shop requires two-factor sign-in of its staff: set it up on the account page first.",
        );
      }
    },
    async identify(request) {
      if (!bearerToken(request)) return null;
      try {
        return await authenticate(request);
      } catch (error) {
        if (error instanceof AppError && error.status === 401) return null;
        throw error;
      }
    },
  };
}

/** Registers `request.user` / `request.sessionId` and `app.auth` (call once, in buildApp). */
export function registerAuthGuard(app: FastifyInstance, guard: AuthGuard): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorate("auth", guard);
}

/** The user a guard has set; for handlers behind `requireUser` / `requireStaff`. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized("Sign in first.");
  return request.user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function unauthorized(message = "The access token is missing or invalid."): AppError {
  return new AppError("unauthorized", 401, message);
}
