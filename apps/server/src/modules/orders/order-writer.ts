import { sql } from "drizzle-orm";
import { type Database, postgresPoolOf } from "../../db/client";
import { requestsWaitingForTheirTurn, turnWithRoom } from "../../lib/short-turns";
import {
  type OrderStatementAnswer,
  type OrderStatementOutcome,
  type OrderStatementParts,
  type OrderToWrite,
  writeOrder,
} from "./place-order.statement";

export type OrderWritten = OrderStatementAnswer;
export type OrderWriter = (toWrite: OrderToWrite, parts: OrderStatementParts) => Promise<OrderWritten>;

/** Orders committed together at most: enough for every connection a busy shop has open at once. */
const MAX_ORDERS_PER_COMMIT = 100;
/** Longest the first order of a batch waits for the orders let in after it (lib/short-turns.ts). */
const MAX_GATHER_MS = 50;

const REFUSED = new Set<OrderStatementOutcome>([
  "prices_changed",
  "shipping_rule_changed",
  "voucher_used_up",
  "out_of_stock",
]);

/** Thrown to roll the batch's transaction back when one of its orders was refused or failed. */
const STUMBLED = new Error("an order of the batch was refused or failed");

interface Waiting {
  toWrite: OrderToWrite;
  parts: OrderStatementParts;
  resolve(written: OrderWritten): void;
  reject(error: unknown): void;
}

/**
 * How an order's statement (place-order.statement.ts) reaches the database.
 *
 * On PostgreSQL each order is its own statement and commit: concurrent commits already share
 * their WAL flush there (group commit of its backends).
 *
 * On the embedded database every commit is a real `fsync(2)` of the WAL, made in the server's own
 * thread (db/client.ts, decision 021), and nothing else runs meanwhile. A CPU profile of the
 * bench's orders (docs/decisions/058-webhooks-and-honest-numbers.md) found the process in
 * `fsyncSync` most of the run: at 9–10 ms a sync on a busy disk, one commit per order capped the
 * shop at about 100 orders a second, and 50 shoppers queued behind it for seconds. So the orders
 * that arrive while a commit is under way wait for it and are then written together in one
 * transaction and committed with **one** sync — PostgreSQL's own group commit, made here for a
 * database with one session. Their statements go one after the other with no savepoint: a
 * savepoint and its release were two more trips into the database per order, as many as the
 * order's own statement (docs/decisions/063-the-orders-path.md). When an order of the batch is
 * refused (or its statement fails), the transaction is rolled back and the batch written again,
 * each order in a savepoint of its own, so the refusal leaves the others alone. An order is still
 * answered only after the commit that holds it; a failing commit fails every order in it, none of
 * them answered as placed. Between two orders the batch gives the turn of the event loop back
 * when it has used its share (lib/short-turns.ts), ahead of other waiting work since it holds the
 * database: a batch of fifty is then written over several turns, and new shoppers' connections are
 * accepted meanwhile.
 */
export function createOrderWriter(db: Database): OrderWriter {
  if (postgresPoolOf(db)) return (toWrite, parts) => writeOrder(db, toWrite, parts);

  const waiting: Waiting[] = [];
  let writing = false;

  /**
   * The batch's statements one after the other in one transaction, with no savepoint: the common
   * case, one round trip per order. A refusal or a failing statement aborts the transaction, so
   * nothing of the batch is written; the answer then says which order stumbled (`null`: the
   * commit itself failed, every order fails).
   */
  async function writeAtOnce(
    batch: Waiting[],
  ): Promise<
    | { written: OrderWritten[] }
    | { stumbled: number; outcome: { written: OrderWritten } | { error: unknown } }
    | { error: unknown }
  > {
    const written: OrderWritten[] = [];
    let stumbled: { index: number; outcome: { written: OrderWritten } | { error: unknown } } | null = null;
    try {
      await db.transaction(async (tx) => {
        for (const [index, order] of batch.entries()) {
          await turnWithRoom({ first: true });
          try {
            const result = await writeOrder(tx, order.toWrite, order.parts);
            if (REFUSED.has(result.outcome)) stumbled = { index, outcome: { written: result } };
            else written.push(result);
          } catch (error) {
            stumbled = { index, outcome: { error } };
          }
          if (stumbled) throw STUMBLED;
        }
      });
    } catch (error) {
      if (error === STUMBLED && stumbled) {
        const { index, outcome } = stumbled;
        return { stumbled: index, outcome };
      }
      return { error };
    }
    return { written };
  }

  /** The slow way, after a stumble: each order in a savepoint of its own, a refusal rolled back alone. */
  async function writeOneByOne(batch: Waiting[]): Promise<void> {
    const outcomes: Array<{ written: OrderWritten } | { error: unknown }> = [];
    try {
      await db.transaction(async (tx) => {
        for (const order of batch) {
          await turnWithRoom({ first: true });
          await tx.execute(sql`savepoint place_order`);
          try {
            const written = await writeOrder(tx, order.toWrite, order.parts);
            await tx.execute(
              REFUSED.has(written.outcome)
                ? sql`rollback to savepoint place_order`
                : sql`release savepoint place_order`,
            );
            outcomes.push({ written });
          } catch (error) {
            await tx.execute(sql`rollback to savepoint place_order`);
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      for (const order of batch) order.reject(error);
      return;
    }
    settle(batch, outcomes);
  }

  async function writeTogether(batch: Waiting[]): Promise<void> {
    const atOnce = await writeAtOnce(batch);
    if ("written" in atOnce) {
      settle(
        batch,
        atOnce.written.map((written) => ({ written })),
      );
      return;
    }
    if (!("stumbled" in atOnce)) {
      for (const order of batch) order.reject(atOnce.error);
      return;
    }
    // Refused orders are rare (a bag sold out, a price changed by another instance): only then
    // are the batch's orders written again, each in a savepoint. A batch of one is answered at once.
    if (batch.length === 1) {
      settle(batch, [atOnce.outcome]);
      return;
    }
    await writeOneByOne(batch);
  }

  function settle(batch: Waiting[], outcomes: Array<{ written: OrderWritten } | { error: unknown }>): void {
    batch.forEach((order, index) => {
      const outcome = outcomes[index];
      if (outcome && "written" in outcome) order.resolve(outcome.written);
      else order.reject(outcome?.error);
    });
  }

  /**
   * The next commit starts once the requests let in so far have had their turn (every order among
   * them is then waiting here), or after MAX_GATHER_MS, or with a full batch. Since a request only
   * starts in a turn with room (lib/short-turns.ts), fifty orders read together reach this writer
   * over several turns: started at the first of them, commits would hold one or two orders each,
   * and every commit costs the thread as much again.
   */
  function gatherThenWrite(since: number): void {
    const gathering =
      requestsWaitingForTheirTurn() > 0 &&
      waiting.length < MAX_ORDERS_PER_COMMIT &&
      performance.now() - since < MAX_GATHER_MS;
    if (gathering) {
      setImmediate(() => gatherThenWrite(since));
      return;
    }
    void writeTogether(waiting.splice(0, MAX_ORDERS_PER_COMMIT)).finally(() => {
      if (waiting.length > 0) setImmediate(() => gatherThenWrite(performance.now()));
      else writing = false;
    });
  }

  return (toWrite, parts) =>
    new Promise<OrderWritten>((resolve, reject) => {
      waiting.push({ toWrite, parts, resolve, reject });
      if (!writing) {
        // Written in a later callback, not here: PGlite's statements resolve without leaving the
        // thread, so a write started here would run to its commit before the next request is
        // read, and no two orders would ever share a commit.
        writing = true;
        const since = performance.now();
        setImmediate(() => gatherThenWrite(since));
      }
    });
}
