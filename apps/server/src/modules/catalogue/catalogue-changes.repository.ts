import { and, asc, gt, inArray, lt, lte, max, or, type SQL, sql } from "drizzle-orm";
import type { Client } from "pg";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared-statements";
import { resultRows } from "../../db/result-rows";
import { catalogueChanges } from "../../db/schema";
import type { CatalogueChangeKind } from "./catalogue-change";

/** The PostgreSQL channel that wakes every instance's read side at once (catalogue-changes.ts). */
export const CATALOGUE_CHANNEL = "catalogue_changes";
/** The channel on which an instance says it has heard a writer's wake-up (instances-heard.ts). */
export const CATALOGUE_HEARD_CHANNEL = "catalogue_changes_heard";
/** How every instance's listening connection names itself, so a writer can tell who listens. */
const LISTENER_NAME = "shop catalogue listener";

/**
 * Makes `client` one instance's listening connection: named as such, listening on both channels.
 * Answers its server process's id, which is how the other instances know it (`listeningInstances`).
 */
export async function startListening(client: Client): Promise<number> {
  // Set after connecting: an application_name in DATABASE_URL would override one given to connect.
  await client.query(`set application_name = '${LISTENER_NAME}'`);
  await client.query(`listen ${CATALOGUE_CHANNEL}`);
  await client.query(`listen ${CATALOGUE_HEARD_CHANNEL}`);
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  const pid = rows[0]?.pid;
  if (pid === undefined) throw new Error("the database named no process for the listening connection");
  return pid;
}

/**
 * The listening connections of every instance on this database (their server processes' ids), as
 * the writer's transaction `tx` sees them: those listening before it commits hear its wake-up.
 */
export async function listeningInstances(tx: Database): Promise<number[]> {
  const rows = resultRows<{ pid: number }>(
    await tx.execute(
      sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    ),
  );
  return rows.map((row) => Number(row.pid));
}

/** Tells every instance that this one has heard (and acted on) the wake-up of `writer`. */
export async function acknowledgeWake(client: Client, writer: string): Promise<void> {
  await client.query("select pg_notify($1, $2)", [CATALOGUE_HEARD_CHANNEL, writer]);
}

/** One row for the write (its products as an array), in the writer's transaction; with `wake`, every listening instance hears it at commit. */
export async function insertCatalogueChange(
  tx: Database,
  kind: CatalogueChangeKind,
  productIds: readonly string[],
  wake: string | null,
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.insert(catalogueChanges).values({ kind, productIds: [...new Set(productIds)] });
  // NOTIFY is delivered only if the transaction commits, and in commit order.
  if (wake !== null) await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${wake})`);
}

/**
 * The same as a CTE of a single statement, written only when `onlyIf` holds (an order's stock:
 * modules/orders/place-order.statement.ts): one row whatever the order's lines. No NOTIFY: every
 * order would queue behind PostgreSQL's one notification lock at commit; a sale is heard by the
 * other instances at their next catch-up.
 */
export function catalogueChangeCte(
  name: string,
  kind: CatalogueChangeKind,
  productIds: readonly string[],
  onlyIf: SQL,
): SQL {
  return sql`${sql.identifier(name)} as (
      insert into ${catalogueChanges} (kind, product_ids)
      select ${kind}, ${sql.param([...new Set(productIds)])}::uuid[]
      where ${onlyIf}
    )`;
}

/**
 * What the log holds for one product and kind since a point: the newest change's number, and how
 * many there are and the sum of their numbers, which tell a change committed late (a lower number
 * than one already read) from what the last catch-up saw.
 */
export interface StoredCatalogueChange {
  seq: number;
  kind: CatalogueChangeKind;
  productId: string;
  count: number;
  seqSum: number;
}

/** The newest change's number (0 when there is none): a read side loaded now includes it. */
export async function latestCatalogueChange(db: Database): Promise<number> {
  const [row] = await db.select({ seq: max(catalogueChanges.seq) }).from(catalogueChanges);
  return Number(row?.seq ?? 0);
}

/**
 * Changes after `seq`, and those of the last seconds again: a transaction that took its number
 * before another but committed after it would otherwise be skipped (applying one twice is harmless).
 * One row per product and kind, however many sales it had: a busy shop writes thousands of stock
 * changes in those seconds, and the read side only needs to know which products they touched.
 * A row of the log names every product of its write; they are read in the same pass (`unnest`).
 */
export async function catalogueChangesSince(
  db: Database,
  seq: number,
  { recentSeconds, limit }: { recentSeconds: number; limit: number },
): Promise<StoredCatalogueChange[]> {
  const rows = await changesSinceStatement(db).execute({ seq, recentSeconds, limit });
  // The CHECK constraint catalogue_changes_kind_check keeps kind within CATALOGUE_CHANGE_KINDS.
  return rows.map((row) => ({
    seq: Number(row.seq),
    kind: row.kind as CatalogueChangeKind,
    productId: row.productId,
    count: Number(row.count),
    seqSum: Number(row.seqSum),
  }));
}

/** Asked at every catch-up (db/prepared-statements.ts); its plan is tested (catalogue-catch-up.test.ts). */
export const changesSinceStatement = preparedStatement((db) =>
  db
    .select({
      seq: sql<string>`max(${catalogueChanges.seq})`.as("seq"),
      kind: sql<string>`${catalogueChanges.kind}`.as("kind"),
      productId: sql<string>`changed.product_id`.as("product_id"),
      count: sql<string>`count(*)`.as("count"),
      seqSum: sql<string>`sum(${catalogueChanges.seq})`.as("seq_sum"),
    })
    .from(
      sql`${catalogueChanges} cross join lateral unnest(${catalogueChanges.productIds}) as changed(product_id)`,
    )
    .where(
      or(
        gt(catalogueChanges.seq, sql.placeholder("seq")),
        gt(
          catalogueChanges.changedAt,
          sql`now() - make_interval(secs => ${sql.placeholder("recentSeconds")})`,
        ),
      ),
    )
    .groupBy(catalogueChanges.kind, sql`changed.product_id`)
    .orderBy(sql`max(${catalogueChanges.seq})`)
    .limit(sql.placeholder("limit"))
    .prepare("catalogue_changes_since"),
);

/** Deletes the changes no running instance still needs, then takes the log's statistics. */
export async function pruneCatalogueChanges(db: Database, olderThanHours: number): Promise<void> {
  await db
    .delete(catalogueChanges)
    .where(lt(catalogueChanges.changedAt, sql`now() - make_interval(hours => ${olderThanHours})`));
  // The catch-up (`changesSinceStatement`) asks for numbers past the last one read or times in the
  // last seconds: with the log's statistics the planner finds both by index; without them it
  // reads the whole day's log every second. The embedded database has no autovacuum to take them,
  // so they are taken here, at each full load (PostgreSQL's autovacuum takes them too).
  await db.execute(sql`analyze ${catalogueChanges}`);
}

/**
 * One change as a reader outside the catalogue takes it (the webhooks' `stock.changed`,
 * modules/webhooks/stock-watcher.ts): its number, its kind and the products it named. The one
 * place that knows how a change is stored in rows (a row per write: `productIds` holds
 * the products it named), so a change of that shape is followed here and nowhere else.
 */
export interface CatalogueChangeRecord {
  seq: number;
  kind: CatalogueChangeKind;
  productIds: string[];
}

/**
 * Changes of `kinds`, oldest first, at most `limit`, numbered after `after`; with `through`, only
 * those numbered up to it that were written in the last `withinSeconds` (a transaction that took
 * its number before another but committed after it).
 */
export async function readCatalogueChanges(
  db: Database,
  range: { after: number } | { after: number; through: number; withinSeconds: number },
  kinds: readonly CatalogueChangeKind[],
  limit: number,
): Promise<CatalogueChangeRecord[]> {
  const where =
    "through" in range
      ? and(
          gt(catalogueChanges.seq, range.after),
          lte(catalogueChanges.seq, range.through),
          gt(catalogueChanges.changedAt, sql`now() - make_interval(secs => ${range.withinSeconds})`),
        )
      : gt(catalogueChanges.seq, range.after);
  const rows = await db
    .select({
      seq: catalogueChanges.seq,
      kind: catalogueChanges.kind,
      productIds: catalogueChanges.productIds,
    })
    .from(catalogueChanges)
    .where(and(where, inArray(catalogueChanges.kind, [...kinds])))
    .orderBy(asc(catalogueChanges.seq))
    .limit(limit);
  // The CHECK constraint catalogue_changes_kind_check keeps kind within CATALOGUE_CHANGE_KINDS.
  return rows.map((row) => ({
    seq: Number(row.seq),
    kind: row.kind as CatalogueChangeKind,
    productIds: row.productIds,
  }));
}
