/**
 * Loaded into the bench's server (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/allocations.mjs"`):
 * V8's sampling heap profiler over a window, counting what the collector has already taken back as
 * well as what is still held, so it shows where the garbage of a scenario is made. The window
 * starts PROBE_ALLOCATIONS_AFTER seconds after the server starts (20 by default: past the index's
 * load and the bench's warm-up) and lasts PROBE_ALLOCATIONS_SECONDS (8). Written to
 * PROBE_ALLOCATIONS_OUT (the system's temporary folder by default) as a `.heapprofile` that
 * Chromium's DevTools open; `node bench/probes/allocations.mjs <file>` prints the functions that
 * allocated most, by their own allocations and with what they called.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const readingAFile = process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2];

if (readingAFile) {
  const { head } = JSON.parse(readFileSync(process.argv[2], "utf8"));
  const own = new Map();
  const inclusive = new Map();
  let total = 0;
  const nameOf = (frame) =>
    `${frame.functionName || "(anonymous)"} ${frame.url.split("/").slice(-2).join("/")}:${frame.lineNumber}`;
  /** Returns the bytes of `node` and below, adding each to its name once per path. */
  function walk(node, above) {
    const name = nameOf(node.callFrame);
    const bytes =
      node.selfSize + node.children.reduce((sum, child) => sum + walk(child, [...above, name]), 0);
    own.set(name, (own.get(name) ?? 0) + node.selfSize);
    if (!above.includes(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + bytes);
    total += node.selfSize;
    return bytes;
  }
  walk(head, []);
  const print = (title, table) => {
    console.log(title);
    for (const [name, bytes] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`${((bytes / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  };
  console.log(`${(total / 1e6).toFixed(1)} MB sampled`);
  print("-- own", own);
  print("-- with what it called", inclusive);
} else {
  const after = Number(process.env.PROBE_ALLOCATIONS_AFTER ?? 20);
  const seconds = Number(process.env.PROBE_ALLOCATIONS_SECONDS ?? 8);
  const out = process.env.PROBE_ALLOCATIONS_OUT ?? join(tmpdir(), "allocations.heapprofile");
  const session = new Session();
  session.connect();
  setTimeout(async () => {
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    setTimeout(async () => {
      const { profile } = await session.post("HeapProfiler.stopSampling");
      writeFileSync(out, JSON.stringify(profile));
    }, seconds * 1000).unref();
  }, after * 1000).unref();
}
