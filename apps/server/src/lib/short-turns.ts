import { setImmediate } from "node:timers";

/**
 * Turns of the event loop kept short while new connections arrive.
 *
 * libuv accepts **one** new connection per turn of the loop (libuv 1.45, "unix: don't accept()
 * connections in a loop"; Node 20 ships 1.46). A turn that runs a whole burst of requests lets in
 * one shopper per burst: on the embedded database an order's statements resolve without leaving
 * the thread, so the orders read in one poll ran back to back and their group commit after them,
 * 60–200 ms a turn, and fifty shoppers arriving together were let in one by one over five seconds
 * while the server answered every request it had read in under 400 ms
 * (docs/decisions/067-short-turns.md).
 *
 * So for a while after a connection is accepted (there may be more behind it) a turn takes on
 * TURN_BUDGET_MS of work and the rest waits for the next turns, in the order it arrived: the loop
 * comes back to the listening socket every few milliseconds. Otherwise nothing waits: turns kept
 * short all the time cost a third of the orders a second (smaller group commits, smaller batches
 * of product reads, more turns), measured in the same decision record.
 */
export const TURN_BUDGET_MS = 4;
/** How long after the last accepted connection turns are kept short. */
export const SHORT_TURNS_AFTER_CONNECTION_MS = 100;

const waiting: Array<() => void> = [];
let shortUntil = Number.NEGATIVE_INFINITY;
let sliceStartedAt = 0;
let sliceEndScheduled = false;

/** For `server.on("connection")`: a connection was accepted, others may be waiting behind it. */
export function connectionAccepted(): void {
  shortUntil = performance.now() + SHORT_TURNS_AFTER_CONNECTION_MS;
}

/**
 * Runs first in a check phase while work is gated (it is queued before the turn's releases): the
 * next slice of the budget starts here.
 */
function endSlice(): void {
  sliceEndScheduled = false;
  sliceStartedAt = performance.now();
  if (waiting.length > 0) scheduleSliceEnd();
}

function scheduleSliceEnd(): void {
  sliceEndScheduled = true;
  setImmediate(endSlice);
}

function hasRoom(): boolean {
  const now = performance.now();
  if (now >= shortUntil) return true;
  if (!sliceEndScheduled) {
    // The first work since the loop last came round: a new slice.
    sliceStartedAt = now;
    scheduleSliceEnd();
    return true;
  }
  return now - sliceStartedAt < TURN_BUDGET_MS;
}

/**
 * One release per waiting piece of work, each its own callback of the check phase, so the work it
 * lets go (which runs in the microtasks right after it) is counted before the next one decides.
 * Without room it tries again in the next turn, after that turn's poll.
 */
function releaseNext(): void {
  if (waiting.length === 0) return;
  if (!hasRoom()) {
    setImmediate(releaseNext);
    return;
  }
  waiting.shift()?.();
}

/**
 * Calls `proceed` now if this turn of the loop still has room, otherwise in a later turn, after
 * what waited before it. `first`: ahead of the others (a transaction that holds the embedded
 * database while they would only wait for it).
 */
export function whenTurnHasRoom(proceed: () => void, options: { first?: boolean } = {}): void {
  if (waiting.length === 0 && hasRoom()) {
    proceed();
    return;
  }
  if (options.first) waiting.unshift(proceed);
  else waiting.push(proceed);
  setImmediate(releaseNext);
}

/** `whenTurnHasRoom` for an async caller. */
export function turnWithRoom(options: { first?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => whenTurnHasRoom(resolve, options));
}

/** How many pieces of work wait for a turn with room. */
export function requestsWaitingForTheirTurn(): number {
  return waiting.length;
}
