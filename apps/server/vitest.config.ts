import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // PGlite starts a WebAssembly PostgreSQL and runs every migration per test file: seconds, not ms.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
