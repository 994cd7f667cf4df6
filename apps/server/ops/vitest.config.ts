import { defineProject } from "vitest/config";

/**
 * The operations tests: the built server as production runs it (processes, nginx, backups).
 * Run by `npm run test:ops` after `npm run build`, not by the unit run, which comes before it.
 */
export default defineProject({
  test: {
    name: "ops",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 240_000,
    // Each file starts several processes; one file at a time on a 2-core machine.
    fileParallelism: false,
  },
});
