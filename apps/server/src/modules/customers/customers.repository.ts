import {
  type CustomerAddress,
  type CustomerOrderRow,
  type CustomerSummary,
  NOT_A_SALE_STATUSES,
  phoneDigitsInSearch,
} from "@shop/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { foldAccents, foldedColumn } from "../../db/accent-fold";
import type { Database } from "../../db/client";
import { orders, users } from "../../db/schema";

/**
 * SQL of the customers' list and page. Orders belong to an account by e-mail (accounts keep theirs
 * lower-cased; orders_email_lower_idx serves the match), as the account's own order list has them.
 */

/** Accounts of customers; staff accounts are listed under staff. */
const isCustomer = eq(users.role, "member");

/** Escapes LIKE's wildcards, so that a typed "%" or "_" matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The spend leaves out what was no sale: cancelled, and returned by the carrier (shared constants). */
const noSale = sql.raw(NOT_A_SALE_STATUSES.map((status) => `'${status}'`).join(", "));

const figures = sql`lateral (
  select count(*)::int as orders,
    coalesce(sum(${orders.total}) filter (where ${orders.status} not in (${noSale})), 0)::bigint as spent,
    max(${orders.createdAt}) as last_order_at
  from ${orders} where lower(${orders.email}) = ${users.email}
) as figures`;

const latest = sql`lateral (
  select ${orders.fullName} as name, ${orders.phone} as phone
  from ${orders} where lower(${orders.email}) = ${users.email}
  order by ${orders.createdAt} desc limit 1
) as latest`;

interface SummaryRow {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  orders: number;
  spent: string | number;
  last_order_at: Date | string | null;
  email_verified_at: Date | string | null;
  created_at: Date | string;
  total?: number;
}

/** drizzle types execute() over the common base type as unknown; both drivers answer `{ rows }`. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toSummary(row: SummaryRow): CustomerSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    orders: Number(row.orders),
    spent: Number(row.spent),
    lastOrderAt: isoOrNull(row.last_order_at),
    emailVerified: row.email_verified_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function selectSummaries(where: SQL): SQL {
  return sql`select ${users.id} as id, ${users.email} as email, latest.name, latest.phone,
      coalesce(figures.orders, 0) as orders, coalesce(figures.spent, 0) as spent, figures.last_order_at,
      ${users.emailVerifiedAt} as email_verified_at, ${users.createdAt} as created_at,
      count(*) over ()::int as total
    from ${users} left join ${latest} on true left join ${figures} on true
    where ${where}`;
}

/**
 * The newest accounts first; `q` matches part of the e-mail, the latest order's name (with or
 * without its marks) or phone.
 */
export async function findCustomerPage(
  db: Database,
  { q, offset, limit }: { q?: string; offset: number; limit: number },
): Promise<{ items: CustomerSummary[]; total: number }> {
  const conditions: SQL[] = [isCustomer];
  if (q) {
    const pattern = likePattern(q.toLowerCase());
    const digits = phoneDigitsInSearch(q);
    const name = foldedColumn(sql`latest.name`);
    conditions.push(
      sql`(${users.email} like ${pattern} or ${name} like ${likePattern(foldAccents(q))}${
        digits ? sql` or latest.phone like ${likePattern(digits)}` : sql``
      })`,
    );
  }
  const where = and(...conditions) ?? isCustomer;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`${selectSummaries(where)}
      order by ${users.createdAt} desc, ${users.id} desc limit ${limit} offset ${offset}`,
  );
  if (rows.length === 0 && offset > 0) {
    // Past the last page the window function has no row to count on.
    const counted = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from (${selectSummaries(where)}) as counted`,
    );
    return { items: [], total: Number(counted[0]?.total ?? 0) };
  }
  return { items: rows.map(toSummary), total: Number(rows[0]?.total ?? 0) };
}

export async function findCustomer(db: Database, id: string): Promise<CustomerSummary | undefined> {
  const [row] = await rowsOf<SummaryRow>(
    db,
    selectSummaries(and(isCustomer, eq(users.id, id)) ?? isCustomer),
  );
  return row ? toSummary(row) : undefined;
}

/** The customer's orders, newest first. */
export async function findCustomerOrders(db: Database, email: string): Promise<CustomerOrderRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The distinct delivery addresses of the customer's orders, the most recently used first. */
export async function findCustomerAddresses(db: Database, email: string): Promise<CustomerAddress[]> {
  const lastUsed = sql<Date>`max(${orders.createdAt})`;
  const rows = await db
    .select({
      fullName: orders.fullName,
      phone: orders.phone,
      address: orders.address,
      wardName: orders.wardName,
      provinceName: orders.provinceName,
      orders: sql<number>`count(*)::int`,
      lastUsedAt: lastUsed,
    })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email))
    .groupBy(orders.fullName, orders.phone, orders.address, orders.wardName, orders.provinceName)
    .orderBy(desc(lastUsed));
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    lastUsedAt: new Date(row.lastUsedAt).toISOString(),
  }));
}
