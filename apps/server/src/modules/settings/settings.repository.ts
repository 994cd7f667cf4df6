import { eq, type SQL, sql } from "drizzle-orm";
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

/**
 * A condition another statement can hold a value it read earlier to: true while `key` still has
 * `value` (undefined: still has none). An order's statement uses it for the shipping rule
 * (modules/orders/place-order.statement.ts), so it needs no read of its own.
 */
export function settingUnchanged(key: string, value: unknown | undefined): SQL {
  return sql`coalesce((select value from ${settings} where key = ${key}), 'null'::jsonb) = ${JSON.stringify(value ?? null)}::jsonb`;
}
