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
