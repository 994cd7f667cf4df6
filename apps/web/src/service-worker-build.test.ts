import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { serviceWorkerSource } from "../vite-plugin-service-worker";

function chunk(fileName: string, facadeModuleId: string, imports: string[], dynamicImports: string[] = []) {
  return {
    type: "chunk",
    fileName,
    facadeModuleId,
    isEntry: fileName.startsWith("assets/index-"),
    imports,
    dynamicImports,
    viteMetadata: {
      importedCss: new Set(fileName.startsWith("assets/index-") ? ["assets/index-1.css"] : []),
    },
  } as unknown as Rollup.OutputChunk;
}

function bundle(pageHash: string): Rollup.OutputBundle {
  const chunks = [
    chunk(
      "assets/index-1.js",
      "/app/src/main.tsx",
      ["assets/react-1.js"],
      [`assets/home-page-${pageHash}.js`, "assets/admin-page-1.js"],
    ),
    chunk("assets/react-1.js", "/app/node_modules/react/index.js", []),
    chunk(`assets/home-page-${pageHash}.js`, "/app/src/features/catalog/home-page.tsx", [
      "assets/react-1.js",
    ]),
    chunk("assets/admin-page-1.js", "/app/src/features/admin/admin-page.tsx", ["assets/admin-only-1.js"]),
    chunk("assets/admin-only-1.js", "/app/src/features/admin/orders-table.tsx", []),
  ];
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

function buildOf(source: string): { version: string; precache: string[] } {
  const json = /^const BUILD = (\{.*?\});\n/s.exec(source)?.[1];
  if (!json) throw new Error("no BUILD");
  return JSON.parse(json);
}

describe("the service worker the build writes", () => {
  it("stores the storefront's code and stylesheet, never the administration's", () => {
    const { precache } = buildOf(serviceWorkerSource(bundle("a"), "/* worker */"));
    expect(precache).toEqual(
      expect.arrayContaining([
        "/assets/index-1.js",
        "/assets/react-1.js",
        "/assets/home-page-a.js",
        "/assets/index-1.css",
      ]),
    );
    expect(precache.filter((file) => file.includes("admin"))).toEqual([]);
  });

  it("gets a new version whenever the app's files or the worker change, and keeps it otherwise", () => {
    const first = buildOf(serviceWorkerSource(bundle("a"), "/* worker */")).version;
    expect(buildOf(serviceWorkerSource(bundle("a"), "/* worker */")).version).toBe(first);
    expect(buildOf(serviceWorkerSource(bundle("b"), "/* worker */")).version).not.toBe(first);
    expect(buildOf(serviceWorkerSource(bundle("a"), "/* worker v2 */")).version).not.toBe(first);
  });
});
