import type { Voucher, VoucherInput } from "@shop/shared";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { vouchers } from "../../db/schema";

/** SQL of the vouchers table (the module's own). */

type VoucherRow = typeof vouchers.$inferSelect;

export function toVoucher(row: VoucherRow): Voucher {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
  };
}

function columns(input: VoucherInput) {
  return {
    percentOff: input.percentOff,
    amountOff: input.amountOff,
    minSubtotal: input.minSubtotal,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit,
    paused: input.paused,
  };
}

export async function listVouchers(db: Database): Promise<Voucher[]> {
  const rows = await db.select().from(vouchers).orderBy(asc(vouchers.code));
  return rows.map(toVoucher);
}

export async function findVoucher(
  db: Database,
  code: string,
  { lock = false } = {},
): Promise<Voucher | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code));
  const [row] = lock ? await query.for("update") : await query;
  return row ? toVoucher(row) : null;
}

/** Null when the code is taken (nothing written). */
export async function insertVoucher(db: Database, input: VoucherInput, now: Date): Promise<Voucher | null> {
  const [row] = await db
    .insert(vouchers)
    .values({ code: input.code, ...columns(input), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ? toVoucher(row) : null;
}

export async function updateVoucher(
  db: Database,
  code: string,
  input: VoucherInput,
  now: Date,
): Promise<Voucher | null> {
  const [row] = await db
    .update(vouchers)
    .set({ ...columns(input), updatedAt: now })
    .where(eq(vouchers.code, code))
    .returning();
  return row ? toVoucher(row) : null;
}

export async function deleteVoucher(db: Database, code: string): Promise<boolean> {
  const rows = await db.delete(vouchers).where(eq(vouchers.code, code)).returning({ code: vouchers.code });
  return rows.length > 0;
}

/**
 * The voucher part of an order's one statement (modules/orders/place-order.statement.ts): the CTE
 * `voucher_use`, one more use of `code` when it is not paused and has a use left, with a row when
 * taken. The row stays locked until the order commits, so a one-use code is used once however
 * many orders race for it; no row (used up, paused, or gone since it was checked) and the
 * statement refuses the order. Nothing is taken unless `onlyIf` holds.
 */
export function takeUseCte(code: string, onlyIf: SQL): SQL {
  return sql`voucher_use as (
      update ${vouchers} set used_count = used_count + 1
      where code = ${code} and not paused and (usage_limit is null or used_count < usage_limit) and ${onlyIf}
      returning code
    )`;
}
