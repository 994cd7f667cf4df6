import { useEffect, useState } from "react";

/**
 * How many of `total` sections to show: `first` at once, then one more each time the browser is
 * idle (a short timer where it has no idle callback). The home page's featured groups, some 40
 * cards with their pictures rendered in one go, were the longest tasks of its start in
 * Lighthouse's mobile run, and their pictures took the network from the slider's script
 * (bench/README.md). A group per idle moment keeps each task short and lets the first screen
 * finish first; a shopper scrolling down finds them all there a moment later.
 */
export function useRevealedCount(total: number, first = 1): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const showOneMore = () => setCount((shown) => shown + 1);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(showOneMore, { timeout: 1_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(showOneMore, 50);
    return () => window.clearTimeout(handle);
  }, [count, total]);
  return Math.min(count, total);
}
