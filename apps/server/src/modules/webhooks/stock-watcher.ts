import type { Database } from "../../db/client";
import type { CatalogueChangeKind } from "../catalogue/catalogue-change";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import * as levels from "./stock-levels.repository";
import type { WebhookEvents } from "./webhook-events";

/**
 * `stock.changed` for the owner's tools (docs/webhooks.md, docs/decisions/058-webhooks-and-honest-numbers.md):
 * a product colour's stock after any writer changed it — an order, a cancellation or expiry, a
 * received return, the owner's edit or CSV import. No writer knows of webhooks: each already
 * publishes its change in its own transaction (`catalogue_changes`, modules/catalogue/catalogue-changes.ts),
 * and this watcher reads that log after them. In one transaction it locks its cursor (so one
 * instance reads at a time), reads the changes after it (and those of the last seconds up to it
 * again: a transaction that took its number early and committed late — but never those before
 * telling started), reads the named products' colours, queues `stock.changed` for each colour whose stock differs from the one last told,
 * records what it told and moves the cursor. A change read twice tells nothing twice; a crash
 * before the commit reads it again. Each event has its id (the same on every retry).
 */

/** The changes that can move a colour's stock (a price change cannot). */
const STOCK_KINDS: readonly CatalogueChangeKind[] = ["stock_changed", "product_saved", "product_removed"];
/** Changes read per transaction. */
const BATCH = 500;
/** How far back changes up to the cursor are read again (late commits on PostgreSQL). */
const LATE_SECONDS = 10;

export interface StockWatcher {
  /** Asks once whether anyone listens, then follows the changes this instance hears. */
  start(): Promise<void>;
  /** A catalogue change was heard: look soon (at most every `minIntervalMs`) if anyone listens. */
  wake(): void;
  /** An endpoint was added, changed or removed on this instance: ask again whether anyone listens. */
  endpointsChanged(): void;
  stop(): Promise<void>;
}

/**
 * The owner starts listening for `stock.changed` (an endpoint added or resumed with it while no
 * other active endpoint has it): telling starts from now, not from changes made while nobody
 * listened, and what was told before is forgotten. In the caller's transaction, before the
 * endpoint is written; `except` is the endpoint being changed.
 */
export async function startTellingStock(
  tx: Database,
  changes: Pick<CatalogueChanges, "latest">,
  except: string | null,
): Promise<void> {
  if (await levels.hasSubscriber(tx, "stock.changed", except)) return;
  await levels.lockCursor(tx);
  const latest = await changes.latest(tx);
  await levels.moveCursor(tx, latest, latest);
  await levels.forgetAllLevels(tx);
}

export function createStockWatcher({
  db,
  events,
  changes,
  products,
  logger,
  clock = () => new Date(),
  pollIntervalMs = 5_000,
  minIntervalMs = 500,
  recheckIntervalMs = 5 * 60_000,
}: {
  db: Database;
  events: Pick<WebhookEvents, "queue" | "queued">;
  /** The catalogue's change log, read in the watcher's transaction. */
  changes: Pick<CatalogueChanges, "read">;
  /** The products module's read of colours and their stock, in the watcher's transaction. */
  products: {
    colourStock(
      productIds: readonly string[],
      tx: Database,
    ): Promise<Array<{ productId: string; color: string; stock: number }>>;
  };
  logger: { error(details: object, message: string): void };
  clock?: () => Date;
  pollIntervalMs?: number;
  minIntervalMs?: number;
  /** How often an instance nobody told of a new endpoint asks again (one added on another instance). */
  recheckIntervalMs?: number;
}): StockWatcher {
  let timer: NodeJS.Timeout | undefined;
  let recheck: NodeJS.Timeout | undefined;
  /**
   * Whether an active endpoint asked for `stock.changed`, as last read (null: ask at the next run).
   * While nobody listens the watcher issues no statement at all, not even when woken by an order:
   * an order stays one statement (docs/decisions/033-an-order-is-one-statement.md). The cursor is
   * shared, so one listening instance reads every instance's changes.
   */
  let listening: boolean | null = null;
  let scheduled: NodeJS.Timeout | null = null;
  let cycle: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopping = false;
  let lastRun = 0;

  /** One transaction; answers whether more changes wait. */
  async function readOnce(): Promise<boolean> {
    // Nobody listens: nothing is read or written (the cursor moves when someone starts to).
    listening = await levels.hasSubscriber(db, "stock.changed");
    if (!listening) return false;
    let queued = 0;
    const more = await db.transaction(async (tx) => {
      const cursor = await levels.lockCursor(tx);
      const fresh = await changes.read(tx, { after: cursor.seq }, STOCK_KINDS, BATCH);
      const late = await changes.read(
        tx,
        { after: cursor.floorSeq, through: cursor.seq, withinSeconds: LATE_SECONDS },
        STOCK_KINDS,
        BATCH,
      );
      const productIds = [...new Set([...late, ...fresh].flatMap((change) => change.productIds))];
      if (productIds.length > 0) {
        const key = (level: { productId: string; color: string }) => `${level.productId} ${level.color}`;
        const now = await products.colourStock(productIds, tx);
        const told = await levels.toldLevels(tx, productIds);
        const toldStock = new Map(told.map((level) => [key(level), level.stock]));
        const at = clock().toISOString();
        for (const level of now) {
          if (toldStock.get(key(level)) === level.stock) continue;
          const data = { productId: level.productId, color: level.color, stock: level.stock, at };
          queued += await events.queue(tx, "stock.changed", data);
          await levels.saveLevel(tx, level);
        }
        const present = new Set(now.map(key));
        for (const level of told) if (!present.has(key(level))) await levels.forgetLevel(tx, level);
      }
      const last = fresh.at(-1);
      if (last) await levels.moveCursor(tx, last.seq);
      return fresh.length === BATCH;
    });
    if (queued > 0) events.queued();
    return more;
  }

  function run(): void {
    lastRun = Date.now();
    cycle = (async () => {
      while ((await readOnce()) && !stopping) {}
    })()
      .catch((error: unknown) => logger.error({ err: error }, "stock.changed watcher cycle failed"))
      .finally(() => {
        cycle = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  function wake(): void {
    if (!started || stopping || listening === false) return;
    if (cycle) {
      again = true;
      return;
    }
    if (scheduled) return;
    scheduled = setTimeout(
      () => {
        scheduled = null;
        if (!stopping) run();
      },
      Math.max(0, lastRun + minIntervalMs - Date.now()),
    );
    scheduled.unref();
  }

  return {
    async start() {
      if (started) return;
      started = true;
      // Asked before the server answers anything, so no request shares its time with it.
      listening = await levels.hasSubscriber(db, "stock.changed");
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      recheck = setInterval(() => {
        if (listening === false) {
          listening = null;
          wake();
        }
      }, recheckIntervalMs);
      recheck.unref();
      wake();
    },
    wake,
    endpointsChanged() {
      listening = null;
      wake();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      clearInterval(recheck);
      if (scheduled) clearTimeout(scheduled);
      while (cycle) await cycle;
    },
  };
}
