import { describe, expect, it } from "vitest";
import { OldestFirstSet } from "./oldest-first-set";

describe("OldestFirstSet", () => {
  it("answers the key added longest ago that is still there", () => {
    const set = new OldestFirstSet<string>();
    expect(set.oldest()).toBeUndefined();
    set.add("a");
    set.add("b");
    set.add("c");
    expect(set.oldest()).toBe("a");
    set.delete("a");
    expect(set.oldest()).toBe("b");
    // Added again: now the newest, so "c" is the oldest once "b" goes.
    set.add("b");
    expect(set.oldest()).toBe("c");
    set.delete("c");
    expect(set.oldest()).toBe("b");
    expect(set.size).toBe(1);
    expect(set.has("b")).toBe(true);
    expect(set.has("c")).toBe(false);
  });

  it("keeps the order of a Set through many deletions in the middle and re-additions", () => {
    const set = new OldestFirstSet<number>();
    const reference = new Set<number>();
    let seed = 1;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 16) % below;
    };
    for (let step = 0; step < 50_000; step++) {
      const key = random(3_000);
      const action = random(3);
      if (action === 0) {
        set.delete(key);
        reference.delete(key);
      } else {
        // A Set keeps a re-added key in its old place: delete it first to make it the newest.
        reference.delete(key);
        reference.add(key);
        set.add(key);
      }
      if (action === 2) {
        const oldest = reference.values().next().value;
        expect(set.oldest()).toBe(oldest);
        if (oldest !== undefined) {
          set.delete(oldest);
          reference.delete(oldest);
        }
      }
      expect(set.size).toBe(reference.size);
    }
  });

  it("holds at most twice its size (and a thousand) queued, dropping its oldest at every addition", () => {
    const set = new OldestFirstSet<number>();
    for (let key = 0; key < 100_000; key++) {
      set.add(key);
      if (set.size > 500) {
        const oldest = set.oldest();
        if (oldest !== undefined) set.delete(oldest);
      }
    }
    expect(set.size).toBe(500);
    expect(set.oldest()).toBe(99_500);
    expect(set.queued).toBeLessThanOrEqual(2 * 500 + 1_024 + 1);
  });

  it("forgets everything when cleared", () => {
    const set = new OldestFirstSet<string>();
    set.add("a");
    set.clear();
    expect(set.oldest()).toBeUndefined();
    expect(set.size).toBe(0);
    set.add("b");
    expect(set.oldest()).toBe("b");
  });
});
