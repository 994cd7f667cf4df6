import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mfaChallenges, mfaRecoveryCodes, users, userTotp } from "../../db/schema";

/** SQL of two-factor sign-in: the authenticator, the recovery codes and the pending second steps. */

export type TotpRow = typeof userTotp.$inferSelect;
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;

export async function findTotp(db: Database, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

/** A new, unconfirmed secret; an earlier unconfirmed one is replaced. Never touches a confirmed one. */
export async function saveUnconfirmedTotp(db: Database, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/**
 * Records `step` as the last one used, only if it is later than the last: false when the code's
 * step was used already (a replay), whoever raced for it.
 */
export async function claimTotpStep(
  db: Database,
  { userId, step, confirmAt }: { userId: string; step: number; confirmAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        confirmAt ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Database, userId: string): Promise<boolean> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  const rows = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one unused recovery code; false when there is none with that hash. */
export async function useRecoveryCode(
  db: Database,
  { userId, codeHash, now }: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertChallenge(
  db: Database,
  challenge: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaChallenges).values(challenge);
}

/** The challenge and its user's e-mail; `lock` holds the row until the transaction ends. */
export async function findChallenge(
  db: Database,
  tokenHash: string,
  { lock = false } = {},
): Promise<(MfaChallengeRow & { email: string }) | null> {
  const query = db
    .select({ challenge: mfaChallenges, email: users.email })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(eq(mfaChallenges.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update", { of: mfaChallenges }) : await query;
  return row ? { ...row.challenge, email: row.email } : null;
}

export async function markChallengeUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(mfaChallenges).set({ usedAt: now }).where(eq(mfaChallenges.id, id));
}

export async function countChallengeFailure(db: Database, id: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, id));
}

/** Old second steps serve no purpose; removed when the user starts a new one. */
export async function deleteExpiredChallenges(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, now)));
}
