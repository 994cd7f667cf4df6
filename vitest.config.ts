import { defineConfig } from "vitest/config";

/** One `vitest run` at the root runs every workspace's unit and integration tests. */
export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web", "bench"],
  },
});
