import type { ReviewStatus } from "@shop/shared";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";

/** SQL on the reviews module's one table; the rules live in reviews.service.ts. */

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = Pick<
  typeof reviews.$inferInsert,
  "productId" | "userId" | "rating" | "body" | "photos" | "authorName" | "orderCode"
>;

export async function insertReview(db: Database, review: NewReview): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(review).returning();
  if (!row) throw new Error("insert into reviews returned no row");
  return row;
}

export async function findReview(db: Database, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/** The row locked until the caller's transaction ends: two moderators never count past each other. */
export async function findReviewForUpdate(db: Database, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
  return row ?? null;
}

export async function findUserReview(
  db: Database,
  userId: string,
  productId: string,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row ?? null;
}

export async function updateReview(
  db: Database,
  id: string,
  change: { status?: ReviewStatus; reply?: string | null; repliedAt?: Date | null; updatedAt: Date },
): Promise<ReviewRow | null> {
  const [row] = await db.update(reviews).set(change).where(eq(reviews.id, id)).returning();
  return row ?? null;
}

/**
 * Serialises the moderations of one product's reviews until the transaction ends, so two staff
 * approving two reviews at once never store a count that misses the other's (READ COMMITTED would
 * let each count without the other's uncommitted approval).
 */
export async function lockProductReviews(tx: Database, productId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reviews:${productId}`}, 0))`);
}

/** The approved reviews of a product: how many, and their stars added up. */
export async function approvedRating(
  db: Database,
  productId: string,
): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({ count: count(), total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "approved")));
  return { count: row?.count ?? 0, total: Number(row?.total ?? 0) };
}

/** One page of reviews, newest first; only `status` when given (the product page: approved). */
export async function findReviewPage(
  db: Database,
  {
    productId,
    status,
    offset,
    limit,
  }: { productId?: string; status?: ReviewStatus; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const conditions = [
    productId ? eq(reviews.productId, productId) : undefined,
    status ? eq(reviews.status, status) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
