import type { Plugin } from "vite";

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const SCRIPT_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * Orders index.html for the first paint (docs/decisions/031-first-paint-from-the-html.md): the
 * stylesheet first in the head, ahead of the page's own tags and of the scripts; every script
 * and module preload at low fetch priority, so that on a phone's few connections the stylesheet
 * and the first screen's picture (whose preloads the server puts ahead of its module preloads)
 * arrive before thirty modules. The app then runs a moment later; what the shopper sees comes first.
 */
export function orderForFirstPaint(html: string): string {
  const stylesheets = html.match(STYLESHEET) ?? [];
  const withoutStylesheets = html.replace(STYLESHEET, "");
  // Right after the charset and viewport, which the browser wants before anything else.
  const viewport = withoutStylesheets.indexOf('name="viewport"');
  if (viewport === -1 || stylesheets.length === 0) return addLowPriority(html);
  const at = withoutStylesheets.indexOf("\n", viewport) + 1;
  const ordered =
    withoutStylesheets.slice(0, at) +
    stylesheets.map((tag) => `    ${tag.trim()}\n`).join("") +
    withoutStylesheets.slice(at);
  return addLowPriority(ordered);
}

function addLowPriority(html: string): string {
  return html.replace(SCRIPT_TAGS, (tag) =>
    tag.includes("fetchpriority") ? tag : `${tag} fetchpriority="low"`,
  );
}

export function firstPaint(): Plugin {
  return {
    name: "shop:first-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: orderForFirstPaint },
  };
}
