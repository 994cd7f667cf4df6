import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT } from "./heap-growth";

const run = promisify(execFile);
const heapGrowth = fileURLToPath(new URL("./heap-growth.ts", import.meta.url));

/**
 * The factors V8 applied to the old generation's limit after each full collection, in a process
 * of its own (V8's flags are the whole process's) that grows a live set of a few tens of MB.
 * `--trace-gc-verbose` prints each as "[HeapController] Limit: old size: … new limit: … (1.5)".
 */
async function growingFactors(limit: boolean): Promise<number[]> {
  const program = `
    ${limit ? `const { limitHeapGrowth } = await import(${JSON.stringify(heapGrowth)}); limitHeapGrowth();` : ""}
    const bags = [];
    for (let i = 0; i < 800_000; i++) bags.push({ i, name: "bag " + i });
    console.log(bags.length);
  `;
  const { stdout } = await run(
    process.execPath,
    ["--trace-gc-verbose", "--import", "tsx", "--input-type=module", "-e", program],
    { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return [...stdout.matchAll(/\[HeapController\] Limit: .*\(([\d.]+)\)/g)].map((match) => Number(match[1]));
}

describe("the server's heap growth", () => {
  it("lets the old generation grow by a quarter of what survived each full collection", async () => {
    const [byDefault, limited] = await Promise.all([growingFactors(false), growingFactors(true)]);
    // V8 alone chooses from how fast the program allocates, up to 4 (4.0 for this one).
    expect(byDefault.length).toBeGreaterThan(0);
    expect(byDefault.some((factor) => factor > 1.5)).toBe(true);
    expect(limited.length).toBeGreaterThan(0);
    // V8 prints the factor with one decimal (1.25 shows as 1.2).
    expect(new Set(limited).size).toBe(1);
    expect(Math.abs((limited[0] ?? 0) - (1 + HEAP_GROWING_PERCENT / 100))).toBeLessThan(0.051);
  }, 60_000);
});
