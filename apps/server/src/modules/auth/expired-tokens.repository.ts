import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailVerificationTokens, mfaChallenges, passwordResetTokens, refreshTokens } from "../../db/schema";

/**
 * The retention job's part of the auth module (docs/decisions/052-the-buyers-contract-and-records.md):
 * a sign-in session, a reset or verification link and a second-factor challenge are kept until
 * they expire, and no longer: past it they cannot be used and only hold who signed in from where.
 */
export async function purgeExpiredTokens(db: Database, now: Date): Promise<number> {
  const [sessions, resets, verifications, challenges] = [
    await db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, now))
      .returning({ id: refreshTokens.id }),
    await db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, now))
      .returning({ id: passwordResetTokens.id }),
    await db
      .delete(emailVerificationTokens)
      .where(lt(emailVerificationTokens.expiresAt, now))
      .returning({ id: emailVerificationTokens.id }),
    await db
      .delete(mfaChallenges)
      .where(lt(mfaChallenges.expiresAt, now))
      .returning({ id: mfaChallenges.id }),
  ];
  return sessions.length + resets.length + verifications.length + challenges.length;
}
