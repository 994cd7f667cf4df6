import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";

/** SQL on `settings` (key → JSON). What a value may be is the service's business. */

/** `lock` holds the row until the transaction ends (a change reads what it replaces). */
export async function findSetting(
  db: Database,
  key: string,
  { lock = false } = {},
): Promise<unknown | undefined> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const [row] = lock ? await query.for("update") : await query;
  return row?.value;
}

/** Inserts or replaces one key's value in one statement. */
export async function upsertSetting(db: Database, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
