import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  emailVerificationTokens,
  mfaChallenges,
  mfaRecoveryCodes,
  passwordResetTokens,
  userTotp,
} from "../../db/schema";
import { revokeUserSessions } from "./sessions.repository";

/**
 * Everything this module keeps that lets a deleted account in (modules/privacy): every session
 * ended, and the reset and verification links, the authenticator and its recovery codes gone, so
 * a reset link mailed before the deletion cannot give the tombstone a password. Run in the
 * deletion's transaction.
 */
export async function eraseCredentials(tx: Database, userId: string, now: Date): Promise<void> {
  await revokeUserSessions(tx, { userId, now });
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.delete(userTotp).where(eq(userTotp.userId, userId));
}
