import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes a value on only after it stayed the same for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: "t" },
    });
    expect(result.current).toBe("t");
    rerender({ value: "tu" });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: "tui" });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe("t");
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe("tui");
  });
});
