import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerAddresses } from "../../db/schema";

/** SQL on the address book's table; every statement names the owner, so no id reaches another's row. */

export type SavedAddressRow = typeof customerAddresses.$inferSelect;
export type SavedAddressColumns = Pick<
  typeof customerAddresses.$inferInsert,
  "fullName" | "phone" | "address" | "provinceCode" | "provinceName" | "wardCode" | "wardName" | "isDefault"
>;

/** The default first, then the newest. */
export function findSavedAddresses(db: Database, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );
}

export async function countSavedAddresses(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId));
  return row?.total ?? 0;
}

/** Takes the default away from the owner's other addresses (before one becomes the default). */
export async function clearDefault(db: Database, userId: string, exceptId?: string): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.isDefault, true),
        exceptId ? ne(customerAddresses.id, exceptId) : undefined,
      ),
    );
}

export async function insertSavedAddress(
  db: Database,
  userId: string,
  columns: SavedAddressColumns,
): Promise<SavedAddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...columns, userId })
    .returning();
  if (!row) throw new Error("insert into customer_addresses returned no row");
  return row;
}

/** Null when the owner has no address with this id (another customer's id included). */
export async function updateSavedAddress(
  db: Database,
  userId: string,
  id: string,
  columns: SavedAddressColumns,
  now: Date,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...columns, updatedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSavedAddress(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Makes the owner's newest address the default when he has none left (after a deletion). */
export async function defaultToNewest(db: Database, userId: string): Promise<void> {
  const [newest] = await findSavedAddresses(db, userId);
  if (newest && !newest.isDefault) {
    await db.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, newest.id));
  }
}
