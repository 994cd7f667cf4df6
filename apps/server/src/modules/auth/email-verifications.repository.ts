import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailVerificationTokens } from "../../db/schema";

export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

export async function insertEmailVerificationToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(token);
}

/** Locks the row: two tabs opening one link at once cannot both use it. */
export async function findEmailVerificationTokenForUpdate(
  db: Database,
  tokenHash: string,
): Promise<EmailVerificationTokenRow | null> {
  const [row] = await db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .for("update");
  return row ?? null;
}

/** Spends every open link of the user: a newer link or a done verification makes them worthless. */
export async function markEmailVerificationTokensUsed(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
