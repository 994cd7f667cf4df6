import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { APP_LOADER_CHUNK, APP_LOADER_INPUT, APP_LOADER_MODULES } from "./vite-app-loader.ts";
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
    firstLoadBudget({ loaderChunk: APP_LOADER_CHUNK }),
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
      // The page itself, and the loader a page with the server's pictures starts from instead.
      input: { index: "index.html", [APP_LOADER_CHUNK]: APP_LOADER_INPUT },
      output: {
        codeSplitting: {
          // Everything the first page runs in one chunk, the entry (docs/decisions/060-first-load-in-one-chunk.md).
          // Left to itself the bundler cut the first load into twenty files (React, the router,
          // i18next, and each small module the lazy pages share with the shell): gzipped one by one
          // they weighed 4.5 KB more than together. `$initial` tags every module the entry imports
          // with `import … from`, and theirs in turn, so the group needs nothing added.
          // The loader's few modules go first into a chunk of their own: they are initial too, and
          // in the first load's group they would make the loader import the whole of it.
          groups: [
            { name: APP_LOADER_CHUNK, test: APP_LOADER_MODULES, priority: 1 },
            { name: "index", tags: ["$initial"], includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
