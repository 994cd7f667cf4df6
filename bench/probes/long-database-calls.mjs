/**
 * Loaded into the bench's server
 * (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/long-database-calls.mjs"`): finds out what the
 * embedded database's long calls are made of. Every call into PGlite longer than
 * PROBE_LONG_CALL_MS (20) is written down with what it carried (a Bind's statement name, a Parse's
 * text, a Query), and, inside it, the time spent in each synchronous file call of the thread
 * (Emscripten's Node file system: page reads and writes, the WAL, its syncs, new files) and in the
 * garbage collector's pauses. Written as JSON lines to PROBE_LONG_CALLS_OUT (the system's
 * temporary folder by default) when the bench stops the server: one line per long call, then
 * every call summed by what it carried (count, milliseconds, its file calls by name: which
 * statement syncs the disk, which reads pages back), then a last line summing every call and
 * every pause of the collector, so the long ones can be set against the whole.
 */
import fs, { writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";

const longMs = Number(process.env.PROBE_LONG_CALL_MS ?? 20);
const out = process.env.PROBE_LONG_CALLS_OUT ?? join(tmpdir(), "long-database-calls.jsonl");
const decoder = new TextDecoder();

/** The file calls of the call under way, by name: count, milliseconds, bytes, longest. */
let inCall = null;
const all = { calls: 0, ms: 0, files: {} };
const longCalls = [];
/** Every call by label: count, milliseconds, and its file calls' counts by name. */
const byLabel = new Map();
const pauses = [];

function labelOf(message) {
  const type = String.fromCharCode(message[0]);
  const body = () => decoder.decode(message.subarray(5, 405)).split("\0");
  if (type === "P") return `P ${body()[1].replace(/\s+/g, " ").slice(0, 60)}`;
  if (type === "B") return `B ${body()[1] || "-"}`;
  if (type === "Q") return `Q ${body()[0].replace(/\s+/g, " ").slice(0, 60)}`;
  return type;
}

function addTo(files, name, ms, bytes) {
  const entry = files[name] ?? { n: 0, ms: 0, bytes: 0, max: 0 };
  entry.n += 1;
  entry.ms += ms;
  entry.bytes += bytes;
  entry.max = Math.max(entry.max, ms);
  files[name] = entry;
}

for (const name of [
  "readSync",
  "writeSync",
  "fsyncSync",
  "fdatasyncSync",
  "openSync",
  "closeSync",
  "ftruncateSync",
  "unlinkSync",
  "renameSync",
  "lstatSync",
  "statSync",
  "fstatSync",
  "readdirSync",
  "mkdirSync",
  "rmdirSync",
]) {
  const call = fs[name];
  if (typeof call !== "function") continue;
  fs[name] = function timedFileCall(...args) {
    const started = performance.now();
    const answer = call.apply(this, args);
    const ms = performance.now() - started;
    const bytes = typeof answer === "number" && (name === "readSync" || name === "writeSync") ? answer : 0;
    addTo(all.files, name, ms, bytes);
    if (inCall) addTo(inCall, name, ms, bytes);
    return answer;
  };
}
syncBuiltinESMExports();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) pauses.push({ at: entry.startTime, ms: entry.duration });
}).observe({ entryTypes: ["gc"] });

const execute = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function timedDatabaseCall(message, ...rest) {
  const files = {};
  inCall = files;
  const started = performance.now();
  try {
    return execute.call(this, message, ...rest);
  } finally {
    inCall = null;
    const ms = performance.now() - started;
    all.calls += 1;
    all.ms += ms;
    const label = labelOf(message);
    if (ms >= longMs) longCalls.push({ at: started, ms, label, files });
    const entry = byLabel.get(label) ?? { label, n: 0, ms: 0, files: {} };
    entry.n += 1;
    entry.ms += ms;
    for (const [name, { n }] of Object.entries(files)) entry.files[name] = (entry.files[name] ?? 0) + n;
    byLabel.set(label, entry);
  }
};

process.prependListener("SIGTERM", () => {
  const lines = longCalls.map((call) => {
    const gc = pauses
      .filter((pause) => pause.at >= call.at && pause.at < call.at + call.ms)
      .reduce((sum, pause) => sum + pause.ms, 0);
    const round = (value) => Math.round(value * 10) / 10;
    const files = Object.fromEntries(
      Object.entries(call.files).map(([name, entry]) => [
        name,
        { n: entry.n, ms: round(entry.ms), max: round(entry.max), kb: Math.round(entry.bytes / 1024) },
      ]),
    );
    return JSON.stringify({
      at: round(call.at),
      ms: round(call.ms),
      gcMs: round(gc),
      label: call.label,
      files,
    });
  });
  for (const entry of [...byLabel.values()].sort((a, b) => b.ms - a.ms).slice(0, 30))
    lines.push(JSON.stringify({ ...entry, ms: Math.round(entry.ms) }));
  const gcMs = pauses.reduce((sum, pause) => sum + pause.ms, 0);
  lines.push(
    JSON.stringify({
      total: true,
      ...all,
      gcMs,
      gcPauses: pauses.length,
      longest: pauses.reduce((m, p) => Math.max(m, p.ms), 0),
    }),
  );
  writeFileSync(out, `${lines.join("\n")}\n`);
});
