import { relative } from "node:path";
import type { Plugin } from "vite";

/**
 * Where the table goes in the build, as the server reads it (PRELOAD_NAMES_FILE of packages/shared;
 * the Vite config cannot load the TypeScript package, so a test checks they agree).
 */
export const PRELOAD_NAMES_OUTPUT = ".vite/preload-names.json";

/** `import(/* preload: page:home *\/ "../features/catalog/home-page")`: the name and the specifier. */
const MARKED_IMPORT = /import\(\s*\/\*\s*preload:\s*([\w:-]+)\s*\*\/\s*["']([^"']+)["']\s*\)/g;

/** Every marked dynamic import of a source text, as [name, specifier]. */
export function findPreloadMarks(source: string): Array<[name: string, specifier: string]> {
  return [...source.matchAll(MARKED_IMPORT)].map((match) => [match[1] ?? "", match[2] ?? ""]);
}

/**
 * Writes dist/.vite/preload-names.json: each marked lazy import's name → its key in Vite's manifest
 * (the module's path from the web root). The server preloads a page's chunks by name from it
 * (apps/server/src/modules/web/preload-hints.ts), so moving or renaming a page's file moves its
 * preload with it. Two modules under one name fail the build.
 */
export function preloadNames(): Plugin {
  let root = process.cwd();
  const names = new Map<string, string>();
  return {
    name: "shop:preload-names",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("preload:")) return null;
      for (const [name, specifier] of findPreloadMarks(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`preload "${name}": cannot resolve ${specifier} from ${id}`);
        const key = relative(root, resolved.id.split("?")[0] ?? resolved.id).replaceAll("\\", "/");
        const existing = names.get(name);
        if (existing && existing !== key) this.error(`preload "${name}" names both ${existing} and ${key}`);
        names.set(name, key);
      }
      return null;
    },
    generateBundle() {
      const table = Object.fromEntries([...names].sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: "asset",
        fileName: PRELOAD_NAMES_OUTPUT,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
