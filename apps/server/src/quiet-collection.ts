import { Session } from "node:inspector";
import { performance } from "node:perf_hooks";

export interface QuietCollectionOptions {
  /** How often the event loop's load is read, in ms. */
  checkMs: number;
  /** A check whose loop was busy at least this share of its time: the shop was busy. */
  busyShare: number;
  /** A check whose loop was busy less than this share, after a busy one: the shop went quiet. */
  quietShare: number;
}

/**
 * Five seconds with the loop busy under 5 % of the time, after five seconds busy a fifth or more:
 * a burst of shoppers is over (docs/decisions/070-memory-given-back-when-the-shop-goes-quiet.md).
 */
export const QUIET_COLLECTION: QuietCollectionOptions = { checkMs: 5_000, busyShare: 0.2, quietShare: 0.05 };

/**
 * Once the shop goes quiet after a busy spell, V8's heap collected and compacted, so the memory a
 * burst of shoppers left behind is given back to the system. V8 grows the heap while garbage is
 * made fast and shrinks it at a collection that compacts, which it starts when more is allocated
 * or, some seconds after a full collection, when it sees the program idle; after the bench's runs
 * the server still held its largest heap 20 s later (30 MB over what one compacting collection
 * leaves). One collection per quiet spell, none while shoppers are served. Returns a function
 * that stops the checks; the timer never keeps the process alive.
 */
export function collectWhenQuiet(options: QuietCollectionOptions = QUIET_COLLECTION): () => void {
  let last = performance.eventLoopUtilization();
  let wasBusy = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (share >= options.busyShare) {
      wasBusy = true;
    } else if (wasBusy && share < options.quietShare) {
      wasBusy = false;
      collectAllGarbage();
    }
  }, options.checkMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Every collection V8 can make, compacting the heap (what the inspector's "collect garbage" does:
 * HeapProfiler.collectGarbage). Through Node's own inspector API, in this process: the `gc` of
 * `--expose-gc` collects without compacting, and left the heap's size where it was.
 */
function collectAllGarbage(): void {
  const session = new Session();
  session.connect();
  // Disconnected from the next turn: inside the answer's callback Node's inspector deadlocks.
  session.post("HeapProfiler.collectGarbage", () => setImmediate(() => session.disconnect()));
}
