import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const quietCollection = fileURLToPath(new URL("./quiet-collection.ts", import.meta.url));

interface Spell {
  /** V8's used heap as the busy spell ends, its bags just let go, in MB. */
  usedAtEnd: number;
  /** The same after 1.5 s of quiet. */
  usedAfterQuiet: number;
  /** Full collections in the next 600 ms, still quiet. */
  laterFullCollections: number;
}

/**
 * A process of its own (the heap and its collections are the whole process's): 700 ms busy keeping some
 * 60 MB of bags, which it then lets go, then quiet. Checks every 100 ms here instead of 5 s.
 */
async function busyThenQuiet(collect: boolean): Promise<Spell> {
  const program = `
    import { PerformanceObserver, constants } from "node:perf_hooks";
    ${collect ? `const { collectWhenQuiet } = await import(${JSON.stringify(quietCollection)}); collectWhenQuiet({ checkMs: 100, busyShare: 0.5, quietShare: 0.05 });` : ""}
    const used = () => process.memoryUsage().heapUsed / 1048576;
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    let bags = [];
    const start = performance.now();
    while (performance.now() - start < 700) {
      for (let i = 0; i < 20000; i++) {
        const bag = { i, name: "bag " + i + " " + Math.random() };
        if (bags.length < 600000) bags.push(bag);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    bags = null;
    const usedAtEnd = used();
    await pause(1500);
    const usedAfterQuiet = used();
    let laterFullCollections = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) laterFullCollections++;
    });
    observer.observe({ entryTypes: ["gc"] });
    await pause(600);
    observer.disconnect();
    console.log(JSON.stringify({ usedAtEnd, usedAfterQuiet, laterFullCollections }));
  `;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Spell;
}

describe("the memory a busy spell leaves", () => {
  it("is given back by one full collection once the shop goes quiet, and only once", async () => {
    // Without it V8 keeps most of the let-go bags: nothing is allocated while quiet, so nothing
    // collects. On a loaded machine a marking begun in the busy spell may still finish in the quiet
    // and free a part, or all (in CI, 11.5 MB once and everything once), so the process without it
    // is run beside each one with it, up to three times, until one shows what it keeps. Every run
    // with it must give the memory back, with one collection.
    const keptMoreAlone: number[] = [];
    for (let pair = 0; pair < 3 && !keptMoreAlone.some((kept) => kept > 20); pair++) {
      const [alone, collected] = await Promise.all([busyThenQuiet(false), busyThenQuiet(true)]);
      const givenBack = collected.usedAtEnd - collected.usedAfterQuiet;
      expect(givenBack).toBeGreaterThan(30);
      expect(collected.laterFullCollections).toBe(0);
      keptMoreAlone.push(givenBack - (alone.usedAtEnd - alone.usedAfterQuiet));
    }
    expect(
      Math.max(...keptMoreAlone),
      `MB kept more without it: ${keptMoreAlone.join(", ")}`,
    ).toBeGreaterThan(20);
  }, 90_000);
});
