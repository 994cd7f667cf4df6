import { type CartLine, lineKey } from "./cart-storage";

/**
 * Which cart lines are unchecked (all checked by default). Kept in sessionStorage so the
 * checkout page, opened from the cart, orders exactly the checked lines, and a new line starts
 * checked. Only the unchecked keys are stored: everything else counts as checked.
 */
export const UNSELECTED_STORAGE_KEY = "cart-unselected";

export function readUnselectedKeys(storage: Storage | undefined = globalThis.sessionStorage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(UNSELECTED_STORAGE_KEY) ?? "[]");
    return new Set(
      Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === "string") : [],
    );
  } catch {
    return new Set();
  }
}

export function writeUnselectedKeys(
  keys: Iterable<string>,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(UNSELECTED_STORAGE_KEY, JSON.stringify([...keys]));
  } catch {
    // Storage blocked: the selection lives on this page only, which is still correct here.
  }
}

export function selectedLines(lines: readonly CartLine[], unselected: ReadonlySet<string>): CartLine[] {
  return lines.filter((line) => !unselected.has(lineKey(line)));
}
