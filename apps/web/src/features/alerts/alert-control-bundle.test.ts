import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../../../../..");
const ESBUILD = path.join(ROOT, "node_modules", ".bin", "esbuild");

/**
 * The shared package's files whose code a module carries into the browser when it is loaded,
 * bundled as the build bundles it: split at each `import()` (those chunks come later, if ever),
 * tree-shaken, the package's `sideEffects` honoured, libraries left out. (esbuild's command line:
 * its JavaScript API refuses the test's jsdom.)
 */
function sharedFilesIn(entry: string): string[] {
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
    return [...loaded]
      .flatMap((output) => Object.entries(meta.outputs[output]?.inputs ?? {}))
      .filter(([input, { bytesInOutput }]) => input.startsWith("packages/shared/src/") && bytesInOutput > 0)
      .map(([input]) => path.basename(input));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the 'notify me' control every product page loads", () => {
  // Zod builds each schema when its module is evaluated, and a bundler must keep every such call:
  // importing one rule from a file of schemas evaluates all of that file and of its imports. The
  // e-mail rule living beside the order and account schemas cost each product page some 90 ms of
  // script on this machine (four times that on Lighthouse's phone), for a box most never open;
  // Zod alone, 10 ms more.
  it("carries no schema: its button needs none", () => {
    const files = sharedFilesIn("apps/web/src/features/alerts/alert-control.tsx");
    expect(files).not.toContain("zod.ts");
    expect(files).not.toContain("email.ts");
  });

  it("loads a form, once opened, that carries the e-mail rule, not the order, account or admin schemas", () => {
    const files = sharedFilesIn("apps/web/src/features/alerts/alert-form.tsx");
    expect(files).toContain("email.ts");
    expect(files).toContain("privacy-notice.ts");
    for (const heavy of ["accounts.ts", "checkout.ts", "admin.ts", "catalogue.ts", "shipments.ts"]) {
      expect(files).not.toContain(heavy);
    }
  });
});
