/**
 * Loaded into the bench's server
 * (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/event-loop-stalls.mjs"`): the event loop's delay
 * (p50, p99, max), every garbage collection over 5 ms, and every stretch over 30 ms in which a
 * 10 ms timer could not run ([start, length] in ms since the process began). Written as JSON to
 * PROBE_STALLS_OUT (the system's temporary folder by default) when the bench stops the server
 * (SIGTERM; this runs before the server's own shutdown and ends the process).
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const out = process.env.PROBE_STALLS_OUT ?? join(tmpdir(), "event-loop-stalls.json");
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const collections = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > 5)
      collections.push([Math.round(entry.startTime), Math.round(entry.duration), entry.detail?.kind]);
  }
}).observe({ entryTypes: ["gc"] });
const stalls = [];
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > 30) stalls.push([Math.round(last), Math.round(now - last)]);
  last = now;
}, 10).unref();
process.once("SIGTERM", () => {
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  const figures = {
    p50: ms(delay.percentile(50)),
    p99: ms(delay.percentile(99)),
    max: ms(delay.max),
    collections,
    stalls,
  };
  writeFileSync(out, JSON.stringify(figures));
  process.exit(0);
});
