import type { Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type OpenedDatabase, openDatabase } from "../../db/client";
import type { EmbeddedPostgres } from "../../db/pglite-named-statements";
import { resultRows } from "../../db/result-rows";
import { connectionAccepted, whenTurnHasRoom } from "../../lib/short-turns";
import { createOrderWriter, type OrderWriter } from "./order-writer";
import type { OrderStatementParts, OrderToWrite } from "./place-order.statement";

// The order's own statement is place-order.statement.test.ts's subject; here each "order" is a
// row, so what is counted is the writer's grouping alone.
// `holdMs`: how long each order's statement holds the thread, as a real one does (about 1 ms).
const statements = vi.hoisted(() => ({ holdMs: 0, written: 0, onWrite: (_written: number) => {} }));
vi.mock("./place-order.statement", () => ({
  writeOrder: async (db: OpenedDatabase["db"], toWrite: OrderToWrite) => {
    await db.execute(sql`insert into written_orders (order_id) values (${toWrite.order.orderId})`);
    holdTheThread(statements.holdMs);
    statements.written += 1;
    statements.onWrite(statements.written);
    return { outcome: "placed", webhooksQueued: 0 };
  },
}));

function holdTheThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const SHOPPERS = 20;

function orderNumbered(n: number): OrderToWrite {
  return {
    order: { orderId: `ORD-${n}` },
    idempotencyKey: null,
    requestHash: null,
  } as unknown as OrderToWrite;
}

/**
 * The embedded database's group commit: orders that arrive together are written in one
 * transaction, with one sync of the disk. PGlite's statements run on the server's thread and
 * resolve without leaving it, so an order written as soon as its request was read ran to its
 * commit before the next request of the same turn of the event loop was read: every order took a
 * commit of its own, and shoppers waited in their sockets (bench: 274 orders a second).
 */
describe("the embedded database's order writer", () => {
  let database: OpenedDatabase;
  let transactions = 0;

  beforeAll(async () => {
    database = await openDatabase({ kind: "memory" });
    await database.db.execute(sql`create table written_orders (order_id text primary key)`);
    const client = (database.db as unknown as { $client: EmbeddedPostgres }).$client;
    const transaction = client.transaction.bind(client);
    client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      transactions++;
      return transaction(callback);
    };
  });
  afterAll(() => database?.close());

  /**
   * SHOPPERS orders numbered from `from`, each handed over from its own callback of one phase of
   * the loop, as requests read from their sockets are: the callbacks run one after the other, each
   * with its promises settled after it. (Immediates queued before a check phase all run in it;
   * timers of "0 ms" may straddle a millisecond on a busy machine and fall in two phases.)
   * `letIn`: each request first waits for a turn with room, as the shop lets requests in (app.ts),
   * and its pricing holds the thread 1 ms.
   */
  function handOrdersOver(write: OrderWriter, from: number, letIn = false): Promise<unknown[]> {
    return Promise.all(
      Array.from(
        { length: SHOPPERS },
        (_, n) =>
          new Promise((resolve, reject) =>
            setImmediate(() => {
              const handOver = () =>
                write(orderNumbered(from + n), {} as OrderStatementParts).then(resolve, reject);
              if (!letIn) {
                handOver();
                return;
              }
              whenTurnHasRoom(() => {
                holdTheThread(1);
                handOver();
              });
            }),
          ),
      ),
    );
  }

  /**
   * When the batch's first order is written, a timer of 0 ms is set: it runs as soon as the event
   * loop comes round. Answers how many of the batch's orders were written by then.
   */
  function writtenWhenTheLoopCameRound(): Promise<number> {
    statements.written = 0;
    return new Promise((resolve) => {
      statements.onWrite = (written) => {
        if (written === 1) setTimeout(() => resolve(statements.written), 0);
      };
    });
  }

  it("commits together the orders handed to it in one turn of the event loop", async () => {
    transactions = 0;
    const write = createOrderWriter(database.db);
    const written = await handOrdersOver(write, 0);
    expect(written).toEqual(Array(SHOPPERS).fill({ outcome: "placed", webhooksQueued: 0 }));
    const rows = resultRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from written_orders`),
    );
    expect(rows).toEqual([{ n: SHOPPERS }]);
    expect(transactions).toBe(1);
  });

  it("holds the loop for the whole batch when no new shopper is arriving", async () => {
    statements.holdMs = 1;
    const loopCameRound = writtenWhenTheLoopCameRound();
    const write = createOrderWriter(database.db);
    await handOrdersOver(write, 100);
    expect(await loopCameRound).toBe(SHOPPERS);
  });

  it("while shoppers arrive, commits together the orders let in over several turns and gives the turns back", async () => {
    statements.holdMs = 1;
    transactions = 0;
    connectionAccepted();
    const loopCameRound = writtenWhenTheLoopCameRound();
    const write = createOrderWriter(database.db);
    const written = await handOrdersOver(write, 200, true);
    expect(written).toEqual(Array(SHOPPERS).fill({ outcome: "placed", webhooksQueued: 0 }));
    // Let in over some five turns, committed once or twice (a busy machine may stretch the wait
    // past its limit once more); without gathering, one commit a turn: seven here.
    expect(transactions).toBeLessThanOrEqual(3);
    // The loop came round while the batch was being written, so a new connection could be accepted.
    expect(await loopCameRound).toBeLessThan(SHOPPERS);
  });
});
