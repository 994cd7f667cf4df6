/**
 * GET /api/admin/stats for the last 90 days over 100,000 orders on PostgreSQL (target p95 ≤ 100 ms).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run stats -w @shop/bench
 *
 * A scratch database is created beside the one named (and dropped afterwards), migrated with the
 * shop's migrations, filled in SQL (100,000 orders spread over 90 days in every status, one line
 * each from 48 bags), then the real app answers the call through Fastify's inject, one request at
 * a time, so the figure is the latency of the call itself. Printed: the first ask (it keeps the
 * figures of the days that have ended), the asks after it, and asks each after a change to an
 * order of an ended day (that day counted again).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, shopDate } from "@shop/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { signIn } from "../apps/server/src/test/admin-fixtures";
import type { TestApp } from "../apps/server/src/test/test-app";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const name = `bench_stats_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "bench-stats-"));
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await database.migrate();
    const { db } = database;
    const filling = Date.now();
    await db.execute(sql`
      insert into orders (order_id, subtotal, total, payment_method, full_name, phone, email, address,
                          status, payment_status, created_at)
      select 'ORDER' || (1700000000000 + g), price, price, 'cod', 'Khách ' || g,
             '09' || lpad((g % 100000000)::text, 8, '0'), 'khach' || g || '@bench.vn', 'Hà Nội',
             (array['pending','confirmed','shipping','delivered','cancelled'])[1 + g % 5],
             case when g % 3 = 0 then 'paid' else 'unpaid' end,
             now() - (random() * 90 * 86400) * interval '1 second'
      from (select g, 200000 + (g % 40) * 50000 as price from generate_series(1, ${ORDERS}) g) s`);
    await db.execute(sql`
      insert into order_items (order_id, product_id, name, color, unit_price, quantity)
      select id, md5((hashtext(id::text) % 48)::text)::uuid, 'Túi ' || (hashtext(id::text) % 48),
             '#000000', total, 1
      from orders`);
    // As autovacuum would by now: statistics, and the visibility map that index-only scans need.
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze order_items`);
    console.log(`filled ${ORDERS} orders in ${((Date.now() - filling) / 1000).toFixed(1)} s`);

    await mkdir(join(dataDir, "web"), { recursive: true });
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, "web"),
      PUBLIC_URL: "https://shop.example",
      SEED_DEMO: "false",
    });
    const app = await buildApp({ config, db });
    const owner = await signIn({ db, config } as TestApp, { role: "admin" });
    const to = shopDate(new Date());
    const url90 = `/api/admin/stats?from=${addDays(to, -89)}&to=${to}`;
    const ask = async () => {
      const started = process.hrtime.bigint();
      const response = await app.inject({ method: "GET", url: url90, headers: owner.headers });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // The first ask keeps the figures of the 89 days that have ended (order_day_figures).
    const firstAsk = await ask();
    for (let i = 0; i < 10; i++) await ask();
    const load = loadavg();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await ask());
    times.sort((a, b) => a - b);
    // As on a working day: before each ask an order of an ended day changes (pending ⇄ confirmed,
    // still a sale), so that day is forgotten and counted again.
    const afterAChange: number[] = [];
    for (let i = 0; i < REQUESTS / 4; i++) {
      await db.execute(sql`
        update orders set status = case status when 'pending' then 'confirmed' else 'pending' end
        where id = (select id from orders where status in ('pending', 'confirmed')
                      and created_at < now() - interval '1 day' offset ${(i * 7919) % 20_000} limit 1)`);
      afterAChange.push(await ask());
    }
    afterAChange.sort((a, b) => a - b);
    const result = {
      at: new Date().toISOString(),
      orders: ORDERS,
      requests: REQUESTS,
      url: url90,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1),
      firstAsk,
      afterAChange: { p50: percentile(afterAChange, 50), p95: percentile(afterAChange, 95) },
      loadavgBefore: load,
      loadavgAfter: loadavg(),
    };
    console.log(JSON.stringify(result, null, 2));
    await mkdir(new URL("./results/", import.meta.url), { recursive: true });
    await writeFile(
      new URL(`./results/stats-${result.at.replaceAll(":", "-")}.json`, import.meta.url),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}"`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
