import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderWhenNear } from "./render-when-near";

/** An IntersectionObserver the test drives: `comeNear()` tells every observer its element is near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const options: Array<IntersectionObserverInit | undefined> = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callbacks.push(callback);
        options.push(init);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options,
    comeNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

describe("RenderWhenNear", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the room until its place comes within a screen, then shows the content", () => {
    const observer = stubIntersectionObserver();
    render(
      <RenderWhenNear placeholderClassName="h-[900px]">
        <p>Túi xách</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText("Túi xách")).toBeNull();
    expect(observer.options[0]?.rootMargin).toBe("100% 0px");
    observer.comeNear();
    expect(screen.getByText("Túi xách").textContent).toBe("Túi xách");
  });

  it("shows the content at once in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <RenderWhenNear placeholderClassName="h-[900px]">
        <p>Túi xách</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText("Túi xách").textContent).toBe("Túi xách");
  });
});
