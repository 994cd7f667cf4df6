/**
 * wrk (Debian's package) as the load generator: written in C with an event loop per thread, it
 * saturates long after the server does, which autocannon (one Node.js thread) did not on this
 * 2-core machine. Installed with apt-get when missing. Distinct requests and order bodies come
 * from a Lua script (bench/wrk/dynamic.lua); every run reports p95 and p97.5 besides wrk's own
 * percentiles through bench/wrk/report.lua.
 *
 * One wrk thread by default (`BENCH_WRK_THREADS`): on a 2-core machine the server then owns one
 * core and the load generator the other, the same for the shop and for the ceiling it is compared
 * with.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "shop-wrk-"));

export interface WrkOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Paths asked in turn (one request each); without them every request asks for `url` itself. */
  paths?: string[];
  /** JSON bodies to POST to the paths, each request with its own Idempotency-Key. */
  bodies?: string[];
  /** Each path asked at most once in the run (see bench/wrk/dynamic.lua); repeats are counted. */
  once?: boolean;
  /** wrk threads: `BENCH_WRK_THREADS`, or one (the server owns the other core). */
  threads?: number;
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Connection errors, read/write errors and time-outs. */
  errors: number;
  non2xx: number;
  /** Requests that asked a path of a `once` list again (the list was too short for the run). */
  repeated: number;
  /** One-minute load average when the run ended (the machine is shared). */
  load: number;
}

interface WrkReport {
  requests: number;
  durationUs: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  non2xx: number;
  timeouts: number;
  maxUs: number;
  p50Us: number;
  p90Us: number;
  p95Us: number;
  p97_5Us: number;
  p99Us: number;
  repeated: number;
}

export function ensureWrk(): void {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // `wrk --version` exits with 1 even when it is there; only a missing binary throws ENOENT.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return;
    console.log("bench: installing wrk (apt-get install -y wrk)");
    execFileSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit" });
  }
}

export const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

let runNumber = 0;

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  runNumber += 1;
  const report = join(scratch, `report-${runNumber}.json`);
  const script = join(scratch, `script-${runNumber}.lua`);
  const env: NodeJS.ProcessEnv = { ...process.env, WRK_REPORT: report, WRK_RUN: `${Date.now()}` };
  const reportLua = readFileSync(join(here, "wrk/report.lua"), "utf8");
  if (options.paths || options.bodies) {
    const paths = join(scratch, `paths-${runNumber}.txt`);
    writeFileSync(paths, `${(options.paths ?? ["/"]).join("\n")}\n`);
    env.WRK_PATHS = paths;
    env.WRK_THREADS = String(options.threads ?? WRK_THREADS);
    if (options.once) env.WRK_ONCE = "1";
    if (options.bodies) {
      const bodies = join(scratch, `bodies-${runNumber}.txt`);
      writeFileSync(bodies, `${options.bodies.join("\n")}\n`);
      env.WRK_BODIES = bodies;
    }
    writeFileSync(script, `${readFileSync(join(here, "wrk/dynamic.lua"), "utf8")}\n${reportLua}`);
  } else {
    // No request() function: wrk builds the request once and sends the same bytes, at full speed.
    writeFileSync(script, reportLua);
  }
  const args = [
    `-t${options.threads ?? WRK_THREADS}`,
    `-c${options.connections}`,
    `-d${options.durationSeconds}s`,
    "--timeout",
    "10s",
    "-s",
    script,
    options.url,
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn("wrk", args, { env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrk exited with ${code}`))));
  });
  const figures = JSON.parse(readFileSync(report, "utf8")) as WrkReport;
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
    requests: figures.requests,
    p50: ms(figures.p50Us),
    p90: ms(figures.p90Us),
    p95: ms(figures.p95Us),
    p97_5: ms(figures.p97_5Us),
    p99: ms(figures.p99Us),
    max: ms(figures.maxUs),
    errors: figures.connectErrors + figures.readErrors + figures.writeErrors + figures.timeouts,
    non2xx: figures.non2xx,
    repeated: figures.repeated,
    load: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}
