import type { Language } from "./languages";
import type { PageName } from "./routes";

/**
 * The names of the modules the web app loads lazily and the server asks for with the HTML
 * (`<link rel="modulepreload">`). The web app marks each such import where it is written,
 * `import(/* preload: page:home *\/ "…")`; its build writes the name → module table beside Vite's
 * manifest (apps/web/vite-plugin-preload-names.ts), so a moved or renamed file keeps its preload.
 */
export const PRELOADED_PAGES = [
  "home",
  "products",
  "product",
  "search",
  "cart",
  "checkout",
  "about",
  "warranty",
  "privacy",
  "returns",
  "shipping",
] as const satisfies readonly PageName[];

export const PRELOAD_QUERY_CLIENT = "query-client";

export function pagePreloadName(page: PageName): string {
  return `page:${page}`;
}

export function localePreloadName(language: Language): string {
  return `locale:${language}`;
}

/** Where the web build writes the table, relative to its output folder. */
export const PRELOAD_NAMES_FILE = ".vite/preload-names.json";

/**
 * Where the web build writes the interface texts the server's page shells show before the app
 * runs (apps/web/vite-plugin-shell-texts.ts; apps/server/src/modules/web/page-shell.ts): for each
 * language, the `SHELL_TEXT_NAMESPACES` of its locale file.
 */
export const SHELL_TEXTS_FILE = ".vite/shell-texts.json";
export const SHELL_TEXT_NAMESPACES = ["products", "category", "filters"] as const;

/**
 * A page whose first pictures the server paints (apps/server/src/modules/web/page-shell.ts) asks
 * for the app's scripts only once those pictures are on screen: the server sends the app's script
 * and module preload tags inert, inside `<template id="app-scripts">`, with the small loader the
 * web build writes as its entry chunk named APP_LOADER_CHUNK_NAME (apps/web/src/app/app-loader.ts),
 * which copies them into the page when the pictures are shown
 * (docs/decisions/066-the-first-picture-before-the-scripts.md).
 */
export const APP_SCRIPTS_ELEMENT_ID = "app-scripts";
export const APP_LOADER_CHUNK_NAME = "app-loader";
