import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema";

/** SQL on `settings` (key → JSON). What a value may be is the service's business. */

export async function findSetting(db: Database, key: string): Promise<unknown | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Inserts or replaces one key's value in one statement. */
export async function upsertSetting(db: Database, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
