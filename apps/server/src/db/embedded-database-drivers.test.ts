import { describe, expect, it, vi } from "vitest";
import { openDatabase, postgresPoolOf } from "./client";

// Loading PostgreSQL's driver is an error in this file: the embedded shop must never pay for it.
vi.mock("pg", () => {
  throw new Error("the PostgreSQL driver was loaded");
});
vi.mock("drizzle-orm/node-postgres", () => {
  throw new Error("drizzle's PostgreSQL driver was loaded");
});

describe("a shop on the embedded database", () => {
  it("opens, migrates and answers without loading the PostgreSQL driver", async () => {
    const opened = await openDatabase({ kind: "memory" });
    try {
      await opened.migrate();
      const result = await opened.db.execute("select 1 as one");
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
      expect(postgresPoolOf(opened.db)).toBeUndefined();
    } finally {
      await opened.close();
    }
  });
});
