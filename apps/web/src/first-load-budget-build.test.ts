import { randomBytes } from "node:crypto";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadBudget,
  initialScripts,
  measureFirstLoad,
  overBudget,
} from "../vite-plugin-first-load-budget";

const BUILT = `<!doctype html>
<html lang="vi">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-b.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Random bytes: gzipped, they weigh what they weigh raw (plus a few header bytes). */
function incompressible(bytes: number): Uint8Array {
  return new Uint8Array(randomBytes(bytes));
}

/** A build's output: a text is a chunk's code, bytes an emitted file's source. */
function bundleOf(files: Record<string, string | Uint8Array>): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {
    "index.html": { type: "asset", fileName: "index.html", source: BUILT },
  };
  for (const [fileName, content] of Object.entries(files)) {
    bundle[fileName] =
      typeof content === "string"
        ? { type: "chunk", fileName, code: content }
        : { type: "asset", fileName, source: content };
  }
  return bundle as Rollup.OutputBundle;
}

/** Runs the plugin's check on a bundle as the build would, its `this.error` throwing. */
function build(bundle: Rollup.OutputBundle): void {
  const hook = firstLoadBudget({ loaderChunk: "app-loader" }).generateBundle;
  if (!hook || typeof hook === "function") throw new Error("the plugin has no ordered generateBundle hook");
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context as never, {} as never, bundle, false);
}

describe("the storefront's first load budget", () => {
  it("counts the entry script and every module preload of index.html, once each, not the stylesheet", () => {
    expect(initialScripts(BUILT)).toEqual(["assets/index-a.js", "assets/runtime-b.js"]);
  });

  it("weighs each file gzipped, the total their sum", () => {
    const firstLoad = measureFirstLoad(BUILT, (file) => (file.endsWith("a.js") ? "a".repeat(50_000) : "b"));
    expect(firstLoad.files.map((file) => file.file)).toEqual(["assets/index-a.js", "assets/runtime-b.js"]);
    // 50,000 equal letters gzip to a few hundred bytes: gzipped, not raw, is what counts.
    expect(firstLoad.files[0]?.bytes).toBe(50_000);
    expect(firstLoad.files[0]?.gzip).toBeLessThan(1_000);
    expect(firstLoad.gzip).toBe((firstLoad.files[0]?.gzip ?? 0) + (firstLoad.files[1]?.gzip ?? 0));
  });

  it("is 130 KB gzip", () => {
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(130 * 1024);
  });

  it("passes a build whose first load is within it", () => {
    const bundle = bundleOf({
      "assets/index-a.js": incompressible(100 * 1024),
      "assets/runtime-b.js": incompressible(25 * 1024),
    });
    expect(() => build(bundle)).not.toThrow();
  });

  it("fails a build whose first load is over it, naming the files by weight", () => {
    const bundle = bundleOf({
      "assets/index-a.js": incompressible(100 * 1024),
      "assets/runtime-b.js": incompressible(31 * 1024),
    });
    expect(() => build(bundle)).toThrow(
      /first JavaScript is 131\.\d\d KB gzip, over its budget of 130\.00 KB/,
    );
    expect(() => build(bundle)).toThrow(/assets\/index-a\.js [\d.]+ KB\n {2}assets\/runtime-b\.js/);
  });

  it("reads a chunk's code as the browser gets it", () => {
    // 200 KB raw, a few hundred bytes gzipped: within the budget however large it is unzipped.
    const bundle = bundleOf({ "assets/index-a.js": "x".repeat(200 * 1024), "assets/runtime-b.js": "y" });
    expect(() => build(bundle)).not.toThrow();
    const heavy = bundleOf({ "assets/index-a.js": "y", "assets/runtime-b.js": incompressible(131 * 1024) });
    expect(() => build(heavy)).toThrow(/over its budget/);
  });

  it("counts the app loader too, which a page with the server's pictures loads first", () => {
    const within = bundleOf({
      "assets/index-a.js": incompressible(100 * 1024),
      "assets/runtime-b.js": incompressible(29 * 1024),
    });
    expect(() => build(within)).not.toThrow();
    within["assets/app-loader-c.js"] = {
      ...(within["assets/index-a.js"] as Rollup.OutputChunk),
      type: "chunk",
      fileName: "assets/app-loader-c.js",
      name: "app-loader",
      isEntry: true,
      imports: [],
      // 4 KB of base64 text from random bytes: about 3 KB gzipped.
      code: Buffer.from(incompressible(3 * 1024)).toString("base64"),
    };
    expect(() => build(within)).toThrow(/over its budget(.|\n)*assets\/app-loader-c\.js/);
  });

  it("fails a build whose app loader imports another chunk, which it would fetch before the first picture", () => {
    const bundle = bundleOf({ "assets/index-a.js": "a", "assets/runtime-b.js": "b" });
    bundle["assets/app-loader-c.js"] = {
      type: "chunk",
      fileName: "assets/app-loader-c.js",
      name: "app-loader",
      isEntry: true,
      imports: [],
      code: "c",
    } as unknown as Rollup.OutputChunk;
    expect(() => build(bundle)).not.toThrow();
    (bundle["assets/app-loader-c.js"] as Rollup.OutputChunk).imports = ["assets/index-a.js"];
    expect(() => build(bundle)).toThrow("the app loader assets/app-loader-c.js imports assets/index-a.js");
  });

  it("fails a build whose index.html loads a file the build did not write", () => {
    const bundle = bundleOf({ "assets/index-a.js": incompressible(1024) });
    expect(() => build(bundle)).toThrow(
      "index.html loads assets/runtime-b.js, which the build did not write",
    );
  });

  it("fails a build that wrote no index.html to measure", () => {
    const bundle = bundleOf({ "assets/index-a.js": "a" });
    delete bundle["index.html"];
    expect(() => build(bundle)).toThrow("the build wrote no index.html");
  });

  it("says nothing when the first load is exactly the budget", () => {
    expect(overBudget({ files: [], gzip: FIRST_LOAD_BUDGET_BYTES })).toBeNull();
    expect(overBudget({ files: [], gzip: FIRST_LOAD_BUDGET_BYTES + 1 })).toContain("over its budget");
  });
});
