import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared-statements";
import { settings } from "../../db/schema";

/** SQL on `settings` (key → JSON). What a value may be is the service's business. */

/** Read by every order (its shipping fee): prepared once (db/prepared-statements.ts). */
const settingStatement = preparedStatement((db) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder("key")))
    .prepare("setting_by_key"),
);

/**
 * `lock` holds the row until the transaction ends (a change reads what it replaces); a locked
 * read is built inside its transaction, as a prepared statement would run outside it.
 */
export async function findSetting(
  db: Database,
  key: string,
  { lock = false } = {},
): Promise<unknown | undefined> {
  const [row] = lock
    ? await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for("update")
    : await settingStatement(db).execute({ key });
  return row?.value;
}

/** Inserts or replaces one key's value in one statement. */
export async function upsertSetting(db: Database, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
