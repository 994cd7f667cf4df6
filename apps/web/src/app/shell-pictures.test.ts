import { afterEach, describe, expect, it, vi } from "vitest";
import { shellPicturesShown } from "./shell-pictures";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** A shell with one picture the test decodes when it wants; jsdom lays nothing out, so "visible" is set. */
function shellWithPicture(visible = true) {
  const container = document.createElement("div");
  const img = document.createElement("img");
  let finishDecoding: () => void = () => undefined;
  img.decode = () => new Promise<void>((resolve) => (finishDecoding = resolve));
  img.getClientRects = () => (visible ? [new DOMRect(0, 0, 100, 100)] : []) as unknown as DOMRectList;
  container.append(img);
  return { container, decoded: () => finishDecoding() };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("waiting for the shell's pictures before the app replaces them", () => {
  it("waits until the picture is decoded and a frame has shown it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const shell = shellWithPicture();
    const shown = shellPicturesShown(shell.container, 10_000);
    expect(await settled(shown)).toBe(false);
    shell.decoded();
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(shown)).toBe(true);
  });

  it("waits no longer than its limit for a picture that does not come", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const shown = shellPicturesShown(shellWithPicture().container, 600);
    await vi.advanceTimersByTimeAsync(599);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });

  it("does not wait for pictures the width hides, nor when there are none", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    expect(await settled(shellPicturesShown(shellWithPicture(false).container))).toBe(true);
    expect(await settled(shellPicturesShown(document.createElement("div")))).toBe(true);
  });
});
