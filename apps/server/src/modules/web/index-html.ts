import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  APP_SCRIPTS_ELEMENT_ID,
  HTML_LANG,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
  type Language,
  type ShopInfo,
} from "@shop/shared";
import { escapeHtml } from "../../lib/html";
import { SHELL_MARKER } from "./page-shell";

/**
 * Markers the web app's index.html carries for the server to fill (apps/web/index.html). The head
 * marker may be followed by default tags up to HEAD_END_MARKER (the title and description the Vite
 * dev server shows): the server replaces them with its own.
 */
export const HEAD_MARKER = "<!--app-head-->";
export const HEAD_END_MARKER = "<!--/app-head-->";
export const DATA_MARKER = "<!--app-data-->";

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` are escaped so
 * that no value (a shop name with "</script>", say) can close the element, and U+2028/U+2029 so
 * that the text stays valid JavaScript should anyone evaluate it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface PageParts {
  /** The `<head>` tags of this page (title, description, Open Graph…), see page-head.ts. */
  head: string;
  shop: ShopInfo;
  /** The page's first data (a product page's product), so the app needs no second request. */
  initialData?: InitialData | null;
  /** HTML for the page's frame before the app runs (page-shell.ts), replacing SHELL_MARKER. */
  shell?: string;
  /** The language the page is answered in: its BCP 47 tag replaces the template's `<html lang>`. */
  language?: Language;
  /** `<link rel="modulepreload">` for the page's chunks (preload-hints.ts), with the head's tags. */
  moduleHints?: string;
  /**
   * The app loader's file (preload-hints.ts `appLoaderFile`). With a shell, the page asks for the
   * app's scripts only through it, once the shell's pictures are shown (`scriptsAfterPictures`).
   */
  appLoader?: string | null;
}

/** The template's own `<html lang="…">` (apps/web/index.html says the default language). */
const HTML_LANG_ATTRIBUTE = /<html([^>]*?)\slang="[^"]*"/;

/** Fills the markers. Replacement functions, not strings, so a `$&` in the data stays literal. */
export function renderIndexHtml(
  pageTemplate: string,
  { head: pageHead, shop, initialData, shell = "", language, moduleHints = "", appLoader }: PageParts,
): string {
  const scripts = [`<script id="shop-info" type="application/json">${jsonForScript(shop)}</script>`];
  if (initialData) {
    scripts.push(
      `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(initialData)}</script>`,
    );
  }
  let template = pageTemplate;
  let head = pageHead + moduleHints;
  if (appLoader && shell) {
    const { withoutScripts, appScripts } = splitAppScripts(pageTemplate);
    template = withoutScripts;
    head = pageHead;
    scripts.push(scriptsAfterPictures(appScripts + moduleHints, appLoader));
  }
  const start = template.indexOf(HEAD_MARKER);
  const end = template.indexOf(HEAD_END_MARKER, start);
  const withHead =
    start !== -1 && end !== -1
      ? template.slice(0, start) + head + template.slice(end + HEAD_END_MARKER.length)
      : template.replace(HEAD_MARKER, () => head);
  const withLanguage = language
    ? withHead.replace(
        HTML_LANG_ATTRIBUTE,
        (_, attributes: string) => `<html${attributes} lang="${HTML_LANG[language]}"`,
      )
    : withHead;
  return withLanguage.replace(SHELL_MARKER, () => shell).replace(DATA_MARKER, () => scripts.join(""));
}

/** The template's module scripts and preloads: the app's first chunk and what it imports. */
const APP_SCRIPT_TAG =
  /<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

let lastSplit: { template: string; withoutScripts: string; appScripts: string } | null = null;

/** The template without its app script tags, and those tags; worked out once per template. */
function splitAppScripts(template: string): { withoutScripts: string; appScripts: string } {
  if (lastSplit?.template !== template) {
    lastSplit = {
      template,
      withoutScripts: template.replace(APP_SCRIPT_TAG, ""),
      // The entry first: the loader asks for the tags in their order, a few at a time
      // (apps/web/src/app/app-scripts.ts), and the entry is the largest and what the rest serve.
      appScripts: (template.match(APP_SCRIPT_TAG) ?? [])
        .sort((a, b) => Number(b.startsWith("<script")) - Number(a.startsWith("<script")))
        .join(""),
    };
  }
  return lastSplit;
}

/**
 * The app's script and preload tags inert in a `<template>`, and the loader that copies them into
 * the page once the shell's pictures are on screen (apps/web/src/app/app-scripts.ts). Until then
 * the browser fetches only the page, its stylesheet and those pictures: the first picture does not
 * share a phone's line with thirty scripts, and a page-speed measure cannot count their download
 * before the picture (docs/decisions/066-the-first-picture-before-the-scripts.md).
 */
export function scriptsAfterPictures(appScripts: string, appLoader: string): string {
  return (
    `<template id="${APP_SCRIPTS_ELEMENT_ID}">${appScripts}</template>` +
    `<script type="module" crossorigin src="/${escapeHtml(appLoader)}"></script>`
  );
}

/**
 * The built index.html, read on first use and kept: it only changes with a new build, which means
 * a restart. Null while the web app is not built, so the server can say so instead of failing.
 */
export function createIndexHtmlLoader(webDistDir: string): () => Promise<string | null> {
  let template: string | null = null;
  return async () => {
    if (template !== null) return template;
    try {
      template = await readFile(join(webDistDir, "index.html"), "utf8");
      return template;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
}
