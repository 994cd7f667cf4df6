/**
 * Longest the app loader waits for the pictures the server painted
 * (apps/server/src/modules/web/page-shell.ts) before it asks for the app's scripts (app-scripts.ts):
 * on a slow line the shopper gets a working page rather than only a picture.
 */
export const SHELL_PICTURE_WAIT_MS = 600;

/**
 * Resolves once the shell's visible pictures are decoded and a frame has shown them, or after
 * `maxWaitMs` at most. React's first render replaces the shell with new `<img>` elements for the
 * same files; were that to happen before the shell's picture was painted, the shopper's first
 * picture (and the page's LCP) would wait for the app's scripts after all
 * (docs/decisions/031-first-paint-from-the-html.md). The app's scripts are asked for only then
 * (docs/decisions/066-the-first-picture-before-the-scripts.md).
 */
export function shellPicturesShown(container: Element, maxWaitMs = SHELL_PICTURE_WAIT_MS): Promise<void> {
  const pictures = [...container.querySelectorAll("img")].filter((img) => img.getClientRects().length > 0);
  if (pictures.length === 0) return Promise.resolve();
  const shown = Promise.all(pictures.map((img) => img.decode().catch(() => {}))).then(afterNextPaint);
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** A frame's callbacks run just before it is painted; a task queued from them runs after. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(resolve)).then(nextTurn);
}

/** The next task: whatever the browser queued meanwhile (a paint, a tap) goes first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
