import { describe, expect, it } from "vitest";
import { createPostingLists, type PostingLists } from "./posting-lists";

function listOf(lists: PostingLists, key: number): number[] {
  const values: number[] = [];
  lists.forEach(key, (value) => values.push(value));
  return values;
}

describe("posting lists", () => {
  it("give back every value under its key, before and after the pack, with pairs added later", () => {
    const lists = createPostingLists();
    const expected = new Map<number, number[]>();
    const add = (key: number, value: number) => {
      lists.add(key, value);
      expected.set(key, [...(expected.get(key) ?? []), value]);
    };
    // Deterministic pseudo-random pairs: many keys with one value, a few with thousands.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let index = 0; index < 5_000; index++) add(index % 7 === 0 ? next(3) : next(2_000), index);
    lists.pack();
    for (let index = 5_000; index < 5_300; index++) add(next(2_500), index);

    for (let key = 0; key < 2_600; key++) {
      const want = expected.get(key) ?? [];
      expect(listOf(lists, key)).toEqual(want);
      expect(lists.lengthOf(key)).toBe(want.length);
    }
  });

  it("pack long lists as bitsets and give back the same values, with pairs added later", () => {
    const lists = createPostingLists({ bitsetsWhileLoading: true });
    const universe = 6_000;
    const expected = new Map<number, number[]>();
    const add = (key: number, value: number) => {
      lists.add(key, value);
      expected.set(key, [...(expected.get(key) ?? []), value]);
    };
    // Key 0 holds every third value (a common word), key 1 a few, key 2 one.
    for (let value = 0; value < universe; value++) {
      if (value % 3 === 0) add(0, value);
      if (value % 500 === 7) add(1, value);
    }
    add(2, 42);
    lists.pack(universe);
    add(0, 6_001);
    add(3, 6_002);

    for (const key of [0, 1, 2, 3, 4]) {
      const want = expected.get(key) ?? [];
      expect(listOf(lists, key)).toEqual(want);
      expect(lists.lengthOf(key)).toBe(want.length);
      const bits = new Uint32Array(Math.ceil(6_100 / 32));
      lists.orInto(key, bits);
      const set: number[] = [];
      for (let value = 0; value < 6_100; value++)
        if (((bits[value >>> 5] ?? 0) & (1 << (value & 31))) !== 0) set.push(value);
      expect(set).toEqual(want);
    }
  });

  it("keep a long list's values during a load, and pack it as a list when the universe is large", () => {
    const lists = createPostingLists({ bitsetsWhileLoading: true });
    const values = Array.from({ length: 1_500 }, (_, index) => index * 7);
    for (const value of values) lists.add(0, value);
    lists.add(1, 3);
    lists.pack(100_000);
    expect(listOf(lists, 0)).toEqual(values);
    expect(lists.lengthOf(0)).toBe(1_500);
    expect(listOf(lists, 1)).toEqual([3]);
    // Unpacked, a search packs first.
    const unpacked = createPostingLists();
    for (const value of values) unpacked.add(2, value);
    expect(listOf(unpacked, 2)).toEqual(values);
  });

  it("answer before any pack, as an index filled only by single writes needs", () => {
    const lists = createPostingLists();
    lists.add(2, 10);
    lists.add(0, 11);
    lists.add(2, 12);
    expect(listOf(lists, 2)).toEqual([10, 12]);
    lists.add(2, 13);
    expect(listOf(lists, 2)).toEqual([10, 12, 13]);
    expect(listOf(lists, 0)).toEqual([11]);
    expect(listOf(lists, 1)).toEqual([]);
    expect(lists.lengthOf(5)).toBe(0);
  });
});
