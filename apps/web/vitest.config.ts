import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // jsdom and user-event typing whole forms take seconds on a busy 2-core machine, where the
    // default 5 s cut passing tests short (seen with every server test file running beside them).
    testTimeout: 15_000,
  },
});
