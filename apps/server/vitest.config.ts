import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Every embedded test database starts from one migrated copy made once per run.
    globalSetup: ["src/test/migrated-embedded-database.global.ts"],
    // PGlite starts a WebAssembly PostgreSQL per test database: a second or more, not ms.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
