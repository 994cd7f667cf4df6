import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookEndpoints, webhookStockCursor, webhookStockLevels } from "../../db/schema";

/** SQL on `webhook_stock_cursor` and `webhook_stock_levels` (the rules: stock-watcher.ts). */

/**
 * The catalogue change the watcher has read up to, and the last one before telling started;
 * locked until the caller's transaction ends.
 */
export async function lockCursor(tx: Database): Promise<{ seq: number; floorSeq: number }> {
  const [row] = await tx
    .select({ seq: webhookStockCursor.seq, floorSeq: webhookStockCursor.floorSeq })
    .from(webhookStockCursor)
    .where(eq(webhookStockCursor.id, 1))
    .for("update");
  if (row) return { seq: Number(row.seq), floorSeq: Number(row.floorSeq) };
  // The migration writes the row; a database restored without it starts from nothing.
  await tx.insert(webhookStockCursor).values({ id: 1, seq: 0 }).onConflictDoNothing();
  return lockCursor(tx);
}

export async function moveCursor(tx: Database, seq: number, floorSeq?: number): Promise<void> {
  await tx
    .update(webhookStockCursor)
    .set(floorSeq === undefined ? { seq } : { seq, floorSeq })
    .where(eq(webhookStockCursor.id, 1));
}

/** The stock last told of these products' colours. */
export async function toldLevels(
  tx: Database,
  productIds: readonly string[],
): Promise<Array<{ productId: string; color: string; stock: number }>> {
  if (productIds.length === 0) return [];
  return tx
    .select()
    .from(webhookStockLevels)
    .where(inArray(webhookStockLevels.productId, [...productIds]));
}

export async function saveLevel(
  tx: Database,
  level: { productId: string; color: string; stock: number },
): Promise<void> {
  await tx
    .insert(webhookStockLevels)
    .values(level)
    .onConflictDoUpdate({
      target: [webhookStockLevels.productId, webhookStockLevels.color],
      set: { stock: level.stock },
    });
}

/** A colour (or a product) that is gone: nothing more to tell of it. */
export async function forgetLevel(tx: Database, level: { productId: string; color: string }): Promise<void> {
  await tx
    .delete(webhookStockLevels)
    .where(and(eq(webhookStockLevels.productId, level.productId), eq(webhookStockLevels.color, level.color)));
}

/** Everything told is forgotten (nobody listened meanwhile: the levels may be stale). */
export async function forgetAllLevels(tx: Database): Promise<void> {
  await tx.delete(webhookStockLevels);
}

/** Whether an active endpoint (other than `except`) asked for `event`. */
export async function hasSubscriber(
  db: Database,
  event: string,
  except: string | null = null,
): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.active, true),
        sql`${event}::text = any(${webhookEndpoints.events})`,
        except ? sql`${webhookEndpoints.id} <> ${except}::uuid` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
