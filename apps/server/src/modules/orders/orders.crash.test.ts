import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PlacedOrder } from "@shop/shared";
import { count, eq, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseLocation, openDatabase } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { SERVER_PACKAGE_DIR } from "../../paths";
import { productInput } from "../../test/test-app";
import { insertProduct } from "../products/products.repository";

/**
 * docs/decisions/009-orders.md: no checkout lost or doubled when the server is killed
 * mid-write. The real server process (tsx src/server.ts) takes a burst of orders and is SIGKILLed
 * in the middle; after a restart every order that was answered 201 must be complete, and no
 * half-written order (an order without items, items without an order) may exist.
 */

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const targets: Array<"pglite" | "postgres"> = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];
const BURST = 400;
const PARALLEL = 16;
const KILL_AFTER_ANSWERS = 60;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", join(SERVER_PACKAGE_DIR, "src/server.ts")], {
    cwd: SERVER_PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start within 60 s");
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.each(targets)("a server killed in the middle of a burst of orders, on %s", (kind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every answered order complete and no partial one", { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "shop-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let location: DatabaseLocation = { kind: "pglite", dataDir: join(dataDir, "pglite") };
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
      ORDER_RATE_LIMIT: "1000000",
    };
    if (kind === "postgres" && testDatabaseUrl) {
      const name = `shop_crash_${Date.now()}_${randomBytes(3).toString("hex")}`;
      await withAdmin((client) => client.query(`create database "${name}"`));
      cleanups.push(() =>
        withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)),
      );
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${name}`;
      location = { kind: "postgres", url: url.toString() };
      env.DATABASE_URL = url.toString();
      env.JWT_SECRET = "crash-test-secret-crash-test-secret-0123456789";
    }

    // The catalogue, written before the server holds the database.
    const setup = await openDatabase(location);
    await setup.migrate();
    const now = new Date();
    const bag = await insertProduct(
      setup.db,
      productInput({
        name: "Túi xách Classic",
        price: 1_250_000,
        variations: [{ color: "#d32f2f", images: [], stock: 100_000 }],
      }),
      {
        now,
      },
    );
    const tote = await insertProduct(
      setup.db,
      productInput({
        name: "Túi tote",
        price: 990_000,
        variations: [{ color: "#d32f2f", images: [], stock: 100_000 }],
      }),
      { now },
    );
    await setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ ...env, PORT: String(port) });
    cleanups.push(async () => first.kill("SIGKILL"));
    await waitForHealth(base, first);

    const answered: PlacedOrder[] = [];
    let sent = 0;
    let killed = false;
    async function shopper(): Promise<void> {
      while (sent < BURST && !killed) {
        const index = sent++;
        try {
          const response = await fetch(`${base}/api/orders`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": `crash-${kind}-${index}` },
            body: JSON.stringify({
              paymentMethod: "cod",
              customerInfo: {
                fullName: `Khách ${index}`,
                phone: "0901234567",
                email: `khach${index}@example.vn`,
                address: "12 Lê Lợi, Quận 1",
              },
              items: [
                { productId: bag.id, color: "#d32f2f", quantity: 1 + (index % 5) },
                { productId: tote.id, color: "#d32f2f", quantity: 1 },
              ],
            }),
          });
          if (response.status === 201) answered.push((await response.json()) as PlacedOrder);
        } catch {
          // The connection died with the server: this order may or may not be stored, never half.
        }
        if (answered.length >= KILL_AFTER_ANSWERS && !killed) {
          killed = true;
          first.kill("SIGKILL");
        }
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, shopper));
    await exited(first);
    expect(first.signalCode).toBe("SIGKILL");
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

    // A restart on the same data recovers; then it is stopped cleanly and the data read directly.
    const second = startServer({ ...env, PORT: String(port) });
    cleanups.push(async () => second.kill("SIGKILL"));
    await waitForHealth(base, second);
    second.kill("SIGTERM");
    await exited(second);

    const check = await openDatabase(location);
    cleanups.push(() => check.close());
    const rows = await check.db
      .select({
        orderId: orders.orderId,
        total: orders.total,
        itemCount: sql<number>`count(${orderItems.id})::int`,
        itemSum: sql<number>`coalesce(sum(${orderItems.unitPrice} * ${orderItems.quantity}), 0)::int`,
      })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .groupBy(orders.id);
    const stored = new Map(rows.map((row) => [row.orderId, row]));
    for (const order of answered) {
      const row = stored.get(order.orderId);
      expect(row, `${order.orderId} answered 201 but is missing`).toBeDefined();
      expect(row?.total).toBe(order.total);
      expect(row?.itemCount).toBe(2);
      expect(row?.itemSum).toBe(order.total);
    }
    // No partial order: every stored order has its items and its total is theirs.
    for (const row of rows) {
      expect(row.itemCount).toBe(2);
      expect(row.itemSum).toBe(row.total);
    }
    const [orphans] = await check.db
      .select({ n: count() })
      .from(orderItems)
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .where(isNull(orders.id));
    expect(orphans?.n).toBe(0);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(rows.length);
  });
});
