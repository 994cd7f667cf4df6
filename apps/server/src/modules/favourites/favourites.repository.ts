import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favourites } from "../../db/schema";

/** The user's favourite product ids, the latest first. */
export async function listFavouriteProductIds(
  db: Database,
  userId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}

export async function countFavourites(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.total ?? 0;
}

/** Adding twice keeps the first (and its date): PUT is idempotent. */
export async function insertFavourite(db: Database, userId: string, productId: string): Promise<void> {
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, userId: string, productId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** Every favourite of a deleted account (modules/privacy), in the deletion's transaction. */
export async function deleteAllFavourites(db: Database, userId: string): Promise<void> {
  await db.delete(favourites).where(eq(favourites.userId, userId));
}
