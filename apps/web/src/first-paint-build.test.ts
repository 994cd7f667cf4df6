import { describe, expect, it } from "vitest";
import { orderForFirstPaint } from "../vite-plugin-first-paint";

const BUILT = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.ico" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("index.html ordered for the first paint", () => {
  const html = orderForFirstPaint(BUILT);

  it("asks for the stylesheet first, right after the charset and viewport", () => {
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(html.indexOf('name="viewport"'));
    expect(stylesheet).toBeLessThan(html.indexOf('rel="icon"'));
    expect(stylesheet).toBeLessThan(html.indexOf("<!--app-head-->"));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("puts every script and module preload at low priority", () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-b.js">',
    );
  });
});
