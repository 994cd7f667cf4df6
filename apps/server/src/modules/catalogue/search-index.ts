import { CATEGORIES, type Category, type ProductSort } from "@shop/shared";
import type { IndexedProduct } from "../products/products.repository";
import { createPostingLists } from "./posting-lists";

/**
 * The catalogue's search, in memory (docs/decisions/022-search-at-scale.md): for every product
 * its id, category, price, age and the words of its search text, never the product itself. A
 * search answers which ids match and in which order; the rows of the one page asked for are then
 * read from the database by primary key.
 *
 * The meaning is the SQL one it replaces: every query word must occur somewhere in the product's
 * normalised search text (`LIKE '%word%'`). Query words hold no space, so "occurs in the text" is
 * "occurs in one of its words": a query word is looked up in the vocabulary (the distinct words of
 * all search texts) through a trigram index of that vocabulary, and the products of every matching
 * word form the word's set of products (a bitset, cached until the catalogue changes).
 */

export type { IndexedProduct } from "../products/products.repository";

export interface SearchRequest {
  words: string[];
  category?: Category;
  sort: ProductSort;
  offset: number;
  limit: number;
  /** Counting stops here (SEARCH_TOTAL_CAP): the web app shows "1000+". */
  countAtMost: number;
}

export interface SearchAnswer {
  /** The page's ids, in the requested order. */
  ids: string[];
  total: number;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * The bytes of query words' product sets kept (each is a bit per product: 16 KB at 100,000
 * products, so 256 words there); cleared whenever the catalogue changes.
 */
const WORD_CACHE_BYTES = 4 * 1024 * 1024;
/** Below this many matches the page is found by sorting the matches, above by walking an order. */
const SORT_MATCHES_BELOW = 2_000;

export function createSearchIndex() {
  // A product is a slot; an update gives it a new slot and retires the old one (dead bit).
  const ids: string[] = [];
  let categories = new Uint8Array(1024);
  let prices = new Float64Array(1024);
  let created = new Float64Array(1024);
  let live = new Uint32Array(32);
  let slotCount = 0;
  let liveCount = 0;
  const slotById = new Map<string, number>();
  /** The distinct words of the search texts; a word's number is its place here. */
  const vocabulary: string[] = [];
  const wordNumbers = new Map<string, number>();
  /** Each word's number → the slots whose text holds it (dead ones included). */
  const postings = createPostingLists();
  /** Each trigram of the vocabulary, numbered → the numbers of the words that hold it. */
  const trigramNumbers = new Map<string, number>();
  const wordsWithTrigram = createPostingLists();
  /** Slots in each order, dead ones included; kept sorted on every insert. */
  const orders: Record<ProductSort, Int32Array> = {
    newest: new Int32Array(1024),
    price_asc: new Int32Array(1024),
    price_desc: new Int32Array(1024),
  };
  const wordSets = new Map<string, Uint32Array>();
  let categorySets: Uint32Array[] | null = null;
  /** Each sort's position of every slot (`orders` inverted), built when a search first needs it. */
  let ranks: Partial<Record<ProductSort, Int32Array>> = {};
  // A search's working space, one for all: a search runs start to end without yielding, so no
  // two use it at once, and no search leaves a 12 KB buffer behind for the collector.
  let matchesSpace = new Uint32Array(0);
  const ranksSpace = new Int32Array(SORT_MATCHES_BELOW);

  const before: Record<ProductSort, (a: number, b: number) => number> = {
    newest: (a, b) => (created[b] ?? 0) - (created[a] ?? 0) || compareIds(b, a),
    price_asc: (a, b) => (prices[a] ?? 0) - (prices[b] ?? 0) || compareIds(a, b),
    price_desc: (a, b) => (prices[b] ?? 0) - (prices[a] ?? 0) || compareIds(b, a),
  };
  // The SQL orders break ties by id (products.repository.ts sortOrder); uuids compare as text.
  function compareIds(a: number, b: number): number {
    const x = ids[a] ?? "";
    const y = ids[b] ?? "";
    return x < y ? -1 : x > y ? 1 : 0;
  }

  function grow(): void {
    const capacity = categories.length * 2;
    const resize = <T extends Uint8Array | Float64Array | Int32Array>(
      array: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    categories = resize(categories, (n) => new Uint8Array(n));
    prices = resize(prices, (n) => new Float64Array(n));
    created = resize(created, (n) => new Float64Array(n));
    for (const sort of Object.keys(orders) as ProductSort[]) {
      orders[sort] = resize(orders[sort], (n) => new Int32Array(n));
    }
    const nextLive = new Uint32Array(capacity >>> 5);
    nextLive.set(live);
    live = nextLive;
  }

  function addWord(word: string, slot: number): void {
    let number = wordNumbers.get(word);
    if (number === undefined) {
      number = vocabulary.length;
      vocabulary.push(word);
      wordNumbers.set(word, number);
      for (const trigram of new Set(trigramsOf(word))) {
        let trigramNumber = trigramNumbers.get(trigram);
        if (trigramNumber === undefined) {
          trigramNumber = trigramNumbers.size;
          trigramNumbers.set(trigram, trigramNumber);
        }
        wordsWithTrigram.add(trigramNumber, number);
      }
    }
    postings.add(number, slot);
  }

  function retire(id: string): void {
    const slot = slotById.get(id);
    if (slot === undefined) return;
    slotById.delete(id);
    live[slot >>> 5] = (live[slot >>> 5] ?? 0) & ~(1 << (slot & 31));
    liveCount -= 1;
  }

  function insert(product: IndexedProduct, sorted: boolean): void {
    if (slotCount === categories.length) grow();
    const slot = slotCount++;
    ids[slot] = product.id;
    categories[slot] = Math.max(0, CATEGORIES.indexOf(product.category));
    prices[slot] = product.price;
    created[slot] = product.createdAt.getTime();
    live[slot >>> 5] = (live[slot >>> 5] ?? 0) | (1 << (slot & 31));
    liveCount += 1;
    slotById.set(product.id, slot);
    // A word twice in one text is one posting: the set of its products is the same.
    for (const word of new Set(product.searchText.split(" "))) if (word) addWord(word, slot);
    for (const sort of Object.keys(orders) as ProductSort[]) {
      const order = orders[sort];
      if (!sorted) {
        order[slot] = slot;
        continue;
      }
      // Binary search for the place, then shift the tail by one: a write costs a copy, not a sort.
      let low = 0;
      let high = slot;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (before[sort](order[middle] ?? 0, slot) < 0) low = middle + 1;
        else high = middle;
      }
      order.copyWithin(low + 1, low, slot);
      order[low] = slot;
    }
  }

  function changed(): void {
    wordSets.clear();
    categorySets = null;
    ranks = {};
  }

  /**
   * Leaves out the retired slots. Word and category sets are made this way, and dropped with
   * every change (`changed`), so they only ever hold live products.
   */
  function keepLive(set: Uint32Array): void {
    for (let index = 0; index < set.length; index++) set[index] = (set[index] ?? 0) & (live[index] ?? 0);
  }

  function rankOf(sort: ProductSort): Int32Array {
    let rank = ranks[sort];
    if (!rank) {
      rank = new Int32Array(slotCount);
      const order = orders[sort];
      for (let position = 0; position < slotCount; position++) rank[order[position] ?? 0] = position;
      ranks[sort] = rank;
    }
    return rank;
  }

  /**
   * A page of a few matches (fewer than SORT_MATCHES_BELOW): their positions in the order, sorted
   * as plain integers (no comparison function), then turned back into slots.
   */
  function pageOfFewMatches(
    matches: Uint32Array,
    total: number,
    sort: ProductSort,
    offset: number,
    end: number,
  ) {
    const rank = rankOf(sort);
    const positions = ranksSpace.subarray(0, total);
    let found = 0;
    for (let index = 0; index < matches.length; index++) {
      let value = matches[index] ?? 0;
      while (value !== 0) {
        const lowest = value & -value;
        positions[found++] = rank[(index << 5) + 31 - Math.clz32(lowest)] ?? 0;
        value ^= lowest;
      }
    }
    positions.sort();
    const order = orders[sort];
    return Array.from(positions.subarray(offset, end), (position) => order[position] ?? 0);
  }

  function productsWithWord(word: string): Uint32Array {
    const cached = wordSets.get(word);
    if (cached) {
      // Map order is insertion order: touching an entry keeps the recent ones.
      wordSets.delete(word);
      wordSets.set(word, cached);
      return cached;
    }
    const set = new Uint32Array(live.length);
    const addSlot = (slot: number) => {
      set[slot >>> 5] = (set[slot >>> 5] ?? 0) | (1 << (slot & 31));
    };
    for (const match of vocabularyMatches(word)) postings.forEach(match, addSlot);
    keepLive(set);
    if (wordSets.size >= Math.max(1, Math.floor(WORD_CACHE_BYTES / set.byteLength))) {
      const oldest = wordSets.keys().next().value;
      if (oldest !== undefined) wordSets.delete(oldest);
    }
    wordSets.set(word, set);
    return set;
  }

  /** The numbers of the vocabulary's words that hold `word`. */
  function vocabularyMatches(word: string): number[] {
    const holdsWord = (number: number) => (vocabulary[number] ?? "").includes(word);
    const matches: number[] = [];
    const trigrams = trigramsOf(word);
    if (trigrams.length === 0) {
      for (let number = 0; number < vocabulary.length; number++) if (holdsWord(number)) matches.push(number);
      return matches;
    }
    // The rarest trigram's words are the fewest candidates; each is then checked whole.
    let fewest: number | undefined;
    for (const trigram of trigrams) {
      const number = trigramNumbers.get(trigram);
      if (number === undefined) return [];
      if (fewest === undefined || wordsWithTrigram.lengthOf(number) < wordsWithTrigram.lengthOf(fewest)) {
        fewest = number;
      }
    }
    if (fewest !== undefined) {
      wordsWithTrigram.forEach(fewest, (number) => {
        if (holdsWord(number)) matches.push(number);
      });
    }
    return matches;
  }

  function productsInCategory(category: Category): Uint32Array {
    if (!categorySets) {
      const sets = CATEGORIES.map(() => new Uint32Array(live.length));
      for (let slot = 0; slot < slotCount; slot++) {
        const set = sets[categories[slot] ?? 0];
        if (set) set[slot >>> 5] = (set[slot >>> 5] ?? 0) | (1 << (slot & 31));
      }
      for (const set of sets) keepLive(set);
      categorySets = sets;
    }
    return categorySets[CATEGORIES.indexOf(category)] ?? new Uint32Array(live.length);
  }

  return {
    /**
     * Fills a new index in batches (so a load never holds the whole catalogue's rows at once);
     * `finishLoad` sorts the orders once at the end.
     */
    append(batch: Iterable<IndexedProduct>): void {
      for (const product of batch) {
        retire(product.id);
        insert(product, false);
      }
    },

    finishLoad(): void {
      postings.pack();
      wordsWithTrigram.pack();
      for (const sort of Object.keys(orders) as ProductSort[]) {
        orders[sort].subarray(0, slotCount).sort(before[sort]);
      }
      changed();
    },

    /** A product written (new or changed); its old entry, if any, is retired. */
    upsert(product: IndexedProduct): void {
      retire(product.id);
      insert(product, true);
      changed();
    },

    remove(id: string): void {
      retire(id);
      changed();
    },

    get size(): number {
      return liveCount;
    },

    search(request: SearchRequest): SearchAnswer {
      const sets = request.words.map(productsWithWord);
      if (request.category) sets.push(productsInCategory(request.category));
      if (matchesSpace.length !== live.length) matchesSpace = new Uint32Array(live.length);
      const [first = live, ...others] = sets;
      const matches = others.length === 0 ? first : matchesSpace;
      const total = others.length === 0 ? countBits(first) : intersect(matches, first, others);
      const end = request.offset + request.limit;
      let page: number[] = [];
      if (total <= SORT_MATCHES_BELOW) {
        page = pageOfFewMatches(matches, total, request.sort, request.offset, end);
      } else {
        const order = orders[request.sort];
        let seen = 0;
        for (let index = 0; index < slotCount && seen < end; index++) {
          const slot = order[index] ?? 0;
          if (((matches[slot >>> 5] ?? 0) & (1 << (slot & 31))) === 0) continue;
          if (seen >= request.offset) page.push(slot);
          seen += 1;
        }
      }
      return { ids: page.map((slot) => ids[slot] ?? ""), total: Math.min(total, request.countAtMost) };
    },
  };
}

/**
 * Writes into `target` the products in `first` and in every one of `others`, and counts them: one
 * pass for two sets (a query of two words), one more for each further set.
 */
function intersect(target: Uint32Array, first: Uint32Array, others: readonly Uint32Array[]): number {
  const [second, ...rest] = others;
  if (second === undefined) {
    target.set(first);
    return countBits(target);
  }
  if (rest.length === 0) {
    let total = 0;
    for (let index = 0; index < target.length; index++) {
      const value = (first[index] ?? 0) & (second[index] ?? 0);
      target[index] = value;
      total += bitsIn(value);
    }
    return total;
  }
  for (let index = 0; index < target.length; index++)
    target[index] = (first[index] ?? 0) & (second[index] ?? 0);
  for (const set of rest) {
    for (let index = 0; index < target.length; index++)
      target[index] = (target[index] ?? 0) & (set[index] ?? 0);
  }
  return countBits(target);
}

function countBits(set: Uint32Array): number {
  let total = 0;
  for (let index = 0; index < set.length; index++) total += bitsIn(set[index] ?? 0);
  return total;
}

/** The number of bits set in a 32-bit word, in int32 arithmetic (no float on the way). */
function bitsIn(word: number): number {
  let value = (word - ((word >>> 1) & 0x55555555)) | 0;
  value = ((value & 0x33333333) + ((value >>> 2) & 0x33333333)) | 0;
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The trigrams of a word, by code point (Korean and Japanese words are short and count too). */
function trigramsOf(word: string): string[] {
  const characters = [...word];
  const trigrams: string[] = [];
  for (let index = 0; index + 3 <= characters.length; index++) {
    trigrams.push(characters.slice(index, index + 3).join(""));
  }
  return trigrams;
}
