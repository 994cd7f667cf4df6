import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PlacedOrder } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { count, eq, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseLocation, openDatabase } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { SERVER_PACKAGE_DIR } from "../../paths";
import { productInput } from "../../test/test-app";
import { insertProduct } from "../products/products.repository";

/**
 * docs/decisions/009-orders.md and 021-durability.md: nothing acknowledged is lost when the server
 * is killed. The real server process (tsx src/server.ts) takes orders from concurrent shoppers and
 * is SIGKILLed at a random moment, several times over, each restart on the same data taking the
 * next burst (and sending the mail the killed one owed). At the end every order answered 201 is
 * stored whole (order, lines, total), no half-written order exists, and every stored order has
 * exactly one confirmation mail (the .eml outbox in DATA_DIR/outbox, SMTP_URL unset).
 */

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const targets: Array<"pglite" | "postgres"> = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];
/** Kills per database; CRASH_RUNS raises it for a longer hunt. */
const KILLS = Number(process.env.CRASH_RUNS ?? 3);
const PARALLEL = 8;
/**
 * The kill comes at a random moment this long after the run's first order is answered: counted
 * from the server's first answer rather than from its start, so a slow (loaded) machine, where the
 * first order of a fresh process can take longer than this, still gets orders answered before each
 * kill, and every kill still lands among orders in flight.
 */
const KILL_WITHIN_MS = 1_500;
/** A server that answers no order at all in this long is killed anyway (the test then fails). */
const FIRST_ANSWER_LIMIT_MS = 60_000;
const METRICS_TOKEN = "crash-test-metrics-token-0123456789";

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

describe.each(targets)("a server killed at random moments while taking orders, on %s", (kind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every answered order whole and mails each stored order once", { timeout: 240_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "shop-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let location: DatabaseLocation = { kind: "pglite", dataDir: join(dataDir, "pglite") };
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
      ORDER_RATE_LIMIT: "1000000",
      METRICS_TOKEN,
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
    const answered: PlacedOrder[] = [];
    const killDelays: number[] = [];
    let sent = 0;

    async function placeOrders(server: ChildProcess, onAnswered: () => void): Promise<void> {
      let down = server.exitCode !== null || server.signalCode !== null;
      server.once("exit", () => {
        down = true;
      });
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (!down) {
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
                    address: "12 Lê Lợi",
                    provinceCode: 79,
                    wardCode: 26740,
                  },
                  items: [
                    { productId: bag.id, color: "#d32f2f", quantity: 1 + (index % 5) },
                    { productId: tote.id, color: "#d32f2f", quantity: 1 },
                  ],
                }),
              });
              if (response.status === 201) {
                answered.push((await response.json()) as PlacedOrder);
                onAnswered();
              }
            } catch {
              // The connection died with the server: this order may or may not be stored, never half.
            }
          }
        }),
      );
    }

    for (let run = 0; run < KILLS; run++) {
      const server = startServer({ ...env, PORT: String(port) });
      cleanups.push(async () => server.kill("SIGKILL"));
      await waitForHealth(base, server);
      // A random moment: mid-transaction, mid-answer, mid-mail (the restart sends what the
      // killed process owed while this run's orders come in), or between requests.
      const delay = Math.round(Math.random() * KILL_WITHIN_MS);
      killDelays.push(delay);
      const answeredBefore = answered.length;
      let killer = setTimeout(() => server.kill("SIGKILL"), FIRST_ANSWER_LIMIT_MS);
      let armed = false;
      await placeOrders(server, () => {
        if (armed) return;
        armed = true;
        clearTimeout(killer);
        killer = setTimeout(() => server.kill("SIGKILL"), delay);
      });
      clearTimeout(killer);
      await exited(server);
      expect(server.signalCode, `run ${run} (kill after ${delay} ms)`).toBe("SIGKILL");
      expect(answered.length, `orders answered in run ${run}`).toBeGreaterThan(answeredBefore);
    }

    // The last restart recovers and sends every mail still owed, then stops cleanly.
    const last = startServer({ ...env, PORT: String(port) });
    cleanups.push(async () => last.kill("SIGKILL"));
    await waitForHealth(base, last);
    await waitForEmptyOutbox(base);
    last.kill("SIGTERM");
    await exited(last);

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
    const context = `kills after ${killDelays.join(", ")} ms`;
    for (const order of answered) {
      const row = stored.get(order.orderId);
      expect(row, `${order.orderId} answered 201 but is missing (${context})`).toBeDefined();
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

    // Every stored order (answered or not: it committed) has exactly one confirmation mail.
    const mails = await confirmationMails(join(dataDir, "outbox"));
    for (const order of answered) {
      expect(mails.get(order.orderId) ?? 0, `mails for ${order.orderId} (${context})`).toBe(1);
    }
    for (const row of rows) expect(mails.get(row.orderId) ?? 0, `mails for ${row.orderId}`).toBe(1);
    expect([...mails.keys()].filter((orderId) => !stored.has(orderId))).toEqual([]);
  });
});

/** Waits until the restarted server reports no mail waiting (shop_mail_outbox_depth 0). */
async function waitForEmptyOutbox(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const depth = /^shop_mail_outbox_depth (\d+)/m.exec(await response.text())?.[1];
    if (depth === "0") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many confirmation mails each order id got, read from the .eml files. */
async function confirmationMails(dir: string): Promise<Map<string, number>> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
  const counts = new Map<string, number>();
  for (const file of files) {
    const subject = /^Subject: (.*)$/m.exec(readableMail(await readFile(join(dir, file), "utf8")))?.[1] ?? "";
    const orderId = /ORDER\d+/.exec(subject)?.[0];
    if (orderId) counts.set(orderId, (counts.get(orderId) ?? 0) + 1);
  }
  return counts;
}
