import { gzipSync } from "node:zlib";
import type { Plugin, Rollup } from "vite";

/**
 * The storefront's first JavaScript, gzipped: at most 130 KB (bench/README.md, "Targets";
 * docs/decisions/060-first-load-in-one-chunk.md). The page-speed bench reports against the same number.
 */
export const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;

/** The entry `<script type="module" src>` and every `<link rel="modulepreload" href>` of index.html. */
export function initialScripts(html: string): string[] {
  const sources = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => (match[1] ?? "").replace(/^\//, ""));
  return [...new Set(sources)].filter(Boolean);
}

export interface FirstLoad {
  files: Array<{ file: string; bytes: number; gzip: number }>;
  gzip: number;
}

/**
 * Each initial script gzipped at level 9, as the build's precompressed `.gz` copies are, and the
 * files `alsoLoaded` names (the app loader, which the server adds to pages with its pictures).
 */
export function measureFirstLoad(
  html: string,
  contentOf: (file: string) => string | Uint8Array,
  alsoLoaded: string[] = [],
): FirstLoad {
  const files = [...initialScripts(html), ...alsoLoaded].map((file) => {
    const content = contentOf(file);
    const bytes = typeof content === "string" ? Buffer.byteLength(content) : content.length;
    return { file, bytes, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** Why a first load is over the budget, or null when it is within it. */
export function overBudget(firstLoad: FirstLoad, budget = FIRST_LOAD_BUDGET_BYTES): string | null {
  if (firstLoad.gzip <= budget) return null;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const files = [...firstLoad.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${file.file} ${kb(file.gzip)}`)
    .join("\n");
  return (
    `the storefront's first JavaScript is ${kb(firstLoad.gzip)} gzip, over its budget of ${kb(budget)} ` +
    `(docs/decisions/060-first-load-in-one-chunk.md):\n${files}`
  );
}

/**
 * Fails the build when index.html's initial scripts weigh more than the budget, gzipped: a build
 * property, checked on every `npm run build` (so in `npm test`), not a timed test.
 */
export function firstLoadBudget({
  loaderChunk,
  budget = FIRST_LOAD_BUDGET_BYTES,
}: {
  /** The name of an entry chunk a page loads first as well (the app loader, vite-app-loader.ts). */
  loaderChunk?: string;
  budget?: number;
} = {}): Plugin {
  return {
    name: "shop:first-load-budget",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const page = bundle["index.html"];
        if (page?.type !== "asset") this.error("the build wrote no index.html to measure its first load by");
        const html = typeof page.source === "string" ? page.source : new TextDecoder().decode(page.source);
        // A page with the server's pictures loads the app loader first. It must stand alone: a
        // chunk it imported would be fetched before the first picture, the very thing it is for.
        const loader = Object.values(bundle).find(
          (output): output is Rollup.OutputChunk =>
            output.type === "chunk" && output.isEntry && output.name === loaderChunk,
        );
        if (loader && loader.imports.length > 0) {
          this.error(
            `the app loader ${loader.fileName} imports ${loader.imports.join(", ")}: it must carry its few modules ` +
              "alone (vite-app-loader.ts, docs/decisions/066-the-first-picture-before-the-scripts.md)",
          );
        }
        const firstLoad = measureFirstLoad(
          html,
          (file) => {
            const output = bundle[file];
            if (!output) this.error(`index.html loads ${file}, which the build did not write`);
            return output.type === "chunk" ? output.code : output.source;
          },
          loader ? [loader.fileName] : [],
        );
        const reason = overBudget(firstLoad, budget);
        if (reason) this.error(reason);
      },
    },
  };
}
