import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin, Rollup } from "vite";

/** Written at the build's root, so that it may control every page (a worker's scope is its folder). */
export const SERVICE_WORKER_FILE = "sw.js";

/** Small public files the shell shows on every page (the heavy hero pictures and video are not). */
const PUBLIC_SHELL_FILES = [
  "/favicon.svg",
  "/favicon.ico",
  "/logo.svg",
  "/icons/icon-192.png",
  "/images/product-placeholder.svg",
  "/images/moit-notified.svg",
];

/** Code only the administration loads: not worth a shopper's storage. */
const ADMIN_MODULES = /\/src\/features\/admin\//;

/**
 * Writes dist/sw.js: the hand-written worker (service-worker.js) with the build's version and the
 * list of files that make up the storefront's shell (the entry, every chunk the storefront can
 * load, its stylesheets, a few public files). The version is a hash of that list and of the
 * worker's text: any change to the app makes a new worker, whose install stores the new build
 * and whose activation deletes the old one's caches
 * (docs/decisions/023-storefront-pwa-and-legal.md).
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  return {
    name: "shop:service-worker",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const template = await readFile(join(root, "service-worker.js"), "utf8");
      this.emitFile({
        type: "asset",
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(bundle, template),
      });
    },
  };
}

/** The worker's text: `const BUILD = {version, precache}` above the hand-written worker. */
export function serviceWorkerSource(bundle: Rollup.OutputBundle, template: string): string {
  const files = storefrontFiles(bundle);
  const precache = [...files.map((file) => `/${file}`), ...PUBLIC_SHELL_FILES].sort();
  const version = createHash("sha256")
    .update(JSON.stringify(precache))
    .update(template)
    .digest("hex")
    .slice(0, 12);
  return `const BUILD = ${JSON.stringify({ version, precache }, null, 1)};\n${template}`;
}

/**
 * The chunks reachable from the entry (static and lazy imports) without entering the
 * administration, and the stylesheets they import.
 */
function storefrontFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk") chunks.set(output.fileName, output);
  }
  const seen = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const fileName = queue.pop();
    if (!fileName || seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) continue;
    if (chunk.facadeModuleId && ADMIN_MODULES.test(chunk.facadeModuleId)) continue;
    seen.add(fileName);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const css = [...seen].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]);
  return [...seen, ...css];
}
