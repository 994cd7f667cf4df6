import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function insertPasswordResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Locks the row: two tabs confirming one link at once cannot both use it. */
export async function findPasswordResetTokenForUpdate(
  db: Database,
  tokenHash: string,
): Promise<PasswordResetTokenRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for("update");
  return row ?? null;
}

/** Spends every open link of the user: once a password is set, older mails are worthless. */
export async function markPasswordResetTokensUsed(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
