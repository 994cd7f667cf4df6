import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import type { OutboxQueue } from "./outbox-worker";

type OutboxWorkerModule = typeof import("./outbox-worker");
type ShortTurns = typeof import("./short-turns");

interface QueuedRow {
  id: number;
  attempts: number;
}

/** Holds the thread as composing a confirmation does. */
function holdTheThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const ROWS = 20;
const SEND_MS = 2;

/**
 * One cycle of the worker over ROWS due rows, each send holding the thread SEND_MS before it
 * goes on in the background. Answers the turn of the event loop each send started in (counted by
 * a check-phase callback that queues itself again) and what the cycle marked delivered.
 */
async function oneCycle(
  { createOutboxWorker }: OutboxWorkerModule,
  { connectionAccepted }: ShortTurns,
  shoppersArriving: boolean,
): Promise<{ startedInTurn: number[]; delivered: number[][] }> {
  let turn = 0;
  let counting = true;
  const countTurns = () => {
    turn += 1;
    if (counting) setImmediate(countTurns);
  };
  setImmediate(countTurns);

  let claimed = false;
  const delivered: number[][] = [];
  const queue: OutboxQueue<QueuedRow, void> = {
    claimDue: async () => {
      if (claimed) return [];
      claimed = true;
      return Array.from({ length: ROWS }, (_, id) => ({ id, attempts: 0 }));
    },
    markDelivered: async (sent) => {
      delivered.push(sent.map(({ row }) => row.id));
    },
    markFailedAttempt: async () => {},
    releaseClaims: async () => {},
    countDueUnclaimed: async () => (claimed ? 0 : ROWS),
    countWaiting: async () => (claimed ? 0 : ROWS),
    describe: (row) => ({ id: row.id }),
  };
  const startedInTurn: number[] = [];
  const worker = createOutboxWorker<QueuedRow, void>({
    name: "test",
    // No lock class: the worker never touches the database itself.
    db: {} as Database,
    queue,
    deliver: async () => {
      startedInTurn.push(turn);
      holdTheThread(SEND_MS);
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
    logger: { warn: () => {}, error: () => {} },
    pollIntervalMs: 60_000,
    batchSize: 100,
    maxAttempts: 3,
    backoffMs: () => 1_000,
    claimTimeoutMs: 60_000,
  });
  if (shoppersArriving) connectionAccepted();
  await worker.start();
  await worker.idle();
  await worker.stop();
  counting = false;
  return { startedInTurn, delivered };
}

describe("the outbox worker's sends", () => {
  let outboxWorker: OutboxWorkerModule;
  let shortTurns: ShortTurns;
  beforeEach(async () => {
    // short-turns.ts keeps the process's one state: each test starts from fresh copies.
    vi.resetModules();
    shortTurns = await import("./short-turns");
    outboxWorker = await import("./outbox-worker");
  });

  it("start together in one turn when no shopper is arriving", async () => {
    const { startedInTurn, delivered } = await oneCycle(outboxWorker, shortTurns, false);
    expect(startedInTurn).toHaveLength(ROWS);
    expect(new Set(startedInTurn).size).toBe(1);
    expect(delivered).toEqual([Array.from({ length: ROWS }, (_, id) => id)]);
  });

  it("while shoppers arrive, start over several turns so the loop comes back to their connections", async () => {
    const { startedInTurn, delivered } = await oneCycle(outboxWorker, shortTurns, true);
    // 40 ms of composing at a 4 ms budget a turn: some ten turns (at least five on a slow machine,
    // where a turn's budget is used up sooner); started in the order they were claimed.
    expect(new Set(startedInTurn).size).toBeGreaterThanOrEqual(5);
    expect(startedInTurn).toEqual([...startedInTurn].sort((a, b) => a - b));
    // Still every row sent and marked in the cycle's one commit.
    expect(delivered).toEqual([Array.from({ length: ROWS }, (_, id) => id)]);
  });
});
