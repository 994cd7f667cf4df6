import { isUuid } from "@shop/shared";
import { useSyncExternalStore } from "react";

/**
 * A short list of product ids kept in localStorage (the guest's favourites, the recently viewed
 * products), newest first. Every change is broadcast on `window` as `<key>-updated`, and other tabs
 * follow through the `storage` event. Unreadable or foreign entries (not a uuid) are left out, and
 * blocked storage (private modes, quota) reads as empty and writes nothing.
 */
export interface StoredIdList {
  readonly key: string;
  read(): string[];
  /** Puts the id first (moving it when it is there), keeping at most `max`. */
  add(id: string): void;
  remove(ids: readonly string[]): void;
  has(id: string): boolean;
  subscribe(listener: () => void): () => void;
}

export function createStoredIdList(key: string, max: number): StoredIdList {
  const event = `${key}-updated`;
  // useSyncExternalStore needs the same array for the same stored text.
  let lastRaw: string | null | undefined;
  let lastIds: string[] = [];

  function read(): string[] {
    let raw: string | null;
    try {
      raw = globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === lastRaw) return lastIds;
    lastRaw = raw;
    lastIds = parse(raw, max);
    return lastIds;
  }

  function write(ids: readonly string[]): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(ids.slice(0, max)));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(event));
  }

  return {
    key,
    read,
    add(id) {
      if (!isUuid(id)) return;
      write([id, ...read().filter((existing) => existing !== id)]);
    },
    remove(ids) {
      const current = read();
      const next = current.filter((existing) => !ids.includes(existing));
      if (next.length !== current.length) write(next);
    },
    has(id) {
      return read().includes(id);
    },
    subscribe(listener) {
      const onStorage = (storageEvent: StorageEvent) => {
        if (storageEvent.key === key || storageEvent.key === null) listener();
      };
      window.addEventListener(event, listener);
      window.addEventListener("storage", onStorage);
      return () => {
        window.removeEventListener(event, listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

function parse(raw: string | null, max: number): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter(isUuid))].slice(0, max);
}

/** The list's ids, re-rendering on every change in this tab or another. */
export function useStoredIds(list: StoredIdList): string[] {
  return useSyncExternalStore(list.subscribe, list.read, () => []);
}
