import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { setImmediate as nextTurn } from "node:timers/promises";
import { beforeEach, describe, expect, it, vi } from "vitest";

type ShortTurns = typeof import("./short-turns");

/** Holds the thread as a request's own work does (an order's pricing, its statements). */
function holdTheThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/**
 * A shop at work: `regulars` shoppers on kept-alive connections ask one request after another,
 * each costing the server `workMs` of its thread; meanwhile `newcomers` open their connections at
 * once and ask one request each. Answers how long after they arrived the server let each newcomer
 * in (accepted its connection).
 * `shortTurns`: the server gates its requests as the shop does (app.ts), or not at all.
 */
async function newcomersAmongRegulars(
  shortTurns: ShortTurns | null,
  { regulars, newcomers, workMs }: { regulars: number; newcomers: number; workMs: number },
): Promise<number[]> {
  const server = createServer((_req, res) => {
    const work = () => {
      holdTheThread(workMs);
      res.end("ok");
    };
    if (shortTurns) shortTurns.whenTurnHasRoom(work);
    else work();
  });
  const acceptedAt: number[] = [];
  server.on("connection", () => {
    acceptedAt.push(performance.now());
    shortTurns?.connectionAccepted();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (agent: Agent | false) =>
    new Promise<void>((resolve, reject) => {
      const asked = request({ port, host: "127.0.0.1", agent }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      asked.on("error", reject);
      asked.end();
    });
  const keptAlive = new Agent({ keepAlive: true, maxSockets: regulars });
  let open = true;
  try {
    // The regulars connect and keep asking until the newcomers are served.
    await Promise.all(Array.from({ length: regulars }, () => ask(keptAlive)));
    const regularsAtWork = Array.from({ length: regulars }, async () => {
      while (open) await ask(keptAlive);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const arrived = performance.now();
    await Promise.all(Array.from({ length: newcomers }, () => ask(false)));
    open = false;
    await Promise.all(regularsAtWork);
    return acceptedAt.slice(regulars).map((at) => at - arrived);
  } finally {
    keptAlive.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("turns of the event loop kept short while shoppers arrive", () => {
  let shortTurns: ShortTurns;
  beforeEach(async () => {
    // The module keeps the process's one state: each test starts from a fresh copy.
    vi.resetModules();
    shortTurns = await import("./short-turns");
  });

  it("lets new shoppers in while the regulars keep the server busy", async () => {
    const load = { regulars: 30, newcomers: 10, workMs: 3 };
    const withoutShortTurns = await newcomersAmongRegulars(null, load);
    const withShortTurns = await newcomersAmongRegulars(shortTurns, load);
    // Without them every turn runs each regular's next request (90 ms here) and lets in one
    // newcomer: the last waits some ten such turns (650 ms on a quiet machine, 90 ms with them).
    expect(withShortTurns).toHaveLength(10);
    expect(Math.max(...withShortTurns)).toBeLessThan(Math.max(...withoutShortTurns) / 3);
  });

  it("lets work run at once when no connection arrived lately, however long the turn", () => {
    holdTheThread(2 * shortTurns.TURN_BUDGET_MS);
    const ran = vi.fn();
    shortTurns.whenTurnHasRoom(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("after a connection, runs what is past the turn's budget in later turns, in order, the first-asked ahead", async () => {
    shortTurns.connectionAccepted();
    const ran: string[] = [];
    shortTurns.whenTurnHasRoom(() => ran.push("within the budget"));
    holdTheThread(2 * shortTurns.TURN_BUDGET_MS);
    shortTurns.whenTurnHasRoom(() => ran.push("a request"));
    shortTurns.whenTurnHasRoom(() => ran.push("another request"));
    shortTurns.whenTurnHasRoom(() => ran.push("a commit under way"), { first: true });
    expect(ran).toEqual(["within the budget"]);
    expect(shortTurns.requestsWaitingForTheirTurn()).toBe(3);
    for (let turn = 0; turn < 5 && shortTurns.requestsWaitingForTheirTurn() > 0; turn++) await nextTurn();
    expect(ran).toEqual(["within the budget", "a commit under way", "a request", "another request"]);
  });

  it("stops keeping turns short once connections stop arriving", async () => {
    shortTurns.connectionAccepted();
    await new Promise((resolve) => setTimeout(resolve, shortTurns.SHORT_TURNS_AFTER_CONNECTION_MS + 20));
    holdTheThread(2 * shortTurns.TURN_BUDGET_MS);
    const ran = vi.fn();
    shortTurns.whenTurnHasRoom(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
