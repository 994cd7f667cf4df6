import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertProduct } from "../modules/products/products.repository";
import { productInput } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import type { OpenedDatabase } from "./client";
import { nextQuietTime, startEmbeddedMaintenance, vacuumEmbeddedDatabase } from "./embedded-maintenance";
import { resultRows } from "./result-rows";

describe("the embedded database's nightly vacuum", () => {
  it("comes at half past three in the morning, Vietnam time, the next one after now", () => {
    // 03:00 on 1 December in Hồ Chí Minh City is 20:00 UTC on 30 November.
    expect(nextQuietTime(new Date("2026-11-30T20:00:00Z")).toISOString()).toBe("2026-11-30T20:30:00.000Z");
    expect(nextQuietTime(new Date("2026-11-30T20:30:00Z")).toISOString()).toBe("2026-12-01T20:30:00.000Z");
    expect(nextQuietTime(new Date("2026-12-01T09:15:00Z")).toISOString()).toBe("2026-12-01T20:30:00.000Z");
  });

  describe("on a shop's data", () => {
    let database: OpenedDatabase;
    beforeAll(async () => {
      database = await openTestDatabase("pglite");
    });
    afterAll(() => database?.close());

    const productsCounted = async () => {
      const [row] = resultRows<{ reltuples: number }>(
        await database.db.execute(sql`select reltuples from pg_class where relname = 'products'`),
      );
      return Number(row?.reltuples);
    };

    it("gives the planner the tables' true sizes, which nothing else on the embedded database does", async () => {
      for (let index = 0; index < 40; index += 1) {
        await insertProduct(database.db, productInput({ name: `Túi số ${index}` }), { now: new Date() });
      }
      expect(await productsCounted()).not.toBe(40);
      await vacuumEmbeddedDatabase(database.db);
      expect(await productsCounted()).toBe(40);
    });
  });

  describe("its schedule", () => {
    afterEach(() => vi.useRealTimers());

    it("runs at each quiet time while the server runs, logs what it took, and stops with the server", async () => {
      vi.useFakeTimers({ now: new Date("2026-11-30T20:29:00Z") });
      const vacuum = vi.fn(async () => {});
      const logged: unknown[] = [];
      const logger = {
        info: (entry: unknown) => logged.push(entry),
        error: (entry: unknown) => logged.push(entry),
      };
      const maintenance = startEmbeddedMaintenance({ vacuum, logger });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(vacuum).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(vacuum).toHaveBeenCalledTimes(1);
      expect(logged).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(vacuum).toHaveBeenCalledTimes(2);
      await maintenance.stop();
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(vacuum).toHaveBeenCalledTimes(2);
    });

    it("logs a failed vacuum and tries again the next night", async () => {
      vi.useFakeTimers({ now: new Date("2026-11-30T20:29:00Z") });
      const vacuum = vi.fn(async () => {
        throw new Error("disk full");
      });
      const errors: unknown[] = [];
      const logger = { info: () => {}, error: (entry: unknown) => errors.push(entry) };
      const maintenance = startEmbeddedMaintenance({ vacuum, logger });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(vacuum).toHaveBeenCalledTimes(2);
      await maintenance.stop();
    });
  });
});
