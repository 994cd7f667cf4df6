import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const ESBUILD = path.join(ROOT, "node_modules", ".bin", "esbuild");

/**
 * The shared package's files whose code a module carries into the browser when it is loaded: split
 * at each `import()` (those chunks come later, if ever), tree-shaken, the package's `sideEffects`
 * honoured, libraries left out. Bundled by esbuild, which keeps at least what the build's bundler
 * keeps (it inlines no constant across files), so a file it leaves out, the build leaves out too.
 */
export function sharedFilesIn(entry: string): string[] {
  return loadedWith(entry)
    .sources.filter((source) => source.startsWith("packages/shared/src/"))
    .map((source) => path.basename(source));
}

/**
 * Every source file (from the repository's root) whose code is evaluated when `entry` is loaded,
 * and the libraries it imports (left out of the bundle, named as imported). Bundled as
 * `sharedFilesIn` says. (esbuild's command line: its JavaScript API refuses the test's jsdom.)
 */
export function loadedWith(entry: string): { sources: string[]; libraries: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "bundle-"));
  try {
    const result = spawnSync(
      ESBUILD,
      [
        entry,
        "--bundle",
        "--format=esm",
        "--splitting",
        "--packages=external",
        "--alias:@shop/shared=./packages/shared/src/index.ts",
        `--metafile=${path.join(dir, "meta.json")}`,
        `--outdir=${path.join(dir, "out")}`,
        "--loader:.css=empty",
        "--log-level=error",
      ],
      { cwd: ROOT, encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(result.stderr);
    const meta = JSON.parse(readFileSync(path.join(dir, "meta.json"), "utf8")) as {
      outputs: Record<
        string,
        {
          entryPoint?: string;
          imports: Array<{ path: string; kind: string }>;
          inputs: Record<string, { bytesInOutput: number }>;
        }
      >;
    };
    // The entry's chunk and every chunk it imports statically, as the browser evaluates them.
    const loaded = new Set(
      Object.keys(meta.outputs).filter((output) => meta.outputs[output]?.entryPoint === entry),
    );
    for (const output of loaded) {
      for (const imported of meta.outputs[output]?.imports ?? []) {
        if (imported.kind === "import-statement" && imported.path in meta.outputs) loaded.add(imported.path);
      }
    }
    const sources = [...loaded]
      .flatMap((output) => Object.entries(meta.outputs[output]?.inputs ?? {}))
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input);
    const libraries = [...loaded]
      .flatMap((output) => meta.outputs[output]?.imports ?? [])
      .filter((imported) => !(imported.path in meta.outputs))
      .map((imported) => imported.path);
    return { sources, libraries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
