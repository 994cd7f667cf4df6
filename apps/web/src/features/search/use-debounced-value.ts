import { useEffect, useState } from "react";

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/** `value`, but only once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SUGGESTION_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
