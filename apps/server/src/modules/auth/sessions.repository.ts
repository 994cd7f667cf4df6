import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { refreshTokens, type UserRole, users, userTotp } from "../../db/schema";

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface SessionUser {
  id: string;
  uid: string;
  email: string;
  role: UserRole;
  emailVerified: boolean;
  twoFactorEnrolled: boolean;
}

/**
 * The user behind an access token, read fresh on every guarded request: the role comes from the
 * row (revoking admin rights works at once) and the session (refresh-token family) must still be
 * live, so logout, a password change and a detected token reuse end the access token too instead of
 * leaving it valid until it expires. One primary-key lookup plus one indexed `exists`.
 */
export async function findSessionUser(
  db: Database,
  { userId, familyId, now }: { userId: string; familyId: string; now: Date },
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      email: users.email,
      role: users.role,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      twoFactorEnrolled: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id}
        and ${userTotp.confirmedAt} is not null)`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId}
          and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null
          and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return row ?? null;
}

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent?: string | null },
): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(token).returning();
  if (!row) throw new Error("insert into refresh_tokens returned no row");
  return row;
}

/** Locks the row, so two concurrent refreshes with one token cannot both rotate it. */
export async function findRefreshTokenForUpdate(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update");
  return row ?? null;
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function markRefreshTokenReplaced(
  db: Database,
  { id, replacedById, now }: { id: string; replacedById: string; now: Date },
): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now, replacedById }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Every session of the user, or every one but `keepFamilyId` (a password change keeps the caller's). */
export async function revokeUserSessions(
  db: Database,
  { userId, now, keepFamilyId }: { userId: string; now: Date; keepFamilyId?: string },
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(sql`${refreshTokens.familyId} <> ${keepFamilyId}`);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** Expired rows serve no purpose; removed opportunistically when a user signs in. */
export async function deleteExpiredRefreshTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
}

/** Ends one family of the user; false when it had no live token (another's, or ended already). */
export async function revokeUserFamily(
  db: Database,
  { userId, familyId, now }: { userId: string; familyId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export interface LiveSessionRow {
  familyId: string;
  userAgent: string | null;
  /** The sign-in: the family's first token. */
  createdAt: Date;
  /** The last refresh: the family's newest token. */
  lastUsedAt: Date;
}

/** The user's families that still have a live token, the most recently used first. */
export async function listLiveSessions(
  db: Database,
  { userId, now }: { userId: string; now: Date },
): Promise<LiveSessionRow[]> {
  const lastUsedAt = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  return db
    .select({
      familyId: refreshTokens.familyId,
      userAgent: sql<string | null>`max(${refreshTokens.userAgent})`,
      createdAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(desc(lastUsedAt));
}
