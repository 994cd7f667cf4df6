/**
 * The products a page shows that the product cache has not got: pages of 24 (and a batch of 100,
 * the most the reader gathers in one turn of a busy server) read by id from the embedded database,
 * in this process, through the repository the shop uses (`findProductsByIds`). Every page is 24
 * random products of the catalogue, never the same page twice. Figures: wall time and this
 * process's CPU time per statement, round after round, so the spread shows.
 *
 * It reads a copy of the API bench's database (`BENCH_DATA_DIR`, filled by `npm run bench:api`),
 * and leaves the original as it was:
 *
 *   BENCH_DATA_DIR=/tmp/bench-main npm run product-reads -w @shop/bench
 *
 * bench/README.md ("Evening, 2026-11-30") cites its figures.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../apps/server/src/db/client";
import { findProductsByIds } from "../apps/server/src/modules/products/products.repository";
import { productIdsIn } from "./scratch-catalogue";
import { seededRandom } from "./search-queries";

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error("BENCH_DATA_DIR: the API bench's data folder (npm run bench:api fills it)");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STATEMENTS_PER_ROUND = 200;

const copy = await mkdtemp(join(tmpdir(), "product-reads-"));
try {
  await cp(join(dataDir, "pglite"), join(copy, "pglite"), { recursive: true });
  const location = { kind: "pglite", dataDir: join(copy, "pglite") } as const;
  const ids = await productIdsIn(location, 1_000_000);
  const opened = await openDatabase(location);
  const random = seededRandom(7);
  const pick = (count: number) =>
    Array.from({ length: count }, () => ids[Math.floor(random() * ids.length)] ?? "");
  try {
    for (const size of [24, 100]) {
      // Warm: the statement's plan and the pages it touches, as on a server that has been running.
      for (let i = 0; i < 50; i++) await findProductsByIds(opened.db, pick(size));
      for (let round = 1; round <= ROUNDS; round++) {
        const started = process.hrtime.bigint();
        const cpuBefore = process.cpuUsage();
        let read = 0;
        for (let i = 0; i < STATEMENTS_PER_ROUND; i++)
          read += (await findProductsByIds(opened.db, pick(size))).length;
        const cpu = process.cpuUsage(cpuBefore);
        const wallMs = Number(process.hrtime.bigint() - started) / 1e6 / STATEMENTS_PER_ROUND;
        const cpuMs = (cpu.user + cpu.system) / 1_000 / STATEMENTS_PER_ROUND;
        console.info(
          `${size} products by id, round ${round}: ${wallMs.toFixed(2)} ms a statement, ${cpuMs.toFixed(2)} ms of CPU (${read / STATEMENTS_PER_ROUND} found each)`,
        );
      }
    }
  } finally {
    await opened.close();
  }
} finally {
  await rm(copy, { recursive: true, force: true });
}
