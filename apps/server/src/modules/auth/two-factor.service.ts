import { randomBytes } from "node:crypto";
import {
  isStaffRole,
  MFA_TOKEN_MAX_FAILURES,
  MFA_TOKEN_TTL_SECONDS,
  type MfaChallenge,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  staffSecuritySchema,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "@shop/shared";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { AuditLog } from "../audit/audit-log";
import { findSetting, upsertSetting } from "../settings/settings.repository";
import type { UserRow } from "../users/users.repository";
import { hashSecretToken, newSecretToken } from "./secret-tokens";
import * as repository from "./two-factor.repository";

/**
 * Two-factor sign-in of staff with TOTP (RFC 6238: SHA-1, 6 digits, 30 seconds, the parameters
 * every authenticator app reads from an otpauth:// URI), through the `otpauth` package.
 *
 * - Enrolment: `beginEnrolment` stores a new secret unconfirmed and answers it with its URI and a
 *   QR code; `confirmEnrolment` takes a first code and answers 10 recovery codes, once (only their
 *   SHA-256 is kept: each has 80 random bits, so a plain hash cannot be reversed).
 * - Sign-in: a password (or a provider) that was right for an enrolled staff account gets a
 *   second step instead of tokens (`createChallenge`): a token that lasts MFA_TOKEN_TTL_SECONDS,
 *   works once, and is spent after MFA_TOKEN_MAX_FAILURES wrong codes. `completeChallenge` takes a
 *   TOTP code or a recovery code. A TOTP code is accepted one step either side of now (clock
 *   drift) and never twice: the last step used is stored and must grow.
 * - The owner may require it of all staff (`staff_security` setting): staff without an
 *   authenticator then keep their session but the staff routes answer 403
 *   `two_factor_enrolment_required` until they enrol (plugins/auth-guard.ts).
 */

const STAFF_SECURITY_KEY = "staff_security";
const ISSUER_FALLBACK = "Shop";

export interface TwoFactorService {
  /** Whether `user` signs in with a second step: staff with a confirmed authenticator. */
  needsSecondStep(user: UserRow): Promise<boolean>;
  createChallenge(userId: string): Promise<MfaChallenge>;
  /** The e-mail of a live challenge (what the sign-in limits count under), or null. */
  challengeEmail(mfaToken: string): Promise<string | null>;
  /** The user id once the code is right; 401 `invalid_mfa_token` or `invalid_mfa_code` otherwise. */
  completeChallenge(input: { mfaToken: string; code: string }): Promise<string>;
  status(userId: string): Promise<TwoFactorStatus>;
  beginEnrolment(user: { id: string; email: string }): Promise<TwoFactorEnrolment>;
  confirmEnrolment(userId: string, code: string): Promise<RecoveryCodes>;
  /** Turns it off after a current code (TOTP or recovery); the password check is the caller's. */
  disableWithCode(userId: string, code: string): Promise<void>;
  disable(userId: string): Promise<void>;
  isRequired(): Promise<boolean>;
  setRequired(caller: { id: string; email: string }, required: boolean): Promise<void>;
}

export function createTwoFactorService({
  db,
  issuer = ISSUER_FALLBACK,
  clock = () => new Date(),
}: {
  db: Database;
  /** The name the authenticator app shows beside the account (the shop's). */
  issuer?: string;
  clock?: () => Date;
}): TwoFactorService {
  const totpFor = (secret: string, label = "") =>
    new TOTP({
      issuer,
      label,
      algorithm: "SHA1",
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });

  /** The step a code belongs to (one either side of now), or null when it is wrong. */
  function totpStep(secret: string, code: string): number | null {
    const timestamp = clock().getTime();
    const delta = totpFor(secret).validate({ token: code, timestamp, window: 1 });
    if (delta === null) return null;
    return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /** Accepts a TOTP code of the confirmed authenticator, or one unused recovery code. */
  async function acceptCode(tx: Database, userId: string, code: string): Promise<boolean> {
    const compact = code.replace(/[\s-]/g, "").toLowerCase();
    if (/^\d+$/.test(compact)) {
      const totp = await repository.findTotp(tx, userId);
      if (!totp?.confirmedAt) return false;
      const step = totpStep(totp.secret, compact);
      return step !== null && (await repository.claimTotpStep(tx, { userId, step }));
    }
    return repository.useRecoveryCode(tx, { userId, codeHash: hashRecoveryCode(compact), now: clock() });
  }

  return {
    async needsSecondStep(user) {
      if (!isStaffRole(user.role)) return false;
      const totp = await repository.findTotp(db, user.id);
      return totp?.confirmedAt != null;
    },

    async createChallenge(userId) {
      const now = clock();
      await repository.deleteExpiredChallenges(db, userId, now);
      const mfaToken = newSecretToken();
      await repository.insertChallenge(db, {
        userId,
        tokenHash: hashSecretToken(mfaToken),
        expiresAt: new Date(now.getTime() + MFA_TOKEN_TTL_SECONDS * 1000),
      });
      return { mfaRequired: true, mfaToken };
    },

    async challengeEmail(mfaToken) {
      const row = await repository.findChallenge(db, hashSecretToken(mfaToken));
      return row && isLive(row, clock()) ? row.email : null;
    },

    async completeChallenge({ mfaToken, code }) {
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.findChallenge(tx, hashSecretToken(mfaToken), { lock: true });
        if (!row || !isLive(row, clock())) return { kind: "invalid_token" as const };
        if (!(await acceptCode(tx, row.userId, code))) {
          // Counted, not thrown: the count must be committed with the transaction.
          await repository.countChallengeFailure(tx, row.id);
          return { kind: "invalid_code" as const };
        }
        await repository.markChallengeUsed(tx, row.id, clock());
        return { kind: "ok" as const, userId: row.userId };
      });
      if (outcome.kind === "invalid_token") throw invalidMfaToken();
      if (outcome.kind === "invalid_code") throw invalidMfaCode();
      return outcome.userId;
    },

    async status(userId) {
      const totp = await repository.findTotp(db, userId);
      const enrolled = totp?.confirmedAt != null;
      return {
        enrolled,
        required: await readRequired(db),
        recoveryCodesLeft: enrolled ? await repository.countUnusedRecoveryCodes(db, userId) : 0,
      };
    },

    async beginEnrolment(user) {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repository.saveUnconfirmedTotp(db, user.id, secret))) {
        throw new AppError("conflict", 409, "Two-factor sign-in is on already; turn it off first.");
      }
      const otpauthUri = totpFor(secret, user.email).toString();
      const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
      return { secret, otpauthUri, qrCode };
    },

    async confirmEnrolment(userId, code) {
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const confirmed = await db.transaction(async (tx) => {
        const totp = await repository.findTotp(tx, userId);
        if (!totp || totp.confirmedAt) return false;
        const step = totpStep(totp.secret, code.replace(/\s/g, ""));
        if (step === null) return false;
        if (!(await repository.claimTotpStep(tx, { userId, step, confirmAt: clock() }))) return false;
        await repository.replaceRecoveryCodes(
          tx,
          userId,
          recoveryCodes.map((recoveryCode) => hashRecoveryCode(recoveryCode.replace(/-/g, ""))),
        );
        return true;
      });
      if (!confirmed) throw invalidMfaCode();
      return { recoveryCodes };
    },

    async disableWithCode(userId, code) {
      const accepted = await db.transaction(async (tx) => {
        if (!(await acceptCode(tx, userId, code))) return false;
        await repository.deleteTwoFactor(tx, userId);
        return true;
      });
      if (!accepted) throw invalidMfaCode();
    },

    async disable(userId) {
      await repository.deleteTwoFactor(db, userId);
    },

    isRequired: () => readRequired(db),

    async setRequired(caller, required) {
      // Requiring what the owner has not set up would shut the owner out of the back office.
      if (required && !(await repository.findTotp(db, caller.id))?.confirmedAt) {
        throw new AppError(
          "two_factor_not_enrolled",
          409,
          "Set up two-factor sign-in for your own account before requiring it of all staff.",
        );
      }
      await db.transaction(async (tx) => {
        const before = await readRequired(tx, { lock: true });
        await upsertSetting(tx, STAFF_SECURITY_KEY, { requireTwoFactor: required }, clock());
        await AuditLog.record(tx, {
          actor: caller,
          action: "settings.staff_security",
          entity: "setting",
          entityId: STAFF_SECURITY_KEY,
          before: { requireTwoFactor: before },
          after: { requireTwoFactor: required },
        });
      });
    },
  };
}

async function readRequired(db: Database, options: { lock?: boolean } = {}): Promise<boolean> {
  const parsed = staffSecuritySchema.safeParse(await findSetting(db, STAFF_SECURITY_KEY, options));
  return parsed.success && parsed.data.requireTwoFactor;
}

function isLive(row: repository.MfaChallengeRow, now: Date): boolean {
  return !row.usedAt && row.expiresAt > now && row.failedAttempts < MFA_TOKEN_MAX_FAILURES;
}

/** 16 characters of base32 (80 bits), shown as four groups: "abcd-efgh-ijkl-mnop". */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(16);
  const characters = Array.from(bytes, (byte) => alphabet[byte % 32]).join("");
  return characters.match(/.{4}/g)?.join("-") ?? characters;
}

function hashRecoveryCode(compact: string): string {
  return hashSecretToken(`recovery:${compact}`);
}

function invalidMfaCode(): AppError {
  return new AppError("invalid_mfa_code", 401, "The code is not right, or was used already.");
}

function invalidMfaToken(): AppError {
  return new AppError("invalid_mfa_token", 401, "This sign-in has expired; sign in again.");
}
