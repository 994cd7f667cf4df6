/* The shop's service worker. The build (vite-plugin-service-worker.ts) writes it to dist/sw.js with
 * `BUILD` defined above this text: the build's version and the files of the app shell.
 * Why it does what it does: docs/decisions/023-storefront-pwa-and-legal.md.
 *
 * - Pages (navigations): the network first, always, so a deploy is seen at once; a copy of each
 *   public page is kept for when the network is gone, and the home page (the shell) is stored at
 *   install. Offline, a page not kept is answered with the shell, whose router draws the page.
 * - The build's files (/assets/*, hashed): from the cache of this version, else the network.
 * - The public catalogue (GET /api/products…, /api/categories) and product pictures (/media/*):
 *   the network first, the last answer kept for offline.
 * - Anything else, and every personal or write call (/api/me*, orders, sign-in, tokens, a request
 *   carrying a token): never touched, never stored.
 */
/* global BUILD */

const PREFIX = "lumi-";
const SHELL_CACHE = `${PREFIX}shell-${BUILD.version}`;
const PAGES_CACHE = `${PREFIX}pages-${BUILD.version}`;
const ASSETS_CACHE = `${PREFIX}assets-${BUILD.version}`;
/** Data, not code: kept across versions. */
const CATALOGUE_CACHE = `${PREFIX}catalogue`;
const MEDIA_CACHE = `${PREFIX}media`;
const KEEP_ACROSS_VERSIONS = [CATALOGUE_CACHE, MEDIA_CACHE];

/** How many answers each runtime cache keeps (the oldest go first). */
const LIMITS = { [PAGES_CACHE]: 30, [CATALOGUE_CACHE]: 60, [MEDIA_CACHE]: 120 };

/** The only API answers ever stored: the public catalogue. */
const CATALOGUE_API = /^\/api\/(products(\/[^/]+)?|categories)$/;
/** A shopper's own pages: their HTML is not personal, but there is nothing to keep of them. */
const PRIVATE_PAGES = /^\/(cart|checkout|login|register|reset-password|account|admin|payment)(\/|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: past the browser's HTTP cache, so the shell is this build's.
      await cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: "reload" })));
      await cache.put("/", await fetch(new Request("/", { cache: "reload", credentials: "omit" })));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE, ...KEEP_ACROSS_VERSIONS];
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !current.includes(name)) await caches.delete(name);
      }
      // The first install takes the open pages at once; a later version waits for the shopper
      // (the page offers "Reload") or for every tab of the old one to close.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    event.respondWith(page(request, url));
    return;
  }
  if (request.headers.has("authorization")) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, ASSETS_CACHE));
    return;
  }
  if (CATALOGUE_API.test(url.pathname) || url.pathname.startsWith("/media/")) {
    const cacheName = url.pathname.startsWith("/media/") ? MEDIA_CACHE : CATALOGUE_CACHE;
    event.respondWith(networkFirst(request, cacheName));
    return;
  }
  if (BUILD.precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  }
});

async function page(request, url) {
  const keep = !PRIVATE_PAGES.test(url.pathname);
  try {
    const response = await fetch(request);
    if (keep && response.ok) await put(PAGES_CACHE, request, response.clone());
    return response;
  } catch (error) {
    const kept = (keep && (await caches.match(request, { cacheName: PAGES_CACHE }))) || undefined;
    if (kept) return kept;
    const shell = await caches.match("/", { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await put(cacheName, request, response.clone());
  return response;
}

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok && isStorable(response)) await put(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

/** The server marks personal answers `private` or `no-store`: they are never kept, whatever the path. */
function isStorable(response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/(no-store|private)/i.test(cacheControl);
}

async function put(cacheName, request, response) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}
