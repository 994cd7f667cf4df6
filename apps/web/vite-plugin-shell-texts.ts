import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * Where the texts go in the build and which parts of each locale (SHELL_TEXTS_FILE and
 * SHELL_TEXT_NAMESPACES of packages/shared: the Vite config cannot load the TypeScript package, so
 * a test checks they agree).
 */
export const SHELL_TEXTS_OUTPUT = ".vite/shell-texts.json";
export const SHELL_TEXTS_PICKED = ["products", "category", "filters"];

type LocaleTexts = Record<string, unknown>;

/** Each language's picked namespaces, from the locale files' own words. */
export function pickShellTexts(locales: Record<string, LocaleTexts>): Record<string, LocaleTexts> {
  return Object.fromEntries(
    Object.entries(locales).map(([language, texts]) => [
      language,
      Object.fromEntries(SHELL_TEXTS_PICKED.map((namespace) => [namespace, texts[namespace] ?? {}])),
    ]),
  );
}

/**
 * Writes dist/.vite/shell-texts.json: the few interface texts (the product list's heading, filters
 * and sort) the server paints into a page before the web app has run
 * (apps/server/src/modules/web/page-shell.ts), taken from src/locales at build time so that the
 * shell and the app say the same words in every language.
 */
export function shellTexts(): Plugin {
  let root = process.cwd();
  return {
    name: "shop:shell-texts",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const folder = join(root, "src/locales");
      const files = (await readdir(folder)).filter((file) => file.endsWith(".json"));
      const locales = Object.fromEntries(
        await Promise.all(
          files.map(async (file) => [
            file.replace(/\.json$/, ""),
            JSON.parse(await readFile(join(folder, file), "utf8")) as LocaleTexts,
          ]),
        ),
      );
      this.emitFile({
        type: "asset",
        fileName: SHELL_TEXTS_OUTPUT,
        source: `${JSON.stringify(pickShellTexts(locales))}\n`,
      });
    },
  };
}
