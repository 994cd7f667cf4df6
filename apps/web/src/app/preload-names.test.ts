import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  LANGUAGES,
  localePreloadName,
  PRELOAD_NAMES_FILE,
  PRELOAD_QUERY_CLIENT,
  PRELOADED_PAGES,
  pagePreloadName,
  SHELL_TEXT_NAMESPACES,
  SHELL_TEXTS_FILE,
} from "@shop/shared";
import { describe, expect, it } from "vitest";
import { findPreloadMarks, PRELOAD_NAMES_OUTPUT } from "../../vite-plugin-preload-names";
import { pickShellTexts, SHELL_TEXTS_OUTPUT, SHELL_TEXTS_PICKED } from "../../vite-plugin-shell-texts";
import en from "../locales/en.json";
import vi from "../locales/vi.json";

const SOURCE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `import(/* preload: name *\/ "…")` of the web app, with the file it loads. */
const marks = sourceFiles(SOURCE_DIR).flatMap((file) =>
  findPreloadMarks(readFileSync(file, "utf8")).map(([name, specifier]) => ({
    name,
    target: resolve(dirname(file), specifier),
  })),
);

const exists = (target: string) =>
  ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].some((ending) => existsSync(`${target}${ending}`));

describe("the lazy modules the server preloads", () => {
  const wanted = [
    ...PRELOADED_PAGES.map(pagePreloadName),
    ...LANGUAGES.map(localePreloadName),
    PRELOAD_QUERY_CLIENT,
  ];

  it.each(wanted)("%s is marked on exactly one import, of a file that exists", (name) => {
    const found = marks.filter((mark) => mark.name === name);
    expect(found, `no import(/* preload: ${name} */ …) in apps/web/src`).toHaveLength(1);
    expect(exists(found[0]?.target ?? ""), found[0]?.target).toBe(true);
  });

  it("are written where the server reads them", () => {
    expect(PRELOAD_NAMES_OUTPUT).toBe(PRELOAD_NAMES_FILE);
  });

  it("reads the name and the module of a marked import", () => {
    expect(findPreloadMarks(`await import(/* preload: page:cart */ "../features/cart/cart-page")`)).toEqual([
      ["page:cart", "../features/cart/cart-page"],
    ]);
    expect(findPreloadMarks(`await import("../features/cart/cart-page")`)).toEqual([]);
  });
});

describe("the shell texts the build writes for the server", () => {
  it("go where the server reads them, with the parts it reads", () => {
    expect(SHELL_TEXTS_OUTPUT).toBe(SHELL_TEXTS_FILE);
    expect(SHELL_TEXTS_PICKED).toEqual([...SHELL_TEXT_NAMESPACES]);
  });

  it("hold each language's own words for the product list's first screen", () => {
    const picked = pickShellTexts({ vi, en });
    expect(picked.en?.products).toEqual(en.products);
    expect(picked.vi?.category).toEqual(vi.category);
    expect(Object.keys(picked.vi ?? {})).toEqual([...SHELL_TEXT_NAMESPACES]);
  });
});
