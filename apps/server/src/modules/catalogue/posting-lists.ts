/**
 * Lists of numbers under numbered keys, for the search index (search-index.ts): a word's
 * products, a trigram's words. Most lists are tiny (a catalogue's model numbers are one word of
 * one product each), and as JavaScript arrays 100,000 of them cost about 25 MB of heap in array
 * objects and their spare room. Packed, they are two typed arrays: every list's values one after
 * another, and where each list starts (the compressed sparse row layout), 4 bytes a value.
 *
 * A list holding more than one value in 16 of the numbers it can hold (`pack`'s `universe`: a
 * common word, "túi", in most products' names) is packed as a bitset instead: smaller than its
 * values (a bit per number against 4 bytes per value), and a search takes its products with one
 * OR per 32 of them (`orInto`) rather than one write per product
 * (docs/decisions/064-new-searches-and-a-million-products.md).
 *
 * A load adds its pairs in bulk and packs once (`pack`, a counting sort). A pair added after the
 * pack (a product written while the shop runs) goes into a small map beside the packed lists; the
 * index is rebuilt from the database now and then, which packs those in too.
 */
export interface PostingLists {
  add(key: number, value: number): void;
  /**
   * Packs the pairs added so far; later ones are kept aside until the next load. With `universe`
   * (values are below it), lists longer than a sixteenth of it are packed as bitsets.
   */
  pack(universe?: number): void;
  /** Calls `visit` with each value under `key` (ascending within the packed part, then as added). */
  forEach(key: number, visit: (value: number) => void): void;
  /** Sets in `target` (a bitset over values) the bit of each value under `key`. */
  orInto(key: number, target: Uint32Array): void;
  /** How many values are under `key`. */
  lengthOf(key: number): number;
}

/** A list packed as a bitset holds more than one value in this many of the universe's. */
const BITSET_ABOVE_ONE_IN = 16;
/**
 * During a load (values added in ascending order, as the index adds slots), a key holding at least
 * this many values, and more than one in BITSET_ABOVE_ONE_IN of those so far, takes its further
 * ones in a bitset rather than as pairs: the pairs of a million products' common words were 200 MB
 * and more, held until the pack.
 */
const BITSET_DURING_LOAD_FROM = 256;

/**
 * `bitsetsWhileLoading`: the values are added in ascending order during a load (the index's
 * slots), so a key's share of the values so far tells a common word early.
 */
export function createPostingLists({ bitsetsWhileLoading = false } = {}): PostingLists {
  /** Values of key k: values[starts[k]] up to values[starts[k + 1]]; keys ≥ packedKeys have none. */
  let starts = new Int32Array(1);
  let values = new Int32Array(0);
  let packedKeys = 0;
  /** The lists packed as bitsets (their part of `values` is empty), and their lengths. */
  let bitsets = new Map<number, { bits: Uint32Array; length: number }>();
  /** Pairs added before the pack, in two growing arrays. */
  let pendingKeys = new Int32Array(1024);
  let pendingValues = new Int32Array(1024);
  let pendingCount = 0;
  /** Before the pack: how many pairs each key has among them, and the keys that took a bitset. */
  let pendingPerKey = new Int32Array(1024);
  const bitsetsDuringLoad = new Map<number, Uint32Array>();
  let isPacked = false;
  const addedAfterPack = new Map<number, number[]>();

  function packedLength(key: number): number {
    if (key >= packedKeys) return 0;
    return bitsets.get(key)?.length ?? (starts[key + 1] ?? 0) - (starts[key] ?? 0);
  }

  function forEachPacked(key: number, visit: (value: number) => void): void {
    if (key >= packedKeys) return;
    const bitset = bitsets.get(key);
    if (bitset) {
      const bits = bitset.bits;
      for (let index = 0; index < bits.length; index++) {
        let word = bits[index] ?? 0;
        while (word !== 0) {
          const lowest = word & -word;
          visit((index << 5) + 31 - Math.clz32(lowest));
          word ^= lowest;
        }
      }
      return;
    }
    const end = starts[key + 1] ?? 0;
    for (let index = starts[key] ?? 0; index < end; index++) visit(values[index] ?? 0);
  }

  function pack(universe?: number): void {
    let keyCount = packedKeys;
    for (let index = 0; index < pendingCount; index++)
      keyCount = Math.max(keyCount, (pendingKeys[index] ?? 0) + 1);
    for (const key of bitsetsDuringLoad.keys()) keyCount = Math.max(keyCount, key + 1);
    const counts = new Int32Array(keyCount);
    for (let key = 0; key < packedKeys; key++) counts[key] = packedLength(key);
    for (let index = 0; index < pendingCount; index++) {
      const key = pendingKeys[index] ?? 0;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [key, bits] of bitsetsDuringLoad) counts[key] = (counts[key] ?? 0) + countBits(bits);
    const asBitset = (key: number) =>
      universe !== undefined && (counts[key] ?? 0) * BITSET_ABOVE_ONE_IN > universe;
    const nextBitsets = new Map<number, { bits: Uint32Array; length: number }>();
    const nextStarts = new Int32Array(keyCount + 1);
    for (let key = 0; key < keyCount; key++) {
      if (asBitset(key)) {
        nextBitsets.set(key, { bits: new Uint32Array(Math.ceil((universe ?? 0) / 32)), length: 0 });
        nextStarts[key + 1] = nextStarts[key] ?? 0;
      } else {
        nextStarts[key + 1] = (nextStarts[key] ?? 0) + (counts[key] ?? 0);
      }
    }
    const nextValues = new Int32Array(nextStarts[keyCount] ?? 0);
    const fill = nextStarts.slice(0, keyCount);
    const place = (key: number, value: number) => {
      const bitset = nextBitsets.get(key);
      if (bitset) {
        const bit = 1 << (value & 31);
        const word = bitset.bits[value >>> 5] ?? 0;
        if ((word & bit) === 0) bitset.length += 1;
        bitset.bits[value >>> 5] = word | bit;
        return;
      }
      const at = fill[key] ?? 0;
      nextValues[at] = value;
      fill[key] = at + 1;
    };
    for (let key = 0; key < packedKeys; key++) forEachPacked(key, (value) => place(key, value));
    for (let index = 0; index < pendingCount; index++)
      place(pendingKeys[index] ?? 0, pendingValues[index] ?? 0);
    // The values a key took in a bitset came after its pairs: placed after them.
    for (const [key, bits] of bitsetsDuringLoad) {
      for (let index = 0; index < bits.length; index++) {
        let word = bits[index] ?? 0;
        while (word !== 0) {
          const lowest = word & -word;
          place(key, (index << 5) + 31 - Math.clz32(lowest));
          word ^= lowest;
        }
      }
    }
    bitsetsDuringLoad.clear();
    pendingPerKey = new Int32Array(0);
    starts = nextStarts;
    values = nextValues;
    bitsets = nextBitsets;
    packedKeys = keyCount;
    pendingKeys = new Int32Array(0);
    pendingValues = new Int32Array(0);
    pendingCount = 0;
    isPacked = true;
  }

  /** A search before the pack (an index filled without a load) packs what there is first. */
  function packPending(): void {
    if (!isPacked && (pendingCount > 0 || bitsetsDuringLoad.size > 0)) pack();
  }

  return {
    add(key, value) {
      if (isPacked) {
        const list = addedAfterPack.get(key);
        if (list) list.push(value);
        else addedAfterPack.set(key, [value]);
        return;
      }
      const bits = bitsetsDuringLoad.get(key);
      if (bits) {
        if (value >>> 5 >= bits.length) {
          const grown = new Uint32Array(Math.max(bits.length * 2, (value >>> 5) + 1));
          grown.set(bits);
          bitsetsDuringLoad.set(key, grown);
          grown[value >>> 5] = (grown[value >>> 5] ?? 0) | (1 << (value & 31));
        } else {
          bits[value >>> 5] = (bits[value >>> 5] ?? 0) | (1 << (value & 31));
        }
        return;
      }
      if (key >= pendingPerKey.length) {
        const grown = new Int32Array(Math.max(pendingPerKey.length * 2, key + 1));
        grown.set(pendingPerKey);
        pendingPerKey = grown;
      }
      const perKey = (pendingPerKey[key] ?? 0) + 1;
      pendingPerKey[key] = perKey;
      if (bitsetsWhileLoading && perKey >= BITSET_DURING_LOAD_FROM && perKey * BITSET_ABOVE_ONE_IN > value) {
        bitsetsDuringLoad.set(key, new Uint32Array((value >>> 5) + 1024));
      }
      if (pendingCount === pendingKeys.length) {
        const grownKeys = new Int32Array(pendingKeys.length * 2);
        grownKeys.set(pendingKeys);
        pendingKeys = grownKeys;
        const grownValues = new Int32Array(pendingValues.length * 2);
        grownValues.set(pendingValues);
        pendingValues = grownValues;
      }
      pendingKeys[pendingCount] = key;
      pendingValues[pendingCount] = value;
      pendingCount += 1;
    },

    pack,

    forEach(key, visit) {
      packPending();
      forEachPacked(key, visit);
      const added = addedAfterPack.get(key);
      if (added) for (const value of added) visit(value);
    },

    orInto(key, target) {
      packPending();
      const bitset = key < packedKeys ? bitsets.get(key) : undefined;
      if (bitset) {
        const bits = bitset.bits;
        const length = Math.min(bits.length, target.length);
        for (let index = 0; index < length; index++)
          target[index] = (target[index] ?? 0) | (bits[index] ?? 0);
      } else if (key < packedKeys) {
        const end = starts[key + 1] ?? 0;
        for (let index = starts[key] ?? 0; index < end; index++) {
          const value = values[index] ?? 0;
          target[value >>> 5] = (target[value >>> 5] ?? 0) | (1 << (value & 31));
        }
      }
      const added = addedAfterPack.get(key);
      if (added) {
        for (const value of added) target[value >>> 5] = (target[value >>> 5] ?? 0) | (1 << (value & 31));
      }
    },

    lengthOf(key) {
      packPending();
      return packedLength(key) + (addedAfterPack.get(key)?.length ?? 0);
    },
  };
}

function countBits(bits: Uint32Array): number {
  let total = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index] ?? 0;
    while (word !== 0) {
      word &= word - 1;
      total += 1;
    }
  }
  return total;
}
