import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRevealedCount } from "./revealed-count";

describe("useRevealedCount", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the first group at once, then one more per idle moment, never more than there are", () => {
    const { result } = renderHook(() => useRevealedCount(3));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(3);
  });

  it("shows every group once they arrive after a wait with none", () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(500));
    rerender({ total: 2 });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(2);
  });
});
