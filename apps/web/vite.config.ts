import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstLoadBudget } from "./vite-plugin-first-load-budget.ts";
import { firstPaint } from "./vite-plugin-first-paint.ts";
import { precompress } from "./vite-plugin-precompress.ts";
import { preloadNames } from "./vite-plugin-preload-names.ts";
import { serviceWorker } from "./vite-plugin-service-worker.ts";
import { shellTexts } from "./vite-plugin-shell-texts.ts";

/** In development the API server runs on :3000; in production it serves this build itself. */
const API_SERVER = "http://localhost:3000";

export default defineConfig({
  plugins: [
    preloadNames(),
    react(),
    tailwindcss(),
    firstPaint(),
    shellTexts(),
    serviceWorker(),
    precompress(),
    firstLoadBudget(),
  ],
  server: {
    proxy: {
      "/api": API_SERVER,
      "/media": API_SERVER,
      "/sitemap.xml": API_SERVER,
      "/robots.txt": API_SERVER,
    },
  },
  preview: {
    proxy: {
      "/api": API_SERVER,
      "/media": API_SERVER,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads it to preload a page's chunks with the HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page runs in one chunk, the entry (docs/decisions/060-first-load-in-one-chunk.md).
          // Left to itself the bundler cut the first load into twenty files (React, the router,
          // i18next, and each small module the lazy pages share with the shell): gzipped one by one
          // they weighed 4.5 KB more than together. `$initial` tags every module the entry imports
          // with `import … from`, and theirs in turn, so the group needs nothing added.
          groups: [{ name: "index", tags: ["$initial"], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
