import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateUpdate, registerServiceWorker } from "./service-worker";

/** A browser's service worker container that records what the page registers. */
function fakeServiceWorkerContainer() {
  const registration = Object.assign(new EventTarget(), {
    installing: null,
    waiting: null,
    update: vi.fn(async () => undefined),
  });
  return Object.assign(new EventTarget(), {
    controller: null,
    register: vi.fn(async (_url: string) => registration),
  });
}

describe("registering the shop's service worker", () => {
  let container: ReturnType<typeof fakeServiceWorkerContainer>;

  beforeEach(() => {
    // Only a production build registers a worker.
    vi.stubEnv("PROD", true);
    container = fakeServiceWorkerContainer();
    Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
    Reflect.deleteProperty(document, "readyState");
  });

  it("waits until the page has loaded: the worker's downloads must not share a first visit's line", async () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    const registered = registerServiceWorker(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    await registered;
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("registers at once on a page that has already loaded", async () => {
    await registerServiceWorker(() => undefined);
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("lets the waiting version take over when the shopper asks for it", () => {
    const waiting = { postMessage: vi.fn() };
    activateUpdate(waiting as unknown as ServiceWorker);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });
});
