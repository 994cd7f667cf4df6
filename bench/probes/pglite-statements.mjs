/**
 * Loaded into the bench's server
 * (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/pglite-statements.mjs"`): counts and times every
 * call into the embedded database over a window, by what the call carries (a Parse with the head
 * of its text, a Bind with its statement's name, a simple Query), and writes the list, dearest
 * first, to PROBE_STATEMENTS_OUT (the system's temporary folder by default). The window
 * (PROBE_STATEMENTS_SECONDS, 9) starts at the first call whose label matches PROBE_STATEMENTS_FROM
 * (a regular expression, say `place_order` for the first order), or 12 s after the server starts.
 * Each line: calls, their total time, the longest one, the label.
 * PGlite takes a Bind with its Execute and Sync in one call: their time is the statement's.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const seconds = Number(process.env.PROBE_STATEMENTS_SECONDS ?? 9);
const startAt = process.env.PROBE_STATEMENTS_FROM ? new RegExp(process.env.PROBE_STATEMENTS_FROM) : null;
const out = process.env.PROBE_STATEMENTS_OUT ?? join(tmpdir(), "pglite-statements.txt");
const calls = new Map();
const decoder = new TextDecoder();
let counting = false;

function labelOf(message) {
  const type = String.fromCharCode(message[0]);
  const body = () => decoder.decode(message.subarray(5, 405)).split("\0");
  if (type === "P") {
    const [name, text] = body();
    return `P ${name || "-"} ${text.replace(/\s+/g, " ").slice(0, 90)}`;
  }
  if (type === "B") return `B ${body()[1] || "-"}`;
  if (type === "Q") return `Q ${body()[0].replace(/\s+/g, " ").slice(0, 90)}`;
  return type;
}

function startCounting() {
  counting = true;
  setTimeout(() => {
    counting = false;
    const rows = [...calls].sort((a, b) => b[1].ms - a[1].ms);
    const lines = rows.map(
      ([label, { n, ms, max }]) =>
        `${String(n).padStart(7)} ${ms.toFixed(0).padStart(7)} ms ${max.toFixed(1).padStart(7)} max  ${label}`,
    );
    writeFileSync(out, `${lines.join("\n")}\n`);
  }, seconds * 1000).unref();
}

const execute = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function (message, ...rest) {
  const label = labelOf(message);
  if (!counting && startAt?.test(label) && calls.size === 0) startCounting();
  const started = performance.now();
  const answer = execute.call(this, message, ...rest);
  if (counting) {
    const call = calls.get(label) ?? { n: 0, ms: 0, max: 0 };
    const took = performance.now() - started;
    call.n += 1;
    call.ms += took;
    call.max = Math.max(call.max, took);
    calls.set(label, call);
  }
  return answer;
};
if (!startAt) setTimeout(startCounting, 12_000).unref();
