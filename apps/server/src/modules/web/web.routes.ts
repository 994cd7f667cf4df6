import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { isPagePath, type Product, type ShopInfo } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../app-error";
import { registerFolderFiles } from "../../plugins/folder-files";
import { type Catalogue, SITEMAP_LIFETIME_MS } from "../catalogue/catalogue.service";
import { createIndexHtmlLoader, renderIndexHtml } from "./index-html";
import { createInitialDataLoader } from "./initial-data";
import { createPageHeadRenderer } from "./page-head";
import { pageShell, readShellTexts } from "./page-shell";
import {
  appLoaderFile,
  dataImagePreloads,
  guessLanguage,
  homeImagePreloads,
  modulePreloadHints,
  readViteManifest,
} from "./preload-hints";
import { renderRobotsTxt, renderSitemapXml, SITEMAP_MAX_URLS } from "./seo";
import { renderWebManifest } from "./web-manifest";

export interface WebOptions {
  webDistDir: string;
  publicUrl: string;
  shop: ShopInfo;
  products: Catalogue;
  /** Decides whether a product's promotion is on, for the price in its JSON-LD. */
  clock?: () => Date;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ONE_YEAR = "public, max-age=31536000, immutable";
const ONE_DAY = "public, max-age=86400";
/** Written by the web build (apps/web/vite-plugin-service-worker.ts). */
const SERVICE_WORKER_FILE = "sw.js";

/**
 * The files of the build a browser may ask for, as paths below the build's folder, listed once: a
 * build changes only with a restart. Not index.html, a template only ever sent filled in
 * (sendPage); not the build's own notes (`.vite/`, any dotfile); not the .br and .gz copies, sent
 * only as an encoding of their file.
 */
function listBuiltFiles(webDistDir: string): ReadonlySet<string> {
  const paths = readdirSync(webDistDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(webDistDir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  return new Set(
    paths.filter(
      (path) =>
        path !== "index.html" &&
        !path.split("/").some((segment) => segment.startsWith(".")) &&
        !/\.(br|gz)$/.test(path),
    ),
  );
}

/**
 * The built web app and the files search engines ask for. Files of the build are served as they
 * are (Vite's hashed `/assets/*` cached for a year, the rest for a day); every other GET outside
 * /api and /media is a page of the single-page app and gets index.html (see `sendPage`).
 */
export async function registerWebRoutes(app: FastifyInstance, options: WebOptions) {
  const { webDistDir, publicUrl, products } = options;

  if (existsSync(join(webDistDir, "index.html"))) {
    const builtFiles = listBuiltFiles(webDistDir);
    await registerFolderFiles(app, {
      root: webDistDir,
      prefix: "/",
      isServable: (path) => builtFiles.has(path),
      // Every other path is a page of the app, or none: sendPage answers (404 for no page).
      sendMissing: (_request, reply) => reply.callNotFound(),
      // The build writes .br and .gz beside every text file (apps/web/vite-plugin-precompress.ts):
      // sent as they are to a browser that accepts them, with no compression work per request.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          "cache-control",
          path.startsWith(join(webDistDir, "assets"))
            ? ONE_YEAR
            : // The service worker is asked for again on every visit, so a deploy reaches every
              // browser at once (docs/decisions/023-storefront-pwa-and-legal.md).
              // (also its precompressed .br and .gz copies)
              path.startsWith(join(webDistDir, SERVICE_WORKER_FILE))
              ? "no-cache"
              : ONE_DAY,
        );
      },
    });
  }

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", ONE_DAY).send(renderRobotsTxt(publicUrl)),
  );

  const webManifest = renderWebManifest(options.shop);
  app.get("/manifest.webmanifest", async (_request, reply) =>
    reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(webManifest),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    // Kept by the catalogue until a product changes: reading them all is costly (catalogue.service.ts).
    const sitemap = await products.sitemap(SITEMAP_MAX_URLS, (locations) =>
      renderSitemapXml(publicUrl, locations),
    );
    // Search engines keep it as long as the catalogue does when nothing changes.
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", `public, max-age=${SITEMAP_LIFETIME_MS / 1000}`)
      .send(sitemap);
  });

  const loadIndexHtml = createIndexHtmlLoader(webDistDir);
  // Read with the template, once: both change only with a new build, which means a restart.
  const manifest = readViteManifest(webDistDir);
  const shellTexts = readShellTexts(webDistDir);
  const renderPageHead = createPageHeadRenderer({
    publicUrl,
    shop: options.shop,
    clock: options.clock,
    // The same cached JSON the API sends, so a product page costs no extra query when it is hot.
    findProduct: async (id, language) => {
      try {
        return JSON.parse((await products.getProductJson(id, language)).toString("utf8")) as Product;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });

  const loadInitialData = createInitialDataLoader(products);

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
    // The shopper's language as the app will pick it: the product texts come in it (decision 029).
    const language = guessLanguage(request.url, request.headers.cookie, request.headers["accept-language"]);
    const languageInUrl = new URLSearchParams(request.url.split("?")[1] ?? "").has("lng");
    const [{ head, initialData: productData, found, noindex }, listData] = await Promise.all([
      renderPageHead(pathname, language, { languageInUrl }),
      loadInitialData(request.url, language),
    ]);
    const initialData = productData ?? listData;
    // The first screen's picture before the scripts: the browser asks in document order, and a
    // picture queued behind thirty modules paints late (docs/decisions/031-first-paint-from-the-html.md).
    const imagePreloads = pathname === "/" ? homeImagePreloads() : dataImagePreloads(initialData);
    const build = await manifest;
    const html = renderIndexHtml(template, {
      head: head + imagePreloads,
      moduleHints: modulePreloadHints(build, pathname, language),
      // With the shell's pictures, the scripts are asked for once those are shown (index-html.ts).
      appLoader: appLoaderFile(build),
      initialData,
      shop: options.shop,
      shell: pageShell(pathname, initialData, await shellTexts),
      language,
    });
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    // An unknown product is a 404 too; the app still comes, and shows its not-found state.
    reply.code(isPagePath(pathname) && found ? 200 : 404);
    // Also for crawlers that read headers only; pages kept out of search say noindex in the head.
    if (noindex) reply.header("x-robots-tag", "noindex");
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      // The preload hints follow the language the request names.
      .header("vary", "accept-encoding, accept-language, cookie");
    if (encoding === "identity") return reply.send(html);
    return reply.header("content-encoding", encoding).send(await compressPage(html, encoding));
  }

  // "/" would otherwise reach the static files' wildcard route as a directory.
  app.get("/", sendPage);

  return { sendPage };
}

type PageEncoding = "br" | "gzip" | "identity";

/** Brotli when the browser takes it (every current one does), gzip otherwise. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? ""))
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, quality]) => !quality || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}

/**
 * A page is a few kilobytes (more with a product's JSON-LD and data): compressed per request at a
 * fast level, which costs well under a millisecond.
 */
function compressPage(html: string, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html, { level: 6 });
}

/** GET or HEAD of a path that belongs to the web app (not the API, not media files). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "/";
  return !(pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/"));
}
