import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type Database, postgresPoolOf } from "../../db/client";
import type { Mailer } from "../mail/mailer";

/**
 * What an owner watches in production (docs/deploy.md "What to watch"), one registry per app so
 * tests building several apps never share counters. Names follow Prometheus conventions: seconds,
 * `_total` for counters, `shop_` for ours.
 */
export interface ShopMetrics {
  registry: Registry;
  /** Latency by route pattern (`/api/products/:slug`), never the raw URL, so the series stay few. */
  requestDuration: Histogram<"method" | "route" | "status_code">;
  ordersPlaced: Counter;
  /** Payments by method and outcome; cash on delivery counts as `pending` when the order is placed. */
  payments: Counter<"method" | "outcome">;
  mailSent: Counter;
  mailFailed: Counter;
  /** Counts every message through the mailer: sent, or failed (then the error goes on). */
  instrumentMailer(mailer: Mailer): Mailer;
  /** A queue of mail waiting to go (an outbox) reports its depth here; read at every scrape. */
  observeOutboxDepth(depth: () => number | Promise<number>): void;
  /** Pool use when the database is PostgreSQL through node-postgres; nothing for PGlite. */
  observeDatabasePool(db: Database): void;
}

export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from request to response, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed (POST /api/orders answered 201, replays not counted).",
    registers: [registry],
  });
  const payments = new Counter({
    name: "shop_payments_total",
    help: "Payments by method and outcome (cash on delivery: pending until delivered).",
    labelNames: ["method", "outcome"] as const,
    registers: [registry],
  });
  const mailSent = new Counter({
    name: "shop_mail_sent_total",
    help: "E-mails handed to the transport (SMTP or the outbox folder).",
    registers: [registry],
  });
  const mailFailed = new Counter({
    name: "shop_mail_failed_total",
    help: "E-mails the transport refused or could not take.",
    registers: [registry],
  });

  let outboxDepth: (() => number | Promise<number>) | null = null;
  new Gauge({
    name: "shop_mail_outbox_depth",
    help: "Messages waiting in the mail outbox (absent until an outbox reports its depth).",
    registers: [registry],
    async collect() {
      if (outboxDepth) this.set(await outboxDepth());
    },
  });

  return {
    registry,
    requestDuration,
    ordersPlaced,
    payments,
    mailSent,
    mailFailed,
    instrumentMailer(mailer) {
      return {
        async send(message) {
          try {
            await mailer.send(message);
          } catch (error) {
            mailFailed.inc();
            throw error;
          }
          mailSent.inc();
        },
      };
    },
    observeOutboxDepth(depth) {
      outboxDepth = depth;
    },
    observeDatabasePool(db) {
      const pool = postgresPoolOf(db);
      if (!pool) return;
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      gauge("shop_db_pool_connections", "Connections the PostgreSQL pool holds.", () => pool.totalCount);
      gauge("shop_db_pool_idle_connections", "Pool connections idle.", () => pool.idleCount);
      gauge(
        "shop_db_pool_waiting_requests",
        "Queries waiting for a free pool connection.",
        () => pool.waitingCount,
      );
    },
  };
}
