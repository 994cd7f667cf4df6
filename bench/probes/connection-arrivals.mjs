/**
 * Loaded into the bench's server
 * (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/connection-arrivals.mjs"`): for every connection
 * the server accepts, when it was accepted and, for one that asks for an order, when its first
 * `POST /api/orders` was read and when that request's answer was handed to the socket (ms since
 * the process began). wrk opens its fifty connections at once at the start of a measured run, and
 * their first requests are 1 % of a run's orders: this shows how long the server took to let them
 * all in (libuv accepts one connection a turn of the event loop, docs/decisions/067-short-turns.md).
 * Written as a JSON array to PROBE_ARRIVALS_OUT (the system's temporary folder by default) when
 * the bench stops the server; the measured run's connections are the last fifty that asked.
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = process.env.PROBE_ARRIVALS_OUT ?? join(tmpdir(), "connection-arrivals.json");
const connections = [];
const arrivalOf = new WeakMap();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function timedEmit(event, first, second, ...rest) {
  if (event === "connection") {
    const arrival = { accepted: performance.now() };
    connections.push(arrival);
    arrivalOf.set(first, arrival);
  }
  if (event === "request" && first.method === "POST" && first.url === "/api/orders") {
    const arrival = arrivalOf.get(first.socket);
    if (arrival && arrival.request === undefined) {
      arrival.request = performance.now();
      second.once("finish", () => {
        arrival.answered = performance.now();
      });
    }
  }
  return emit.call(this, event, first, second, ...rest);
};

process.prependListener("SIGTERM", () => {
  writeFileSync(out, JSON.stringify(connections));
});
