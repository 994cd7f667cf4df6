/**
 * Lists of numbers under numbered keys, for the search index (search-index.ts): a word's
 * products, a trigram's words. Most lists are tiny (a catalogue's model numbers are one word of
 * one product each), and as JavaScript arrays 100,000 of them cost about 25 MB of heap in array
 * objects and their spare room. Packed, they are two typed arrays: every list's values one after
 * another, and where each list starts (the compressed sparse row layout), 4 bytes a value.
 *
 * A load adds its pairs in bulk and packs once (`pack`, a counting sort). A pair added after the
 * pack (a product written while the shop runs) goes into a small map beside the packed lists; the
 * index is rebuilt from the database now and then, which packs those in too.
 */
export interface PostingLists {
  add(key: number, value: number): void;
  /** Packs the pairs added so far; later ones are kept aside until the next load. */
  pack(): void;
  /** Calls `visit` with each value under `key` (in the order added within each part). */
  forEach(key: number, visit: (value: number) => void): void;
  /** How many values are under `key`. */
  lengthOf(key: number): number;
}

export function createPostingLists(): PostingLists {
  /** Values of key k: values[starts[k]] up to values[starts[k + 1]]; keys ≥ packedKeys have none. */
  let starts = new Int32Array(1);
  let values = new Int32Array(0);
  let packedKeys = 0;
  /** Pairs added before the pack, in two growing arrays. */
  let pendingKeys = new Int32Array(1024);
  let pendingValues = new Int32Array(1024);
  let pendingCount = 0;
  let isPacked = false;
  const addedAfterPack = new Map<number, number[]>();

  function pack(): void {
    let keyCount = packedKeys;
    for (let index = 0; index < pendingCount; index++)
      keyCount = Math.max(keyCount, (pendingKeys[index] ?? 0) + 1);
    const nextStarts = new Int32Array(keyCount + 1);
    for (let key = 0; key < packedKeys; key++)
      nextStarts[key + 1] = (starts[key + 1] ?? 0) - (starts[key] ?? 0);
    for (let index = 0; index < pendingCount; index++) {
      const key = pendingKeys[index] ?? 0;
      nextStarts[key + 1] = (nextStarts[key + 1] ?? 0) + 1;
    }
    for (let key = 0; key < keyCount; key++)
      nextStarts[key + 1] = (nextStarts[key + 1] ?? 0) + (nextStarts[key] ?? 0);
    const nextValues = new Int32Array(nextStarts[keyCount] ?? 0);
    const fill = nextStarts.slice(0, keyCount);
    const place = (key: number, value: number) => {
      const at = fill[key] ?? 0;
      nextValues[at] = value;
      fill[key] = at + 1;
    };
    for (let key = 0; key < packedKeys; key++) {
      for (let index = starts[key] ?? 0; index < (starts[key + 1] ?? 0); index++)
        place(key, values[index] ?? 0);
    }
    for (let index = 0; index < pendingCount; index++)
      place(pendingKeys[index] ?? 0, pendingValues[index] ?? 0);
    starts = nextStarts;
    values = nextValues;
    packedKeys = keyCount;
    pendingKeys = new Int32Array(0);
    pendingValues = new Int32Array(0);
    pendingCount = 0;
    isPacked = true;
  }

  /** A search before the pack (an index filled without a load) packs what there is first. */
  function packPending(): void {
    if (!isPacked && pendingCount > 0) pack();
  }

  return {
    add(key, value) {
      if (isPacked) {
        const list = addedAfterPack.get(key);
        if (list) list.push(value);
        else addedAfterPack.set(key, [value]);
        return;
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
      if (key < packedKeys) {
        const end = starts[key + 1] ?? 0;
        for (let index = starts[key] ?? 0; index < end; index++) visit(values[index] ?? 0);
      }
      const added = addedAfterPack.get(key);
      if (added) for (const value of added) visit(value);
    },

    lengthOf(key) {
      packPending();
      const packed = key < packedKeys ? (starts[key + 1] ?? 0) - (starts[key] ?? 0) : 0;
      return packed + (addedAfterPack.get(key)?.length ?? 0);
    },
  };
}
