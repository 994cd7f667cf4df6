import { randomUUID } from "node:crypto";
import {
  type AccountSession,
  type AccountUser,
  type Language,
  type LoginResult,
  PAGE_PATHS,
  type Session,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/database-error";
import type { AccessTokens, AuthenticatedUser, SessionQuery } from "../../plugins/auth-guard";
import { enqueueMail } from "../mail/outbox";
import type { UserRow } from "../users/users.repository";
import type { UserAccounts } from "../users/users.service";
import { accountLinkMail } from "./account-link-mail";
import type { EmailVerification } from "./email-verification.service";
import { assertStrongPassword } from "./password-policy";
import {
  findPasswordResetTokenForUpdate,
  insertPasswordResetToken,
  markPasswordResetTokensUsed,
} from "./password-resets.repository";
import { hashPassword as defaultHashPassword, verifyPassword as defaultVerifyPassword } from "./passwords";
import { hashSecretToken, newSecretToken } from "./secret-tokens";
import {
  deleteExpiredRefreshTokens,
  findRefreshTokenForUpdate,
  findSessionUser as findSessionUserRow,
  insertRefreshToken,
  listLiveSessions,
  markRefreshTokenReplaced,
  revokeFamily,
  revokeUserFamily,
  revokeUserSessions,
} from "./sessions.repository";
import type { TwoFactorService } from "./two-factor.service";

/** A session (refresh-token family) lasts 30 days without use; each refresh starts the 30 days again. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Reset links expire after an hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

const INVALID_CREDENTIALS = "Invalid email or password.";

export interface AuthService {
  /** A new member, signed in at once; the verification mail is queued before the answer. */
  register(
    input: { email: string; password: string; language?: Language },
    device?: Device,
  ): Promise<Session>;
  /** A session, or the second step for staff with two-factor sign-in (two-factor.service.ts). */
  login(input: { email: string; password: string }, device?: Device): Promise<LoginResult>;
  /** The second step of a login: the code right, the session. */
  completeMfa(input: { mfaToken: string; code: string }, device?: Device): Promise<Session>;
  refresh(refreshToken: string): Promise<Session>;
  logout(refreshToken: string): Promise<void>;
  /** A new session for a user found some other way (Google, Facebook). */
  startSession(user: UserRow, options?: { firstTokenTtlMs?: number } & Device): Promise<Session>;
  /** The caller's live sessions (devices), newest use first; `current` is the caller's own. */
  listSessions(userId: string, currentSessionId: string | null): Promise<AccountSession[]>;
  /** Ends one of the caller's sessions; 404 when it is not a live one of theirs. */
  endSession(userId: string, sessionId: string): Promise<void>;
  /** 400 `invalid_current_password` unless `password` is the user's (a check before a change). */
  checkPassword(userId: string, password: string): Promise<void>;
  /** Ends every session of the caller but the current one. */
  endOtherSessions(userId: string, currentSessionId: string): Promise<void>;
  me(userId: string): Promise<AccountUser>;
  changePassword(input: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
  }): Promise<void>;
  /**
   * Always resolves the same way, known e-mail or not: the link and its mail are stored in the
   * background, so the answer's timing does not tell either (see `pendingResets`).
   */
  requestPasswordReset(input: { email: string; language?: Language }): Promise<void>;
  confirmPasswordReset(input: { token: string; password: string }): Promise<void>;
  /** Signs a user out on every device, inside the caller's transaction (an administrator's reset). */
  endSessions(tx: Database, userId: string): Promise<void>;
  /** The user behind a live session, for the auth guard (plugins/auth-guard.ts); null if it ended. */
  findSessionUser(query: SessionQuery): Promise<AuthenticatedUser | null>;
  /**
   * Resolves when every reset asked for so far is stored, its link and mail committed to the mail
   * outbox (tests; closing the app waits for it before the database closes).
   */
  pendingResets(): Promise<void>;
}

/** The browser a session starts from, shown in the account's list of sessions. */
export interface Device {
  userAgent?: string | null;
}

/** Long enough to tell browsers apart; a longer header is cut (it is shown, never parsed). */
const USER_AGENT_MAX_LENGTH = 300;

export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    uid: user.uid,
    email: user.email,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export interface AuthServiceDependencies {
  db: Database;
  /** The users module's accounts; this module keeps the sessions and reset tokens. */
  users: UserAccounts;
  /** Wakes the mail outbox's worker after a commit that queued mail (app.ts). */
  mailQueued: () => void;
  /** Mails the link that proves the address (email-verification.service.ts). */
  emailVerification: EmailVerification;
  accessTokens: AccessTokens;
  /** Origin of the links in mails. */
  publicUrl: string;
  /** Staff with an authenticator sign in in two steps. */
  twoFactor: TwoFactorService;
  shopName: string;
  clock?: () => Date;
  hashPassword?: (password: string) => Promise<string>;
  verifyPassword?: (hash: string, password: string) => Promise<boolean>;
  logError?: (error: unknown, message: string) => void;
}

/** What every use case below is handed: the dependencies, defaults filled in, and the session issuer. */
interface AuthContext extends Required<AuthServiceDependencies> {
  issueSession: SessionIssuer;
  /** Costs one password verification against nothing (a login for an unknown e-mail). */
  verifyAgainstNothing(password: string): Promise<void>;
  resetsInFlight: Set<Promise<void>>;
}

type SessionIssuer = (
  user: UserRow,
  familyId: string,
  options?: { tx?: Database; ttlMs?: number; userAgent?: string | null },
) => Promise<{ session: Session; refreshTokenId: string }>;

/**
 * The accounts' use cases, one function each below; this binds them to their dependencies.
 */
export function createAuthService({
  clock = () => new Date(),
  hashPassword = defaultHashPassword,
  verifyPassword = defaultVerifyPassword,
  logError = () => {},
  ...dependencies
}: AuthServiceDependencies): AuthService {
  const base = { ...dependencies, clock, hashPassword, verifyPassword, logError };
  /*
   * An unknown e-mail still costs one argon2 verification, against a hash of a random password
   * made once, so the time of a failed login does not reveal whether the account exists.
   */
  let dummyHash: Promise<string> | null = null;
  const context: AuthContext = {
    ...base,
    issueSession: createSessionIssuer(base),
    async verifyAgainstNothing(password) {
      dummyHash ??= hashPassword(newSecretToken());
      await verifyPassword(await dummyHash, password);
    },
    resetsInFlight: new Set(),
  };
  return {
    startSession: (user, options) => startSession(context, user, options),
    register: (input, device) => register(context, input, device),
    login: (input, device) => login(context, input, device),
    completeMfa: (input, device) => completeMfa(context, input, device),
    listSessions: (userId, current) => listSessions(context, userId, current),
    async endSession(userId, sessionId) {
      if (!(await revokeUserFamily(context.db, { userId, familyId: sessionId, now: context.clock() }))) {
        throw new AppError("not_found", 404, "No such session.");
      }
    },
    async checkPassword(userId, password) {
      const user = await context.users.findById(userId);
      if (!user?.passwordHash || !(await context.verifyPassword(user.passwordHash, password))) {
        throw new AppError("invalid_current_password", 400, "The current password is incorrect.", {
          password: "account.error_wrong_password",
        });
      }
    },
    endOtherSessions: (userId, current) =>
      revokeUserSessions(context.db, { userId, now: context.clock(), keepFamilyId: current }),
    refresh: (refreshToken) => refresh(context, refreshToken),
    logout: (refreshToken) => logout(context, refreshToken),
    me: (userId) => me(context, userId),
    changePassword: (input) => changePassword(context, input),
    requestPasswordReset: (input) => requestPasswordReset(context, input),
    confirmPasswordReset: (input) => confirmPasswordReset(context, input),
    findSessionUser: (query) => findSessionUserRow(context.db, query),
    endSessions: (tx, userId) => revokeUserSessions(tx, { userId, now: context.clock() }),
    async pendingResets() {
      await Promise.all([...context.resetsInFlight]);
    },
  };
}

/** Signs a refresh token into `familyId` and an access token for it. */
function createSessionIssuer({
  accessTokens,
  clock,
  db,
}: Pick<AuthContext, "accessTokens" | "clock" | "db">): SessionIssuer {
  return async (user, familyId, { tx = db, ttlMs = REFRESH_TOKEN_TTL_MS, userAgent = null } = {}) => {
    const now = clock();
    const refreshToken = newSecretToken();
    const row = await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashSecretToken(refreshToken),
      expiresAt: new Date(now.getTime() + ttlMs),
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    });
    const access = await accessTokens.sign({ userId: user.id, sessionId: familyId });
    const session = {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshToken,
      user: toAccountUser(user),
    };
    return { session, refreshTokenId: row.id };
  };
}

async function startSession(
  { db, clock, issueSession }: AuthContext,
  user: UserRow,
  options: { firstTokenTtlMs?: number } & Device = {},
): Promise<Session> {
  await deleteExpiredRefreshTokens(db, user.id, clock());
  const issued = await issueSession(user, randomUUID(), {
    ttlMs: options.firstTokenTtlMs,
    userAgent: options.userAgent,
  });
  return issued.session;
}

async function register(
  context: AuthContext,
  { email, password, language = "vi" }: { email: string; password: string; language?: Language },
  device: Device = {},
): Promise<Session> {
  const { users, hashPassword, emailVerification, logError } = context;
  assertStrongPassword(password);
  if (await users.findByEmail(email)) {
    throw new AppError("email_taken", 409, "This email is already registered.");
  }
  const passwordHash = await hashPassword(password);
  let user: UserRow;
  try {
    // A new account is always a member.
    user = await users.createMember({ email, passwordHash });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError("email_taken", 409, "This email is already registered.");
    throw error;
  }
  // The account works at once (registration signs the customer in: docs/product.md); a mail that fails is not a failed
  // registration: the account page offers to send the link again.
  await emailVerification
    .sendLink(user, language)
    .catch((error: unknown) => logError(error, "verification mail failed"));
  return startSession(context, user, device);
}

async function login(
  context: AuthContext,
  { email, password }: { email: string; password: string },
  device: Device = {},
): Promise<LoginResult> {
  const user = await context.users.findByEmail(email);
  if (!user?.passwordHash) {
    await context.verifyAgainstNothing(password);
    throw new AppError("invalid_credentials", 401, INVALID_CREDENTIALS);
  }
  if (!(await context.verifyPassword(user.passwordHash, password))) {
    throw new AppError("invalid_credentials", 401, INVALID_CREDENTIALS);
  }
  // The password alone is not enough for staff with an authenticator: no tokens before the code.
  if (await context.twoFactor.needsSecondStep(user)) return context.twoFactor.createChallenge(user.id);
  return startSession(context, user, device);
}

async function completeMfa(
  context: AuthContext,
  input: { mfaToken: string; code: string },
  device: Device = {},
): Promise<Session> {
  const userId = await context.twoFactor.completeChallenge(input);
  const user = await context.users.findById(userId);
  if (!user) throw new AppError("invalid_mfa_token", 401, "This sign-in has expired; sign in again.");
  return startSession(context, user, device);
}

async function listSessions(
  { db, clock }: AuthContext,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await listLiveSessions(db, { userId, now: clock() });
  return rows.map((row) => ({
    id: row.familyId,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.familyId === currentSessionId,
  }));
}

async function refresh(
  { db, users, clock, issueSession }: AuthContext,
  refreshToken: string,
): Promise<Session> {
  const now = clock();
  const outcome = await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (!row) return { kind: "unknown" as const };
    if (row.revokedAt) {
      // A spent token came back: it was stolen, or the thief used it first. Either way the
      // whole sign-in is ended (RFC 9700 §4.14.2), on both sides.
      await revokeFamily(tx, row.familyId, now);
      return { kind: "reused" as const };
    }
    if (row.expiresAt <= now) return { kind: "expired" as const };
    const user = await users.findById(row.userId, tx);
    if (!user) return { kind: "unknown" as const };
    // The device stays the one that signed in: the list of sessions names it.
    const next = await issueSession(user, row.familyId, { tx, userAgent: row.userAgent });
    await markRefreshTokenReplaced(tx, { id: row.id, replacedById: next.refreshTokenId, now });
    return { kind: "rotated" as const, session: next.session };
  });
  if (outcome.kind !== "rotated") {
    throw new AppError("unauthorized", 401, "The session has ended; sign in again.");
  }
  return outcome.session;
}

async function logout({ db, clock }: AuthContext, refreshToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashSecretToken(refreshToken));
    if (row) await revokeFamily(tx, row.familyId, clock());
  });
}

async function me({ users }: AuthContext, userId: string): Promise<AccountUser> {
  const user = await users.findById(userId);
  if (!user) throw new AppError("unauthorized", 401, "User not identified.");
  return toAccountUser(user);
}

async function changePassword(
  { db, users, clock, hashPassword, verifyPassword }: AuthContext,
  {
    userId,
    sessionId,
    currentPassword,
    newPassword,
  }: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  assertStrongPassword(newPassword, "newPassword");
  const user = await users.findById(userId);
  if (!user) throw new AppError("unauthorized", 401, "User not identified.");
  // The user is re-authenticated with the current password first.
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError("invalid_current_password", 400, "The current password is incorrect.", {
      currentPassword: "account.error_wrong_password",
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await users.setPasswordHash(tx, user.id, passwordHash);
    // Every other device is signed out; this one stays signed in.
    await revokeUserSessions(tx, { userId: user.id, now: clock(), keepFamilyId: sessionId });
    await markPasswordResetTokensUsed(tx, user.id, clock());
  });
}

async function requestPasswordReset(
  { db, users, clock, mailQueued, publicUrl, shopName, logError, resetsInFlight }: AuthContext,
  { email, language = "vi" }: { email: string; language?: Language },
): Promise<void> {
  const work = (async () => {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = newSecretToken();
    const tokenHash = hashSecretToken(token);
    const now = clock();
    const link = `${publicUrl}${PAGE_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
    // The link and its mail commit together: from here on a crash cannot lose the mail, the
    // outbox worker sends it (docs/decisions/040-one-mail-path.md).
    await db.transaction(async (tx) => {
      // Only the newest link works: an older mail sitting in an inbox is worthless.
      await markPasswordResetTokensUsed(tx, user.id, now);
      await insertPasswordResetToken(tx, {
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      });
      await enqueueMail(tx, accountLinkMail("passwordReset", { to: user.email, link, shopName, language }), {
        dedupeKey: `password-reset:${tokenHash}`,
        now,
      });
    });
    mailQueued();
  })().catch((error: unknown) => logError(error, "password reset could not be stored"));
  resetsInFlight.add(work);
  void work.finally(() => resetsInFlight.delete(work));
}

async function confirmPasswordReset(
  { db, users, clock, hashPassword }: AuthContext,
  { token, password }: { token: string; password: string },
): Promise<void> {
  // Refused before the link is looked at, so a weak choice does not spend it.
  assertStrongPassword(password);
  const passwordHash = await hashPassword(password);
  const now = clock();
  const done = await db.transaction(async (tx) => {
    const row = await findPasswordResetTokenForUpdate(tx, hashSecretToken(token));
    if (!row || row.usedAt || row.expiresAt <= now) return false;
    await users.setPasswordHash(tx, row.userId, passwordHash);
    await markPasswordResetTokensUsed(tx, row.userId, now);
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(tx, { userId: row.userId, now });
    return true;
  });
  if (!done) {
    throw new AppError("invalid_reset_token", 400, "This reset link is invalid or has expired.");
  }
}
