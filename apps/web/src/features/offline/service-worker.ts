/** Where the build writes the worker (apps/web/vite-plugin-service-worker.ts). */
const SERVICE_WORKER_URL = "/sw.js";

/** Resolves once the page and everything it asked for as it opened have loaded. */
function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/**
 * Registers the shop's service worker (production builds only: the development server has none)
 * once the page has loaded, and calls `onUpdateReady` with a new version's worker once it is
 * installed and waiting while an older one still serves this page. The page then offers to
 * reload (`activateUpdate`); it never swaps the code under a shopper's feet on its own.
 */
export async function registerServiceWorker(onUpdateReady: (worker: ServiceWorker) => void): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // Installing, the worker downloads the whole storefront (some 120 files,
  // vite-plugin-service-worker.ts): on a first visit, not while the page itself still comes down
  // the phone's line and its scripts start on the phone's processor.
  await pageLoaded();
  const registration = await container.register(SERVICE_WORKER_URL);
  const whenInstalled = (worker: ServiceWorker) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) onUpdateReady(worker);
    });
  };
  if (registration.waiting && container.controller) onUpdateReady(registration.waiting);
  if (registration.installing) whenInstalled(registration.installing);
  registration.addEventListener("updatefound", () => {
    if (registration.installing) whenInstalled(registration.installing);
  });
  // A single-page app rarely navigates: look for a new version whenever the shopper comes back.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}

/** Lets the waiting version take over, then reloads the page on it. */
export function activateUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: "SKIP_WAITING" });
}
