import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { isPagePath, type ShopInfo } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ProductService } from "../products/products.service";
import { createIndexHtmlLoader, renderIndexHtml, renderPageHead } from "./index-html";
import { renderRobotsTxt, renderSitemapXml, SITEMAP_MAX_URLS } from "./seo";

export interface WebOptions {
  webDistDir: string;
  publicUrl: string;
  shop: ShopInfo;
  products: ProductService;
}

const ONE_YEAR = "public, max-age=31536000, immutable";
const ONE_DAY = "public, max-age=86400";

/**
 * The built web app and the files search engines ask for. Files of the build are served as they
 * are (Vite's hashed `/assets/*` cached for a year, the rest for a day); every other GET outside
 * /api and /media is a page of the single-page app and gets index.html (see `sendPage`).
 */
export async function registerWebRoutes(app: FastifyInstance, options: WebOptions) {
  const { webDistDir, publicUrl, products } = options;

  if (existsSync(join(webDistDir, "index.html"))) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      // index.html is a template, only ever sent filled in (sendPage). Folders and dotfiles are
      // not files of the app: they fall through to sendPage's 404 instead of a 403.
      allowedPath: (pathname) =>
        pathname !== "/index.html" &&
        !pathname.endsWith("/") &&
        !pathname.split("/").some((s) => s.startsWith(".")),
      setHeaders(reply, path) {
        reply.header("cache-control", path.startsWith(join(webDistDir, "assets")) ? ONE_YEAR : ONE_DAY);
      },
    });
  }

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", ONE_DAY).send(renderRobotsTxt(publicUrl)),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const locations = await products.listProductLocations(SITEMAP_MAX_URLS);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(renderSitemapXml(publicUrl, locations));
  });

  const loadIndexHtml = createIndexHtmlLoader(webDistDir);

  /** Answers a page request with the filled-in index.html: 404 (still the app) for no known page. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const template = await loadIndexHtml();
    if (template === null) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(
          "The web app is not built. Run `npm run build` (or `npm run build -w @shop/web`) and restart.\n",
        );
    }
    const pathname = request.url.split("?")[0] ?? "/";
    const html = renderIndexHtml(template, { head: await renderPageHead(pathname), shop: options.shop });
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(html);
  }

  // "/" would otherwise reach the static files' wildcard route as a directory.
  app.get("/", sendPage);

  return { sendPage };
}

/** GET or HEAD of a path that belongs to the web app (not the API, not media files). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "/";
  return !(pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/"));
}
