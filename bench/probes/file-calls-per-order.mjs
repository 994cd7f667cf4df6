/**
 * Loaded into the bench's server
 * (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/file-calls-per-order.mjs"`): counts, second by
 * second, the orders received (`POST /api/orders`) and the synchronous file reads and writes made
 * in the server's thread (`fs.readSync`, `fs.writeSync`: the embedded database's page reads and
 * write-backs through Emscripten's Node file system, and its WAL). Unlike a rate, these counts do
 * not move with the machine's speed. Written as JSON lines to PROBE_FILE_CALLS_OUT (the system's
 * temporary folder by default) when the bench stops the server.
 */
import fs, { writeFileSync } from "node:fs";
import http from "node:http";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = process.env.PROBE_FILE_CALLS_OUT ?? join(tmpdir(), "file-calls-per-order.jsonl");
const started = performance.now();
const seconds = new Map();
const bucket = () => {
  const second = Math.floor((performance.now() - started) / 1000);
  let counts = seconds.get(second);
  if (!counts) {
    counts = { second, orders: 0, reads: 0, readBytes: 0, writes: 0, writeBytes: 0 };
    seconds.set(second, counts);
  }
  return counts;
};
/** `call` counted in the second's bucket: one more under `calls`, the bytes it moved under `bytes`. */
const counted = (call, calls, bytes) =>
  function countedCall(...args) {
    const moved = call.apply(this, args);
    const counts = bucket();
    counts[calls] += 1;
    counts[bytes] += moved;
    return moved;
  };
fs.readSync = counted(fs.readSync, "reads", "readBytes");
fs.writeSync = counted(fs.writeSync, "writes", "writeBytes");
syncBuiltinESMExports();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function countedEmit(event, request, ...rest) {
  if (event === "request" && request.method === "POST" && request.url === "/api/orders") bucket().orders += 1;
  return emit.call(this, event, request, ...rest);
};
process.prependListener("SIGTERM", () => {
  writeFileSync(out, [...seconds.values()].map((counts) => JSON.stringify(counts)).join("\n"));
});
