import { NOT_A_SALE_STATUSES, SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";
import { and, count, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { resultRows } from "../../db/result-rows";
import { orderDayFigures, orderDayProductSales, orderItems, orders } from "../../db/schema";

/**
 * The dashboard's aggregates (modules/stats). A day in Vietnam that has ended is read from the
 * figures kept for it (order_day_figures and order_day_product_sales, kept here the first time the
 * dashboard asks and forgotten by the orders' triggers of drizzle/0035 when one of its orders is
 * written); today, and a day that could not be kept just now, are counted from the orders (served
 * by orders_created_at_stats_idx). No order is loaded into memory. Cancelled and returned orders
 * never count (shared NOT_A_SALE_STATUSES).
 * Here because the orders module owns the orders tables; the stats service gets them as
 * `OrderFigures` from app.ts.
 */

export interface Range {
  /** First instant included (midnight in Vietnam). */
  start: Date;
  /** First instant not included. */
  end: Date;
}

/**
 * The order's day in Vietnam as a day number (days since 1970-01-01, Vietnam's calendar): integer
 * arithmetic on the epoch with the fixed offset, half the cost per row of formatting the time in
 * the time zone (measured on 100,000 orders: 51 ms against 108 ms). Constants, not user input:
 * inlined so SELECT and GROUP BY are the same expression.
 */
const shopDayNumber = sql<number>`floor((date_part('epoch', ${orders.createdAt}) + ${sql.raw(String(SHOP_UTC_OFFSET_SECONDS))}) / 86400)::int`;

/** Day number (as above) → YYYY-MM-DD. */
function dayOf(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** The first key of the day's two-part advisory lock (drizzle/0035 takes it shared, keepEndedDays exclusively). */
const DAY_FIGURES_LOCK_CLASS = 72_016_027;

/**
 * A day is kept only this long after it ended: an order of today is written without calling its
 * trigger unless its day ends within ten minutes (drizzle/0035), so by then every such statement
 * has committed.
 */
const KEPT_AFTER_THE_DAY_ENDS_MS = 10 * 60_000;

const DAYS_KEPT_AT_ONCE = 7;

/** The day number of an instant, as `shopDayNumber` computes it in SQL. */
function shopDayOf(instant: Date): number {
  return Math.floor((instant.getTime() / 1000 + SHOP_UTC_OFFSET_SECONDS) / 86_400);
}

/** The first instant of a day number. */
function dayStart(day: number): Date {
  return new Date((day * 86_400 - SHOP_UTC_OFFSET_SECONDS) * 1000);
}

const notASale = sql.raw(NOT_A_SALE_STATUSES.map((status) => `'${status}'`).join(", "));

function counted(range: Range) {
  return and(
    gte(orders.createdAt, range.start),
    lt(orders.createdAt, range.end),
    notInArray(orders.status, [...NOT_A_SALE_STATUSES]),
  );
}

/** The range's days whose figures are kept (ascending day numbers). */
export interface KeptDays {
  days: number[];
}

/**
 * Keeps the figures of the range's days that have ended and are not kept yet, and answers which
 * are kept. Each day is kept under its lock held exclusively, tried without waiting: a day some
 * writer holds (an order of that day being placed or changed) is left to be counted live this
 * time, so the dashboard never waits for a writer nor deadlocks with one.
 */
export async function keepEndedDays(db: Database, range: Range, now = new Date()): Promise<KeptDays> {
  const first = shopDayOf(range.start);
  const ended = Math.min(
    shopDayOf(range.end),
    shopDayOf(new Date(now.getTime() - KEPT_AFTER_THE_DAY_ENDS_MS)),
  );
  if (ended <= first) return { days: [] };
  const kept = new Set(
    resultRows<{ day: number }>(
      await db.execute(sql`select day from ${orderDayFigures} where day >= ${first} and day < ${ended}`),
    ).map((row) => Number(row.day)),
  );
  const missing: number[] = [];
  for (let day = first; day < ended; day++) if (!kept.has(day)) missing.push(day);
  // A week at a time: on the embedded database a transaction has the one connection to itself,
  // and the shop's other requests wait for it.
  for (let index = 0; index < missing.length; index += DAYS_KEPT_AT_ONCE) {
    const chunk = missing.slice(index, index + DAYS_KEPT_AT_ONCE);
    const added = await db.transaction(async (tx) => {
      const locked = resultRows<{ day: number }>(
        await tx.execute(sql`
          select day from unnest(${sql.raw(`'{${chunk.join(",")}}'::int[]`)}) as day
          where pg_try_advisory_xact_lock(${DAY_FIGURES_LOCK_CLASS}, day)`),
      ).map((row) => Number(row.day));
      if (locked.length === 0) return [];
      const days = sql.raw(`'{${locked.join(",")}}'::int[]`);
      // Under the locks, this statement's snapshot holds every writer's change to these days.
      const inserted = resultRows<{ day: number }>(
        await tx.execute(sql`
          insert into ${orderDayFigures} (day, revenue, orders)
          select day, coalesce(sum(o.total), 0), count(o.id)
          from unnest(${days}) as day
          left join ${orders} o
            on o.created_at >= to_timestamp(day::bigint * 86400 - ${SHOP_UTC_OFFSET_SECONDS})
           and o.created_at < to_timestamp((day::bigint + 1) * 86400 - ${SHOP_UTC_OFFSET_SECONDS})
           and o.status not in (${notASale})
          group by day
          on conflict (day) do nothing
          returning day`),
      ).map((row) => Number(row.day));
      // A day already there was kept by another ask under the same lock, since read above.
      if (inserted.length === 0) return locked;
      await tx.execute(sql`
        insert into ${orderDayProductSales} (day, product_id, name, quantity, revenue)
        select ${shopDayNumber}, i.product_id, max(i.name), sum(i.quantity), sum(i.unit_price::bigint * i.quantity)
        from ${orderItems} i join ${orders} on ${orders.id} = i.order_id
        where ${orders.createdAt} >= ${dayStart(Math.min(...inserted))}
          and ${orders.createdAt} < ${dayStart(Math.max(...inserted) + 1)}
          and ${orders.status} not in (${notASale})
          and ${shopDayNumber} = any(${sql.raw(`'{${inserted.join(",")}}'::int[]`)})
        group by 1, 2`);
      return locked;
    });
    for (const day of added) kept.add(day);
  }
  return { days: [...kept].sort((a, b) => a - b) };
}

/** The range's instants not covered by kept days, as conditions on the orders' time (or none). */
function liveSpans(range: Range, kept: KeptDays): SQL {
  const keptSet = new Set(kept.days);
  const spans: SQL[] = [];
  let spanStart: number | undefined;
  const first = shopDayOf(range.start);
  const last = shopDayOf(new Date(range.end.getTime() - 1));
  for (let day = first; day <= last + 1; day++) {
    const live = day <= last && !keptSet.has(day);
    if (live && spanStart === undefined) spanStart = day;
    if (!live && spanStart !== undefined) {
      const start = new Date(Math.max(dayStart(spanStart).getTime(), range.start.getTime()));
      const end = new Date(Math.min(dayStart(day).getTime(), range.end.getTime()));
      spans.push(sql`(${orders.createdAt} >= ${start} and ${orders.createdAt} < ${end})`);
      spanStart = undefined;
    }
  }
  return spans.length === 0 ? sql`false` : sql`(${sql.join(spans, sql` or `)})`;
}

/**
 * The revenue and orders per day of the days not kept, as a statement: grouped by
 * `shopDayNumber`, whose distinct values the planner knows from the statistics of migration 0034
 * (a hash of the days, not a sort of every order), as long as the two expressions stay the same.
 */
export function revenueByDayStatement(db: Database, range: Range, kept: KeptDays = { days: [] }) {
  return db
    .select({ day: shopDayNumber, revenue: sql<string>`sum(${orders.total})`, orders: count() })
    .from(orders)
    .where(and(counted(range), liveSpans(range, kept)))
    .groupBy(shopDayNumber)
    .orderBy(shopDayNumber);
}

async function revenueByDay(
  db: Database,
  range: Range,
  kept: readonly KeptDayFigures[],
): Promise<Array<{ date: string; revenue: number; orders: number }>> {
  const live = await revenueByDayStatement(db, range, { days: kept.map((row) => row.day) });
  return [...kept.filter((row) => row.orders > 0), ...live]
    .map((row) => ({
      date: dayOf(Number(row.day)),
      revenue: Number(row.revenue),
      orders: Number(row.orders),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

async function bestSellers(
  db: Database,
  range: Range,
  limit: number,
  kept: KeptDays,
): Promise<Array<{ productId: string; name: string; quantity: number; revenue: number }>> {
  const keptDays = sql.raw(`'{${kept.days.join(",")}}'::int[]`);
  // Lines keep the name of the day of the sale. This one (the alphabetically greatest) is shown
  // only for a product since deleted: one that exists goes by its name today
  // (modules/stats/stats.service.ts).
  const rows = resultRows<{ product_id: string; name: string; quantity: string; revenue: string }>(
    await db.execute(sql`
      select product_id, max(name) as name, sum(quantity) as quantity, sum(revenue) as revenue
      from (
        select product_id, name, quantity, revenue from ${orderDayProductSales} where day = any(${keptDays})
        union all
        -- The few orders counted live, their lines by order id: joined instead, PostgreSQL
        -- hashed them and read every line of the table (38 ms against 5 ms at 100,000 orders).
        select i.product_id, i.name, i.quantity::bigint, i.unit_price::bigint * i.quantity
        from ${orderItems} i
        where i.order_id = any(array(select ${orders.id} from ${orders} where ${and(counted(range), liveSpans(range, kept))}))
      ) as sales
      group by product_id
      order by sum(quantity) desc, product_id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

interface KeptDayFigures {
  day: number;
  revenue: number;
  orders: number;
}

export interface SalesFigures {
  byDay: Array<{ date: string; revenue: number; orders: number }>;
  bestSellers: Array<{ productId: string; name: string; quantity: number; revenue: number }>;
}

/**
 * The revenue by day and the best sellers of a range: the ended days from their kept figures,
 * the rest counted from the orders, all read in one snapshot. A kept day a writer forgot between
 * keeping and reading is not in that snapshot: then the days are kept again and read again, and
 * after a few such turns everything is counted from the orders.
 */
export async function salesInRange(db: Database, range: Range, limit: number): Promise<SalesFigures> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const kept = attempt < 2 ? await keepEndedDays(db, range) : { days: [] };
    const figures = await db.transaction(
      async (tx) => {
        const keptRows =
          kept.days.length === 0
            ? []
            : await tx
                .select({
                  day: orderDayFigures.day,
                  revenue: orderDayFigures.revenue,
                  orders: orderDayFigures.orders,
                })
                .from(orderDayFigures)
                .where(inArray(orderDayFigures.day, kept.days));
        if (keptRows.length !== kept.days.length) return undefined;
        return {
          byDay: await revenueByDay(tx, range, keptRows),
          bestSellers: await bestSellers(tx, range, limit, kept),
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    if (figures) return figures;
  }
  throw new Error("unreachable: the last attempt counts every day from the orders");
}

/** Orders waiting for the owner, whatever their date: pending, or paid and not yet on the way. */
export async function waitingOrders(db: Database): Promise<{ pending: number; paidNotShipped: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      paidNotShipped: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.status, ["pending", "confirmed"]));
  return { pending: row?.pending ?? 0, paidNotShipped: row?.paidNotShipped ?? 0 };
}

/** The figures the dashboard asks of the orders, bound to a database. */
export function createOrderFigures(db: Database) {
  return {
    salesInRange: (range: Range, limit: number) => salesInRange(db, range, limit),
    waitingOrders: () => waitingOrders(db),
  };
}
export type OrderFigures = ReturnType<typeof createOrderFigures>;
