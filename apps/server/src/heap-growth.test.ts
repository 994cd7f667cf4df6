import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const heapGrowth = fileURLToPath(new URL("./heap-growth.ts", import.meta.url));

/**
 * A live set, then a stream of objects that each live long enough to reach the old generation (as
 * a request's objects do across its database round trips), in a process of its own: V8's flags are
 * the whole process's. Prints the live heap and the largest heap seen, in MB.
 */
const workload = (limit: boolean) => `
  ${limit ? `const { limitHeapGrowth } = await import(${JSON.stringify(heapGrowth)}); limitHeapGrowth();` : ""}
  const live = [];
  for (let i = 0; i < 600_000; i++) live.push({ i, name: "bag " + i });
  const liveHeap = process.memoryUsage().heapUsed;
  const recent = [];
  let largest = 0;
  for (let round = 0; round < 8_000; round++) {
    recent.push(Array.from({ length: 400 }, (_, i) => ({ round, i, line: "order " + i })));
    if (recent.length > 300) recent.shift();
    if (round % 50 === 0) largest = Math.max(largest, process.memoryUsage().heapTotal);
  }
  console.log(JSON.stringify({ live: liveHeap / 1048576, largest: largest / 1048576, kept: live.length }));
`;

async function largestHeap(limit: boolean): Promise<{ live: number; largest: number }> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", workload(limit)],
    {
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout);
}

describe("the server's heap growth", () => {
  it("keeps the heap near its live set under a stream of objects that die old", async () => {
    const [byDefault, limited] = await Promise.all([largestHeap(false), largestHeap(true)]);
    // V8 alone lets this heap grow to several times what is live; limited, half of it above.
    expect(limited.largest).toBeLessThan(byDefault.largest * 0.75);
    expect(limited.largest).toBeLessThan(limited.live * 2.5);
  }, 60_000);
});
