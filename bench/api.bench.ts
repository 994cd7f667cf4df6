/**
 * API load benchmark (targets and figures in bench/README.md).
 *
 *   npm run bench:api                       # 100,000 products on embedded PGlite
 *   BENCH_PRODUCTS=20000 npm run bench:api   # a smaller catalogue
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:api   # on PostgreSQL
 *   BENCH_ONLY=list,search npm run bench:api # only the scenarios whose key starts so
 *
 * It fills a scratch database, starts the production server (apps/server/dist) in a child process,
 * and measures it with wrk (bench/wrk.ts, one thread: the server owns the other core) at 50
 * connections beside a bare `node:http` server that returns the very same bytes, headers and body
 * (the ceiling, bench/ceiling-server.mjs), measured in the same run. The search scenarios are
 * described in bench/search-queries.ts and bench/README.md ("Scenarios").
 * Every figure is printed beside its target and the machine's load (the machine is shared).
 * Results go to stdout and bench/results/api-<date>.json.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EMBEDDED_DATABASE_NODE_FLAGS } from "../apps/server/src/node-flags";
import { listPath, productPath, searchPath } from "./catalogue-paths";
import { adminToken, type MixedFigures, mixedReadPaths, runMixed } from "./mixed.scenario";
import { orderBodies } from "./orders.scenario";
import {
  discardWaitingMail,
  fillCatalogue,
  productCountIn,
  productIdsIn,
  searchCatalogue,
  stockUpCatalogue,
} from "./scratch-catalogue";
import {
  newMarkedQueries,
  newSearchQueries,
  newTypoQueries,
  type SearchQuery,
  searchKey,
  seededRandom,
} from "./search-queries";
import { ensureWrk, runWrk, WRK_THREADS, type WrkResult } from "./wrk";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
/** BENCH_SERVER measures another build of the server (e.g. an older one copied beside dist/). */
const serverEntry = process.env.BENCH_SERVER ?? join(root, "apps/server/dist/server.js");

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Each scenario first runs this long unmeasured, as wrk users do: the first seconds after a start
 * are the JIT compiling the path and the collector clearing the start's garbage (list page 1, the
 * first scenario, had p99 14.5 ms in its first 10 s and 6.0 ms in the next).
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/**
 * How many new queries each "new searches" scenario has for its measured run, and for its warm-up:
 * more than the run can send (3,000 req/s for 10 s is 30,000). A run that sends more reports its
 * repeats and fails its target rather than measure the cache (bench/search-queries.ts).
 */
const newSearches = Number(process.env.BENCH_NEW_SEARCHES ?? 150_000);
const newWarmUpSearches = Math.ceil((newSearches * warmUpSeconds) / durationSeconds);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `shop-bench-${productCount}`);
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const serverPort = Number(process.env.BENCH_PORT ?? 3710);
/** The server's memory is read again this long after the last run. */
const REST_SECONDS = 20;
const ceilingPort = serverPort + 1;

interface Target {
  text: string;
  met(shop: WrkResult, ceiling: WrkResult | null): boolean;
}

interface Scenario {
  key: string;
  name: string;
  /** Null for a scenario that only shows something (the repeated searches: what the cache gives). */
  target: Target | null;
  /** One path, or many asked in turn. */
  paths: string[];
  /** Each path asked at most once in the run (new searches); repeats are counted and fail the target. */
  once?: boolean;
  bodies?: string[];
  /** Asked during the warm-up instead of `paths`, when the measured requests must find nothing cached. */
  warmUpPaths?: string[];
}

interface Row {
  key: string;
  scenario: string;
  target: string;
  /** Null when the scenario has no target. */
  met: boolean | null;
  shop: WrkResult;
  /** For new searches: the share of queries like the measured ones (its warm-up's) that found a product. */
  foundShare: number | null;
  /** The bare node:http server sending the same bytes, same run (scenarios of one URL only). */
  ceiling: WrkResult | null;
  ratioToCeiling: number | null;
  /** The mixed scenario's orders and edits beside its reads (`shop`). */
  mixed?: MixedFigures;
  /**
   * The server's CPU time (user and system, all its threads) per answered request in the measured
   * run, in µs: on a shared machine the figure that moves least with the load, so the one to
   * compare builds by (1,000,000 / it is what one core would answer, unshared).
   */
  serverCpuMicrosPerRequest: number | null;
}

/** The owner's account of the bench's server, for the mixed scenario's price edits. */
const BENCH_ADMIN = { email: "owner@bench.example", password: "bench-owner-password-0123" };
/** The design's memory target, for a catalogue of a million products. */
const MEMORY_TARGET_MB = 1_024;

const nearCeiling: Target = {
  text: "≥ 80 % of ceiling, p99 ≤ 10 ms",
  met: (shop, ceiling) =>
    ceiling !== null && shop.requestsPerSecond >= 0.8 * ceiling.requestsPerSecond && shop.p99 <= 10,
};
const searchTarget: Target = {
  text: "≥ 3,000 req/s, p95 ≤ 30 ms, no query asked twice",
  met: (shop) =>
    shop.requestsPerSecond >= 3_000 &&
    shop.p95 <= 30 &&
    shop.errors + shop.non2xx === 0 &&
    shop.repeated === 0,
};

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) {
    throw new Error("apps/server/dist/server.js is missing: run `npm run build` first.");
  }
  ensureWrk();
  const databaseName = databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(`bench: ${productCount} products on ${databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`}`);
  const location = databaseUrl
    ? { kind: "postgres" as const, url: databaseUrl }
    : { kind: "pglite" as const, dataDir: join(dataDir, "pglite") };
  if ((await productCountIn(location)) !== productCount) {
    const started = Date.now();
    await fillCatalogue(location, productCount);
    console.log(`bench: filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await stockUpCatalogue(location);
  await discardWaitingMail(location);
  // Product pages asked once each: more ids than the run can ask for, so none is served cached.
  // The first 60,000 are measured, the rest only warm up: the measured ones are then all uncached.
  const productIds = await productIdsIn(location, 80_000);
  const measuredProducts = Math.min(60_000, Math.floor(productIds.length * 0.75));

  // Every search of the run, by the key the server caches it under: no "new" query repeats one.
  const askedSearches = new Set<string>();
  const hotSearch: SearchQuery = { words: ["túi", "xách", "đỏ"], category: null };
  askedSearches.add(searchKey(hotSearch));
  const repeatedSearches = repeatedSearchQueries();
  for (const query of repeatedSearches) askedSearches.add(searchKey(query));
  const catalogue = searchCatalogue(productCount);
  const random = seededRandom(36);
  const newSearch = () => ({
    paths: newSearchQueries(catalogue, newSearches, random, askedSearches).map(searchPath),
    warmUpPaths: newSearchQueries(catalogue, newWarmUpSearches, random, askedSearches).map(searchPath),
  });
  const newMarkedSearch = () => ({
    paths: newMarkedQueries(catalogue, newSearches, random, askedSearches).map(searchPath),
    warmUpPaths: newMarkedQueries(catalogue, newWarmUpSearches, random, askedSearches).map(searchPath),
  });
  const newTypoSearch = () => ({
    paths: newTypoQueries(catalogue, newSearches, random, askedSearches).map(searchPath),
    warmUpPaths: newTypoQueries(catalogue, newWarmUpSearches, random, askedSearches).map(searchPath),
  });

  const { child: server, start } = await startShopServer();
  const rows: Row[] = [];
  const rss = { afterRuns: 0, atRest: 0, peak: 0 };
  try {
    const base = `http://127.0.0.1:${serverPort}`;
    const scenarios: Scenario[] = [
      {
        key: "list",
        name: "product list, page 1",
        target: nearCeiling,
        paths: [listPath({ page: 1 })],
      },
      {
        key: "category",
        name: "category page 3, price ↑",
        target: nearCeiling,
        paths: [listPath({ category: "Handbag", sort: "price_asc", page: 3 })],
      },
      {
        key: "search-hot",
        name: "search, one hot query",
        target: nearCeiling,
        paths: [searchPath(hotSearch)],
      },
      {
        key: "search-repeated",
        name: `repeated searches: ${repeatedSearches.length.toLocaleString("en")} queries asked in turn, again and again`,
        target: null,
        paths: repeatedSearches.map(searchPath),
      },
      {
        key: "search-new",
        name: "new searches: every request a query not asked before in the run",
        target: searchTarget,
        once: true,
        ...newSearch(),
      },
      {
        key: "search-new-typos",
        name: "new searches with a typo: every request new, one word misspelt",
        target: searchTarget,
        once: true,
        ...newTypoSearch(),
      },
      {
        key: "search-new-marked",
        name: "new searches typed with marks: every request new, words of a name as written",
        target: searchTarget,
        once: true,
        ...newMarkedSearch(),
      },
      {
        key: "product",
        name: "product page by id, uncached",
        target: {
          text: "≥ 5,000 req/s",
          met: (shop) => shop.requestsPerSecond >= 5_000 && shop.errors + shop.non2xx === 0,
        },
        // A small catalogue (the quick check) splits what it has: three quarters measured.
        paths: productIds.slice(0, measuredProducts).map(productPath),
        warmUpPaths: productIds.slice(measuredProducts).map(productPath),
      },
    ];
    for (const scenario of scenarios) {
      if (only && !only.some((prefix) => scenario.key.startsWith(prefix))) continue;
      rows.push(await measureScenario(base, scenario));
    }
    // Writes last, so the reads above ran on the catalogue alone. On the embedded database (the
    // default most owners run) the orders are a scenario of their own name, held to the same target.
    const ordersKey = databaseUrl ? "orders" : "orders-embedded";
    if (!only || only.some((prefix) => ordersKey.startsWith(prefix))) {
      rows.push(
        await measureScenario(base, {
          key: ordersKey,
          name: databaseUrl
            ? "place order, distinct Idempotency-Keys"
            : "place order on the embedded default (PGlite), distinct Idempotency-Keys",
          target: {
            text: "≥ 500 orders/s, p99 ≤ 100 ms, no failure",
            met: (shop) =>
              shop.requestsPerSecond >= 500 && shop.p99 <= 100 && shop.errors + shop.non2xx === 0,
          },
          paths: ["/api/orders"],
          bodies: await orderBodies(base),
        }),
      );
    }
    if (!only || only.some((prefix) => "mixed".startsWith(prefix))) {
      const searches = newSearchQueries(catalogue, newSearches, random, askedSearches).map(searchPath);
      rows.push(
        await measureMixed(base, {
          readPaths: mixedReadPaths(productIds.slice(0, 2_000).map(productPath), searches),
          orderBodies: await orderBodies(base),
          token: await adminToken(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
        }),
      );
    }
    rss.afterRuns = residentMegabytes(server);
    // The same process once the last run's work is done (its orders' mail written out) and the
    // collector has had its idle time to give memory back, as a shop's server spends most hours.
    await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000));
    rss.atRest = residentMegabytes(server);
    rss.peak = residentMegabytes(server, "VmHWM");
  } finally {
    server.kill("SIGTERM");
  }

  printTable(databaseName, rows, rss, start);
  await mkdir(join(here, "results"), { recursive: true });
  const file = join(here, "results", `api-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        productCount,
        connections,
        durationSeconds,
        database: databaseUrl ? "postgres" : "pglite",
        generator: `wrk, ${WRK_THREADS} thread${WRK_THREADS === 1 ? "" : "s"}`,
        cpus: cpus().length,
        loadAtEnd: loadavg(),
        serverRssMegabytes: rss.afterRuns,
        serverRssAtRestMegabytes: rss.atRest,
        serverPeakRssMegabytes: rss.peak,
        start,
        restSeconds: REST_SECONDS,
        rows,
      },
      null,
      2,
    ),
  );
  console.log(`bench: results in ${file}`);
}

async function measureScenario(base: string, scenario: Scenario): Promise<Row> {
  const first = scenario.paths[0] ?? "/";
  let answer: RecordedAnswer | null = null;
  if (!scenario.bodies) {
    const response = await fetch(base + first);
    if (!response.ok) throw new Error(`${first} answered ${response.status}`);
    answer = { body: Buffer.from(await response.arrayBuffer()), headers: headersToReplay(response.headers) };
  }
  const single = scenario.paths.length === 1 && !scenario.bodies;
  const load = {
    url: base + (single ? first : "/"),
    connections,
    ...(single ? {} : { paths: scenario.paths }),
    ...(scenario.once ? { once: true } : {}),
    ...(scenario.bodies ? { bodies: scenario.bodies } : {}),
  };
  if (warmUpSeconds > 0) {
    const warmUp = scenario.warmUpPaths ? { url: `${base}/`, paths: scenario.warmUpPaths } : {};
    await runWrk({ ...load, ...warmUp, durationSeconds: warmUpSeconds });
  }
  const cpuBefore = serverCpuMicros();
  const shop = await runWrk({ ...load, durationSeconds });
  const cpuUsed = serverCpuMicros() - cpuBefore;
  // The ceiling replays one answer: a like-for-like comparison only for a scenario of one URL.
  let ceiling: WrkResult | null = null;
  if (answer && single) {
    const ceilingServer = await startCeiling(answer);
    try {
      ceiling = await runWrk({ url: `http://127.0.0.1:${ceilingPort}/`, connections, durationSeconds });
    } finally {
      ceilingServer.kill("SIGTERM");
    }
  }
  const row: Row = {
    key: scenario.key,
    scenario: scenario.name,
    target: scenario.target?.text ?? "none (shows what the cache serves)",
    met: scenario.target ? scenario.target.met(shop, ceiling) : null,
    shop,
    foundShare:
      scenario.once && scenario.warmUpPaths ? await shareThatFinds(base, scenario.warmUpPaths) : null,
    ceiling,
    ratioToCeiling: ceiling ? shop.requestsPerSecond / ceiling.requestsPerSecond : null,
    serverCpuMicrosPerRequest: shop.requests > 0 ? Math.round(cpuUsed / shop.requests) : null,
  };
  console.log(`bench: ${formatRow(row)}`);
  if (shop.repeated > 0) {
    console.log(
      `bench: ${scenario.key} asked ${shop.repeated} queries a second time: raise BENCH_NEW_SEARCHES above ${shop.requests}`,
    );
  }
  return row;
}

/**
 * The mixed scenario (bench/mixed.scenario.ts): reads through wrk while this process orders and
 * edits prices. Its target: reads p99 ≤ 20 ms, no failure, and no old price after an edit.
 */
async function measureMixed(
  base: string,
  load: { readPaths: string[]; orderBodies: string[]; token: string },
): Promise<Row> {
  if (warmUpSeconds > 0) {
    await runWrk({
      url: `${base}${listPath({ page: 1 })}`,
      connections,
      durationSeconds: warmUpSeconds,
    });
  }
  const cpuBefore = serverCpuMicros();
  const mixed = await runMixed(base, { ...load, connections, durationSeconds });
  const cpuUsed = serverCpuMicros() - cpuBefore;
  const { reads } = mixed;
  // Every request of the run shares the server's time: the reads, the orders, the edits and their read-backs.
  const answered = reads.requests + mixed.orders + mixed.edits * 2 + mixed.readBacks;
  const row: Row = {
    key: "mixed",
    scenario: "mixed: browsing, new searches, orders and price edits together",
    target: "reads p99 ≤ 20 ms, no failure, no old price after an acknowledged edit",
    met:
      reads.p99 <= 20 &&
      reads.errors + reads.non2xx === 0 &&
      mixed.orderFailures + mixed.editFailures === 0 &&
      mixed.staleAnswers === 0 &&
      mixed.edits > 0,
    shop: reads,
    foundShare: null,
    ceiling: null,
    ratioToCeiling: null,
    mixed,
    serverCpuMicrosPerRequest: answered > 0 ? Math.round(cpuUsed / answered) : null,
  };
  console.log(`bench: ${formatRow(row)}`);
  console.log(`bench: mixed ${formatMixed(mixed)}`);
  return row;
}

function formatMixed(mixed: MixedFigures): string {
  return [
    `orders ${mixed.ordersPerSecond}/s (${mixed.orders}, p99 ${mixed.orderP99} ms, ${mixed.orderFailures} failed)`,
    `price edits ${mixed.edits} (p99 ${mixed.editP99} ms, ${mixed.editFailures} failed)`,
    `old prices after an acknowledged edit: ${mixed.staleAnswers} of ${mixed.readBacks} read-backs`,
    ...(mixed.firstOrderFailure ? [`first refused order: ${mixed.firstOrderFailure}`] : []),
    ...(mixed.firstEditFailure ? [`first refused edit: ${mixed.firstEditFailure}`] : []),
  ].join("; ");
}

/** How many of (up to) 200 of these paths, spread over the list, answer at least one product. */
async function shareThatFinds(base: string, paths: string[]): Promise<number> {
  const step = Math.max(1, Math.floor(paths.length / 200));
  let asked = 0;
  let found = 0;
  for (let index = 0; index < paths.length && asked < 200; index += step) {
    const response = await fetch(base + paths[index]);
    const page = (await response.json()) as { total?: number };
    asked += 1;
    if ((page.total ?? 0) > 0) found += 1;
  }
  return asked === 0 ? 0 : found / asked;
}

const SEARCH_WORDS = [
  "túi",
  "xách",
  "đeo",
  "chéo",
  "vai",
  "ví",
  "da",
  "đen",
  "đỏ",
  "hồng",
  "mini",
  "classic",
  "tote",
  "be",
  "nâu",
  "xanh",
  "canvas",
  "cầm tay",
  "dây",
  "khóa",
];

/**
 * What many shoppers ask again and again: word pairs × pages, walked round and round. From the
 * second time a query is asked the server answers it from its cache, so this measures the cache.
 */
function repeatedSearchQueries(): Array<SearchQuery & { page: number }> {
  const words = SEARCH_WORDS;
  const queries: Array<SearchQuery & { page: number }> = [];
  for (let i = 0; queries.length < 4_000; i++) {
    const first = words[i % words.length] ?? "";
    const second = words[Math.floor(i / words.length) % words.length] ?? "";
    const page = 1 + Math.floor(i / (words.length * words.length));
    queries.push({ words: [first, second], category: null, page });
  }
  return queries;
}

function formatRow(row: Row): string {
  const { shop, ceiling } = row;
  const ratio = row.ratioToCeiling === null ? "" : `${(row.ratioToCeiling * 100).toFixed(0)} %`;
  return [
    row.scenario,
    row.target,
    row.met === null ? "—" : row.met ? "**met**" : "not met",
    shop.requestsPerSecond.toLocaleString("en"),
    shop.p50,
    shop.p95,
    shop.p99,
    shop.errors + shop.non2xx,
    row.foundShare === null ? "" : `${Math.round(row.foundShare * 100)} %`,
    ceiling ? ceiling.requestsPerSecond.toLocaleString("en") : "",
    ratio,
    `${shop.load}${ceiling ? ` / ${ceiling.load}` : ""}`,
    row.serverCpuMicrosPerRequest === null
      ? ""
      : `${row.serverCpuMicrosPerRequest} (${Math.round(1e6 / Math.max(1, row.serverCpuMicrosPerRequest)).toLocaleString("en")})`,
  ].join(" | ");
}

function printTable(
  database: string,
  rows: Row[],
  rss: { afterRuns: number; atRest: number; peak: number },
  start: ServerStart,
): void {
  console.log("");
  console.log(
    `${database}, ${productCount.toLocaleString("en")} products, ${connections} connections, wrk -t${WRK_THREADS}, ${durationSeconds} s each`,
  );
  console.log(
    "| scenario | target | | req/s | p50 ms | p95 ms | p99 ms | errors | found | ceiling req/s | ratio | load (shop / ceiling) | server CPU µs/request (req/s of one core) |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|");
  for (const row of rows) console.log(`| ${formatRow(row)} |`);
  for (const row of rows) if (row.mixed) console.log(`mixed: ${formatMixed(row.mixed)}`);
  console.log(
    `server RSS (target ≤ 300 MB): ${rss.afterRuns} MB as the last run ends, ${rss.atRest} MB ${REST_SECONDS} s later`,
  );
  const million = productCount >= 1_000_000 ? (rss.peak <= MEMORY_TARGET_MB ? "**met**" : "not met") : "—";
  console.log(
    `server peak RSS (target ≤ ${MEMORY_TARGET_MB} MB at 1,000,000 products): ${rss.peak} MB ${million}; ` +
      `start: listening ${start.listeningSeconds} s after launch (${start.rssAtListenMegabytes} MB), ` +
      `search index ready ${start.indexReadySeconds} s after launch (${start.rssAtIndexMegabytes} MB)`,
  );
}

/** The server process being measured (its CPU time is read around each measured run). */
let serverPid: number | undefined;

/** The server's CPU time so far (user and system, /proc/<pid>/stat), in µs; 0 when unknown. */
function serverCpuMicros(): number {
  if (serverPid === undefined) return 0;
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${serverPid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    return (ticks * 1e6) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ, which /proc reports CPU times in (100 on every architecture Node.js runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/** The child's resident memory now (VmRSS) or at its highest so far (VmHWM), in MB. */
function residentMegabytes(child: ChildProcess, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** How long the server took to start, and its memory then (the million-product run's figures). */
interface ServerStart {
  listeningSeconds: number;
  rssAtListenMegabytes: number;
  indexReadySeconds: number;
  rssAtIndexMegabytes: number;
}

async function startShopServer(): Promise<{ child: ChildProcess; start: ServerStart }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    SEED_DEMO: "false",
    NODE_ENV: "production",
    // All the load comes from one address: the per-client order limit would answer 429.
    ORDER_RATE_LIMIT: "1000000",
    // The owner who edits prices in the mixed scenario.
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.JWT_SECRET = "bench-secret-bench-secret-bench-secret-0123";
  }
  // Started as docs/deploy.md starts each shape: the embedded database with its flags.
  const shapeArgs = databaseUrl ? [] : EMBEDDED_DATABASE_NODE_FLAGS;
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  // The request log goes to /dev/null: its cost is measured (the shop writes it), not its reading.
  const launched = Date.now();
  const child = spawn(process.execPath, [...shapeArgs, ...nodeArgs, serverEntry], {
    env,
    stdio: ["ignore", process.env.BENCH_LOG ? "inherit" : "ignore", "inherit"],
  });
  serverPid = child.pid;
  let listeningSeconds = 0;
  let rssAtListenMegabytes = 0;
  try {
    await waitFor(`http://127.0.0.1:${serverPort}/api/health`, child, 10);
    listeningSeconds = (Date.now() - launched) / 1000;
    rssAtListenMegabytes = residentMegabytes(child);
    // The first search waits for the search index to load (decision 022): not part of any
    // scenario. At a million products on a busy machine that took longer than fetch's 300 s wait
    // for headers, which ended the bench and left its server running: asked until it answers.
    await waitFor(`http://127.0.0.1:${serverPort}/api/products?q=warm`, child, 1_000, 3_600_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  const indexReadySeconds = (Date.now() - launched) / 1000;
  const start: ServerStart = {
    listeningSeconds: Math.round(listeningSeconds * 10) / 10,
    rssAtListenMegabytes,
    indexReadySeconds: Math.round(indexReadySeconds * 10) / 10,
    rssAtIndexMegabytes: residentMegabytes(child),
  };
  console.log(
    `bench: listening ${start.listeningSeconds} s after launch (${start.rssAtListenMegabytes} MB), ` +
      `search index ready at ${start.indexReadySeconds} s (${start.rssAtIndexMegabytes} MB)`,
  );
  return { child, start };
}

/** The shop's answer to a scenario's first request, replayed by the ceiling. */
interface RecordedAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** Node's http server writes these itself (and fetch has already decoded the body). */
const HEADERS_NODE_WRITES = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
]);

function headersToReplay(headers: Headers): Record<string, string> {
  // fetch hands over the decoded body: replaying it under its encoding would not be the same bytes.
  if (headers.has("content-encoding")) throw new Error("the ceiling replays uncompressed answers only");
  return Object.fromEntries([...headers].filter(([name]) => !HEADERS_NODE_WRITES.has(name)));
}

async function startCeiling({ body, headers }: RecordedAnswer): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(here, "ceiling-server.mjs"), String(ceilingPort)], {
    stdio: ["pipe", "inherit", "inherit"],
    env: { ...process.env, CEILING_HEADERS: JSON.stringify(headers) },
  });
  child.stdin?.end(body);
  await waitFor(`http://127.0.0.1:${ceilingPort}/`, child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, pollMs = 200, withinMs = 600_000): Promise<void> {
  // A million products take minutes to migrate and open on the embedded database.
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
}

await main();
