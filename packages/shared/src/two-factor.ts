import { z } from "zod";
import { givenPasswordSchema, sessionSchema } from "./accounts";

/**
 * Two-factor sign-in of staff (TOTP, RFC 6238) and the account's sessions: the API's shapes, read
 * by the server's routes and the web app's account and login pages.
 */

/** How long the second step of a sign-in may wait for its code. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/** Wrong codes one second step takes before it is spent (the sign-in limits count them too). */
export const MFA_TOKEN_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** A login whose password was right, waiting for the code: no tokens yet. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** What `POST /api/login` answers: a session, or the second step for an enrolled staff account. */
export const loginResultSchema = z.union([sessionSchema, mfaChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A TOTP code (six digits) or a recovery code (letters and digits, dashes and spaces ignored). */
export const mfaCodeSchema = z.string().trim().min(6).max(40);

export const loginMfaSchema = z.strictObject({
  mfaToken: z.string().min(1).max(200),
  code: mfaCodeSchema,
});

export const twoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** The owner requires a second factor of all staff (`staffSecuritySchema`). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The start of an enrolment: what the authenticator app needs, the QR code as a data URL. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmSchema = z.strictObject({ code: mfaCodeSchema });

/** Shown once, when an enrolment is confirmed; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor off proves the caller again: a current code, or the password. */
export const twoFactorDisableSchema = z
  .strictObject({ code: mfaCodeSchema.optional(), password: givenPasswordSchema.optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    message: "A code or the password",
    path: ["code"],
  });

/** The owner's setting (`GET/PUT /api/admin/settings/staff-security`). */
export const staffSecuritySchema = z.strictObject({ requireTwoFactor: z.boolean() });
export type StaffSecurity = z.infer<typeof staffSecuritySchema>;

/** One signed-in device of the caller (a refresh-token family). */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export const accountSessionParamsSchema = z.object({ id: z.uuid() });
