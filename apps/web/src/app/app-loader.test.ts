import { APP_LOADER_CHUNK_NAME, APP_SCRIPTS_ELEMENT_ID } from "@shop/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_LOADER_CHUNK, APP_LOADER_INPUT, APP_LOADER_MODULES } from "../../vite-app-loader";
import { loadedWith } from "../test/shared-files-in";
import { APP_SCRIPTS_ID, loadAppScriptsAfterShellPictures } from "./app-scripts";

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

/**
 * A page as the server sends it when it painted a picture: the picture in #root, the app's tags
 * inert in the template. jsdom lays nothing out and decodes nothing: the test says when the
 * picture is decoded, and that it is visible.
 */
function pageWithPicture() {
  document.body.innerHTML =
    `<div id="root"><main><img src="/media/a-640.webp" alt=""></main></div>` +
    `<template id="${APP_SCRIPTS_ID}">` +
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/products-page-a.js">` +
    `<script type="module" fetchpriority="low" crossorigin src="/assets/index-b.js"></script>` +
    `</template>`;
  const img = document.querySelector("img") as HTMLImageElement;
  let finishDecoding: () => void = () => undefined;
  img.decode = () => new Promise<void>((resolve) => (finishDecoding = resolve));
  img.getClientRects = () => [new DOMRect(0, 0, 100, 100)] as unknown as DOMRectList;
  return { decoded: () => finishDecoding() };
}

const scriptsInHead = () => [...document.head.querySelectorAll("script, link")].map((tag) => tag.outerHTML);

describe("the app's scripts on a page the server painted a picture into", () => {
  it("are asked for only once the picture is decoded and a frame has shown it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const page = pageWithPicture();
    const loading = loadAppScriptsAfterShellPictures(document);
    await vi.advanceTimersByTimeAsync(100);
    expect(scriptsInHead()).toEqual([]);

    page.decoded();
    await vi.advanceTimersByTimeAsync(16);
    await loading;
    expect(scriptsInHead()).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin="" href="/assets/products-page-a.js">',
      '<script type="module" fetchpriority="low" crossorigin="" src="/assets/index-b.js"></script>',
    ]);
    expect(document.getElementById(APP_SCRIPTS_ID)).toBeNull();
  });

  it("are asked for after the longest wait when the picture is slow, so the page still works", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    pageWithPicture();
    const loading = loadAppScriptsAfterShellPictures(document);
    await vi.advanceTimersByTimeAsync(599);
    expect(scriptsInHead()).toEqual([]);
    // The longest wait, and the turn the loader gives the page before its first tags.
    await vi.advanceTimersByTimeAsync(2);
    await loading;
    expect(scriptsInHead()).toHaveLength(2);
  });

  // Each tag asks the browser for a file, some 3 ms of a phone's main thread: the thirty of a
  // catalogue page in one go were a task of 100-150 ms at Lighthouse's four-fold slowdown.
  it("are asked for a few at a time, in the order the server wrote them, other tasks running in between", async () => {
    const preloads = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    document.body.innerHTML =
      `<div id="root"></div><template id="${APP_SCRIPTS_ID}">` +
      `<script type="module" crossorigin src="/assets/index-b.js"></script>` +
      preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("") +
      "</template>";
    const all = preloads.length + 1;
    let firstTurn = 0;
    let whenAnotherTaskRan = 0;
    const observer = new MutationObserver(() => {
      if (firstTurn > 0) return;
      firstTurn = scriptsInHead().length;
      // A task queued once the first tags are in, as a tap would be.
      setTimeout(() => (whenAnotherTaskRan = scriptsInHead().length), 0);
    });
    observer.observe(document.head, { childList: true });
    await loadAppScriptsAfterShellPictures(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();

    expect(firstTurn).toBeGreaterThan(0);
    expect(firstTurn).toBeLessThan(all);
    expect(whenAnotherTaskRan).toBeLessThan(all);
    expect(scriptsInHead()).toHaveLength(all);
    expect(document.head.firstElementChild?.getAttribute("src")).toBe("/assets/index-b.js");
    expect([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"))).toEqual(
      preloads,
    );
  });

  it("are new elements, which the browser runs, not the template's inert ones", async () => {
    pageWithPicture();
    const inert = (document.getElementById(APP_SCRIPTS_ID) as HTMLTemplateElement).content.lastElementChild;
    const loading = loadAppScriptsAfterShellPictures(document);
    // The picture never decodes here: the loader's longest wait ends it.
    await loading;
    const script = document.head.querySelector("script");
    expect(script?.getAttribute("src")).toBe("/assets/index-b.js");
    expect(script).not.toBe(inert);
    expect(script?.ownerDocument).toBe(document);
  }, 2_000);
});

describe("the loader's chunk", () => {
  it("finds the tags under the id the server writes them with, and is found under the name it looks for", () => {
    expect(APP_SCRIPTS_ID).toBe(APP_SCRIPTS_ELEMENT_ID);
    expect(APP_LOADER_CHUNK).toBe(APP_LOADER_CHUNK_NAME);
  });

  // A module of the loader that the build's loader group did not match would go to the first
  // load's group, and the loader would import the app's whole first chunk before any picture.
  it("carries only its own few modules and no library", () => {
    const { sources, libraries } = loadedWith(`apps/web/${APP_LOADER_INPUT}`);
    expect(libraries).toEqual([]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(sources.filter((source) => !APP_LOADER_MODULES.test(source))).toEqual([]);
  });
});
