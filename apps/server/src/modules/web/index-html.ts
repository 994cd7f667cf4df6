import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ShopInfo } from "@shop/shared";

/** Markers the web app's index.html carries for the server to fill (apps/web/index.html). */
export const HEAD_MARKER = "<!--app-head-->";
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
  /** Extra `<head>` tags for this page (title, description, Open Graph…); empty for now. */
  head: string;
  shop: ShopInfo;
}

/** Fills the markers. Replacement functions, not strings, so a `$&` in the data stays literal. */
export function renderIndexHtml(template: string, { head, shop }: PageParts): string {
  const data = `<script id="shop-info" type="application/json">${jsonForScript(shop)}</script>`;
  return template.replace(HEAD_MARKER, () => head).replace(DATA_MARKER, () => data);
}

/**
 * The `<head>` tags of one page. A later issue gives product pages their title, description, Open
 * Graph tags and Product JSON-LD here (DESIGN.md "Web app"); every page gets nothing extra today.
 */
export async function renderPageHead(_pathname: string): Promise<string> {
  return "";
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
