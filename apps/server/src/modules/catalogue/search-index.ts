import {
  bagWordsOfNames,
  CATEGORIES,
  type CatalogueFilters,
  type Category,
  COLOUR_SEARCH_WORDS,
  categorySearchWords,
  discountedPrice,
  isPromotionActiveAt,
  materialKey,
  normaliseHexColour,
  normaliseSearchText,
  PRICE_BANDS,
  type ProductSort,
  priceBandOf,
  SEARCH_STOP_WORDS,
  type SearchSort,
  searchWords,
  spellingsOfWords,
  writtenSearchText,
} from "@shop/shared";
import type { IndexedProduct } from "../products/products.repository";
import { englishSingulars } from "./english-plurals";
import { createPostingLists } from "./posting-lists";
import { createTypoFinder } from "./typo-finder";

/**
 * The catalogue's search and filters, in memory (docs/decisions/022-search-at-scale.md,
 * 056-filters-and-relevance.md): for every product its id, category, price and promotion, age,
 * colours with their stock, material, and the words of its names, material and description in
 * every language — never the product itself. A search answers which ids match, in which order,
 * which colour a word named, and how many products each filter's choices would leave; the rows of
 * the one page asked for are then read by primary key.
 *
 * How a query word matches a product: the word is looked up in the vocabulary (every distinct word
 * of the indexed texts, and the colour and category words of the four languages) as the word
 * itself, a word it begins ("tu" → "tui"), a word it is inside (three letters or more, or Korean
 * and Japanese, which write compounds without spaces), or, when no word is the word itself, a
 * word one swapped, missing, doubled or (from five letters) changed letter away ("xahc" → "xach").
 * Each way scores by where the word was found (name above colour above category and material
 * above description) and how (the word itself above a typo above a beginning above an inside).
 *
 * Which products answer: those matching the most query words, stop words ("màu") and words found
 * nowhere left out of the count. A query whose words all occur in some product answers exactly
 * those products (as the SQL did); one with a word nobody holds answers what the others find.
 * Best match first: the sum of the words' scores, ties newest first.
 *
 * A query typed with Vietnamese marks means its words as written: for "ví da" (leather wallet) a
 * name holding "Dạ" (evening) or "Đà" (Lạt), which fold to "da" too, scores the word just below a
 * typo and below the word as typed in a material, not as the word itself. A query without marks
 * could mean any of them, and matches all alike.
 */

export type { IndexedProduct } from "../products/products.repository";

export interface SearchRequest {
  words: string[];
  /**
   * The words as the shopper typed them, marks kept, one per word (shared `writtenSearchWords`),
   * when the query carries marks: a name word written otherwise then counts as a near match.
   */
  written?: readonly string[];
  category?: Category;
  filters?: CatalogueFilters;
  /** `relevance` without words is `newest`. */
  sort: SearchSort;
  offset: number;
  limit: number;
  /** Counting stops here (SEARCH_TOTAL_CAP): the web app shows "1000+". */
  countAtMost: number;
  /** Count each filter's choices (the facets). */
  facets?: boolean;
  /** Whether a promotion runs, so which price is paid, is judged at this time (ms). */
  now?: number;
}

export interface IndexFacets {
  colors: Array<{ color: string; count: number }>;
  materials: Array<{ material: string; labels: MaterialLabels; count: number }>;
  price: { min: number; max: number } | null;
  priceBands: Array<{ min: number; max: number | null; count: number }>;
  onSale: number;
  inStock: number;
}

export interface SearchAnswer {
  /** The page's ids, in the requested order. */
  ids: string[];
  total: number;
  /** The page's products whose colour a query word (or the colour filter) named: id → `#rrggbb`. */
  matchedColors: Record<string, string>;
  facets?: IndexFacets;
}

export type MaterialLabels = Partial<Record<"vi" | "en" | "kr" | "jp", string>>;
export type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * The bytes of query words' matches kept, oldest used dropped first (a bit per product for each
 * score the word has and one for all: 12.5 KB a bitset at 100,000 products, so some 200 words
 * there, 20 at a million); cleared whenever the catalogue changes.
 */
const WORD_CACHE_BYTES = 8 * 1024 * 1024;
/** Words added to the vocabulary since it was sorted, checked one by one, before it is sorted again. */
const UNSORTED_WORDS_AT_MOST = 2_000;
/** Below this many matches the page is found by sorting the matches, above by walking an order. */
const SORT_MATCHES_BELOW = 2_000;

/**
 * Where a word was found, as a score (a byte per product and word: at most 255). A category's name
 * says what a product is as surely as its own name, which often leaves it out (decision 072).
 */
const FIELD_SCORE = { name: 40, colour: 24, category: 40, material: 20, description: 8 } as const;
/** How it was found. */
const HOW_SCORE = { exact: 1, typo: 0.5, prefix: 0.35, infix: 0.25 } as const;
/**
 * A name writing a marked query's word otherwise ("Đà" Lạt for "da"): below the word as typed in a
 * material ("Da bò"), so "túi da" lists a bag whose material alone says leather before a bag from
 * Đà Lạt; a typo's score otherwise (docs/decisions/077-a-querys-marks-kept.md).
 */
const NAME_SPELT_OTHERWISE_SCORE = FIELD_SCORE.material - 1;
type How = keyof typeof HOW_SCORE;

/** Korean and Japanese: compounds are written without spaces, so a word is found inside another. */
const WRITTEN_WITHOUT_SPACES = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The colour and category words of the four languages, normalised: word → what it names. */
const COLOUR_WORDS = new Map<string, string[]>();
for (const [hex, names] of Object.entries(COLOUR_SEARCH_WORDS)) {
  for (const name of names) {
    for (const word of searchWords(name)) COLOUR_WORDS.set(word, [...(COLOUR_WORDS.get(word) ?? []), hex]);
  }
}
const CATEGORY_WORDS = new Map<string, number[]>();
for (const [number, category] of CATEGORIES.entries()) {
  for (const name of categorySearchWords(category)) {
    for (const word of searchWords(name)) {
      const named = CATEGORY_WORDS.get(word) ?? [];
      // "Bag" is in the category's name and among the words for any bag: named once.
      if (!named.includes(number)) CATEGORY_WORDS.set(word, [...named, number]);
    }
  }
}

/** The live products a word matches with one score. */
interface ScoreTier {
  score: number;
  set: Uint32Array;
}

interface WordMatches {
  /** The products it matches (a bitset over slots, live ones only). */
  set: Uint32Array;
  /**
   * Its matches by score, highest first: a product scores what the first tier holding it says
   * (a product found in its name and its description scores as found in its name). A few bitsets
   * rather than a byte per product: at a million products the byte per product was 1 MB a word.
   */
  tiers: ScoreTier[];
  /** How many products `set` holds: a search intersects the sparsest sets first. */
  count: number;
  /** The products it matches with its highest score (the first tier). */
  best: Uint32Array;
  /** How many products `best` holds. */
  bestCount: number;
  /** The colours (numbers) it names. */
  colours: number[];
}

export function createSearchIndex() {
  // A product is a slot; an update gives it a new slot and retires the old one (dead bit).
  const ids: string[] = [];
  let categories = new Uint8Array(1024);
  let prices = new Float64Array(1024);
  let created = new Float64Array(1024);
  let materialOf = new Int32Array(1024);
  /** Each slot's variations: `variationCount` entries from `variationStart` in the arrays below. */
  let variationStart = new Int32Array(1024);
  let variationCount = new Uint8Array(1024);
  let variationColour = new Int32Array(4096);
  let variationStock = new Int32Array(4096);
  let variationTotal = 0;
  /** Each slot's promotion, its dates read once: a promotion's start or end reprices these (`pricesAt`). */
  const promotions: Array<PromotionTimes | null> = [];
  let live = new Uint32Array(32);
  let slotCount = 0;
  let liveCount = 0;
  const slotById = new Map<string, number>();
  /** Colours and materials, numbered. */
  const colourNumbers = new Map<string, number>();
  const colourHexes: string[] = [];
  const materialNumbers = new Map<string, number>();
  const materialKeys: string[] = [];
  const materialLabels: MaterialLabels[] = [];
  /** The distinct words of the indexed texts; a word's number is its place here. */
  const vocabulary: string[] = [];
  const wordNumbers = new Map<string, number>();
  /** Each word's number → the slots whose name, material or description holds it. */
  const inNames = createPostingLists({ bitsetsWhileLoading: true });
  const inMaterials = createPostingLists({ bitsetsWhileLoading: true });
  const inDescriptions = createPostingLists({ bitsetsWhileLoading: true });
  /**
   * The names' words as written: under the vocabulary's number the slots whose name holds the word
   * without marks; under a number of `markedWordNumbers` those holding it with these marks.
   */
  const inNamesUnmarked = createPostingLists({ bitsetsWhileLoading: true });
  const inNamesMarked = createPostingLists({ bitsetsWhileLoading: true });
  const markedWordNumbers = new Map<string, number>();
  /**
   * The vocabulary's numbers in the order of their words, for the words numbered below
   * `sortedThrough` (sorted at each load); words added since are checked one by one.
   */
  let sortedWords = new Int32Array(0);
  let sortedThrough = 0;
  /** The numbers of the words holding Korean or Japanese letters. */
  const wordsWithoutSpaces: number[] = [];
  /** Each trigram of the vocabulary, numbered → the numbers of the words that hold it. */
  const trigramNumbers = new Map<string, number>();
  const wordsWithTrigram = createPostingLists();
  const typos = createTypoFinder(vocabulary, (word) => wordNumbers.get(word));
  /** Slots in each order, dead ones included; kept sorted on every insert. */
  const orders: Record<ProductSort, Int32Array> = {
    newest: new Int32Array(1024),
    price_asc: new Int32Array(1024),
    price_desc: new Int32Array(1024),
  };
  const wordMatches = new Map<string, WordMatches>();
  let wordMatchesBytes = 0;
  let categorySets: Uint32Array[] | null = null;
  /** Each colour's slots, made when a word first names a colour after a change. */
  let colourSets: Uint32Array[] | null = null;
  /**
   * Each slot's facet profile (the colours it comes in, its material, its price band today, on sale
   * or not, in stock or not), numbered: products share few profiles, so an unfiltered answer's
   * counts are one increment per match (`unfilteredFacets`), spread over the choices at the end.
   * Made from `paid` and the stock; kept slot by slot as orders change stock and as a promotion's
   * start or end changes a price (`pricesAt`), made again only after a load.
   */
  let facetProfiles: FacetProfiles | null = null;
  /** `distinctColoursOf`'s answer: a product has at most 255 colours (`insert`). */
  const coloursSpace = new Int32Array(255);
  let profileCountsSpace = new Int32Array(0);
  /** Each sort's position of every slot (`orders` inverted), built when a search first needs it. */
  let ranks: Partial<Record<ProductSort, Int32Array>> = {};
  /** The price paid today and whether a promotion runs, per slot, until `pricesValidUntil`. */
  let paid = new Float64Array(0);
  let onSale = new Uint8Array(0);
  let pricesValidUntil = Number.NEGATIVE_INFINITY;
  /** The slots `paid` and `onSale` hold (products saved since are priced when next asked). */
  let pricedSlots = 0;
  // A search's working space, one for all: a search runs start to end without yielding.
  let matchesSpace = new Uint32Array(0);
  let filteredSpace = new Uint32Array(0);
  let bestSpace = new Uint32Array(0);
  let lowestSpace = new Uint32Array(0);
  /** The bit-sliced counters of `wordTier` when no product has every word. */
  let planeSpace = new Uint32Array(0);
  const ranksSpace = new Int32Array(SORT_MATCHES_BELOW);
  /** `pageByScore`'s keys of a few matches, kept from one search to the next. */
  const scoreKeysSpace = new Float64Array(SORT_MATCHES_BELOW);

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

  function resized<T extends Uint8Array | Int32Array | Float64Array>(array: T, capacity: number): T {
    const next = new (array.constructor as new (length: number) => T)(capacity);
    next.set(array);
    return next;
  }

  function grow(): void {
    const capacity = categories.length * 2;
    categories = resized(categories, capacity);
    prices = resized(prices, capacity);
    created = resized(created, capacity);
    materialOf = resized(materialOf, capacity);
    variationStart = resized(variationStart, capacity);
    variationCount = resized(variationCount, capacity);
    for (const sort of Object.keys(orders) as ProductSort[]) orders[sort] = resized(orders[sort], capacity);
    const nextLive = new Uint32Array(capacity >>> 5);
    nextLive.set(live);
    live = nextLive;
  }

  function numberOfWord(word: string): number {
    let number = wordNumbers.get(word);
    if (number === undefined) {
      number = vocabulary.length;
      vocabulary.push(word);
      wordNumbers.set(word, number);
      if (WRITTEN_WITHOUT_SPACES.test(word)) wordsWithoutSpaces.push(number);
      for (const trigram of new Set(trigramsOf(word))) {
        let trigramNumber = trigramNumbers.get(trigram);
        if (trigramNumber === undefined) {
          trigramNumber = trigramNumbers.size;
          trigramNumbers.set(trigram, trigramNumber);
        }
        wordsWithTrigram.add(trigramNumber, number);
      }
    }
    return number;
  }
  // The colour and category words are found like any other (a typo, a beginning).
  for (const word of [...COLOUR_WORDS.keys(), ...CATEGORY_WORDS.keys()]) numberOfWord(word);

  function colourNumber(hex: string): number {
    const normal = normaliseHexColour(hex);
    let number = colourNumbers.get(normal);
    if (number === undefined) {
      number = colourHexes.length;
      colourHexes.push(normal);
      colourNumbers.set(normal, number);
    }
    return number;
  }

  function materialNumber(product: IndexedProduct): number {
    const own = product.materials.find((material) => material.language === "vi");
    const key = own ? materialKey(own.text) : "";
    if (!key) return -1;
    let number = materialNumbers.get(key);
    if (number === undefined) {
      number = materialKeys.length;
      materialKeys.push(key);
      materialLabels.push({});
      materialNumbers.set(key, number);
    }
    // The first product to name the material in a language names it there for the facets.
    const labels = materialLabels[number] ?? {};
    for (const material of product.materials) labels[material.language] ??= material.text;
    return number;
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
    promotions[slot] = product.promotion && {
      discount: product.promotion.discount,
      startMs: Date.parse(product.promotion.startDate),
      endMs: Date.parse(product.promotion.endDate),
    };
    materialOf[slot] = materialNumber(product);
    const colours = product.variations.slice(0, 255);
    if (variationTotal + colours.length > variationColour.length) {
      const capacity = Math.max(variationColour.length * 2, variationTotal + colours.length);
      variationColour = resized(variationColour, capacity);
      variationStock = resized(variationStock, capacity);
    }
    variationStart[slot] = variationTotal;
    variationCount[slot] = colours.length;
    for (const variation of colours) {
      variationColour[variationTotal] = colourNumber(variation.color);
      variationStock[variationTotal] = variation.stock;
      variationTotal += 1;
    }
    live[slot >>> 5] = (live[slot >>> 5] ?? 0) | (1 << (slot & 31));
    liveCount += 1;
    slotById.set(product.id, slot);
    // A word twice in one field is one posting: the set of its products is the same.
    // The names' words are worked out once, for both their postings.
    const foldedNames = product.names.map(normaliseSearchText);
    for (const word of new Set(foldedNames.flatMap(wordsOfFolded))) inNames.add(numberOfWord(word), slot);
    addNameWordsAsWritten(product.names, foldedNames, slot);
    const fields = [
      [inMaterials, product.materials.map((material) => material.text)],
      // A clutch answers the words for any bag (shared categories.ts), scored as a description's
      // words: found by "evening bag", after the bags of the bag categories.
      [inDescriptions, [...product.descriptions, ...bagWordsOfNames(product.category, product.names)]],
    ] as const;
    for (const [postings, texts] of fields) {
      for (const word of new Set(texts.flatMap(searchWords))) postings.add(numberOfWord(word), slot);
    }
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

  /** The names' words as written (`inNamesUnmarked`, `inNamesMarked`); `foldedNames` as searched. */
  function addNameWordsAsWritten(
    names: readonly string[],
    foldedNames: readonly string[],
    slot: number,
  ): void {
    const unmarked = new Set<number>();
    const marked = new Set<number>();
    names.forEach((name, nameAt) => {
      const whole = writtenSearchText(name);
      const folded = foldedNames[nameAt] ?? "";
      // Most names in English, Korean or Japanese, and some in Vietnamese, carry no mark.
      if (whole === folded) {
        for (const word of wordsOfFolded(folded)) {
          const number = wordNumbers.get(word);
          if (number !== undefined) unmarked.add(number);
        }
        return;
      }
      for (const [plain, word] of spellingsOfWords(whole, folded)) {
        const number = wordNumbers.get(plain);
        if (number === undefined) continue;
        if (word === plain) {
          unmarked.add(number);
          continue;
        }
        let markedNumber = markedWordNumbers.get(word);
        if (markedNumber === undefined) {
          markedNumber = markedWordNumbers.size;
          markedWordNumbers.set(word, markedNumber);
        }
        marked.add(markedNumber);
      }
    });
    for (const number of unmarked) inNamesUnmarked.add(number, slot);
    for (const number of marked) inNamesMarked.add(number, slot);
  }

  /** The 32-bit words of a bitset that hold slots (its length is the capacity, often more). */
  function wordsInUse(): number {
    return (slotCount + 31) >>> 5;
  }

  /**
   * After a product is saved or deleted: what is kept over every slot is made again when next
   * asked, except the prices paid and the facet profiles. A save appends a slot (and retires the
   * old one, which no answer matches again), so those are worked out for the new slots alone
   * (`pricesAt`, `facetProfilesNow`): made again over 100,000 products, the profiles held the
   * thread some 50 ms at the first search after every edit of a price (bench/README.md).
   */
  function slotsChanged(): void {
    wordMatches.clear();
    wordMatchesBytes = 0;
    categorySets = null;
    colourSets = null;
    ranks = {};
  }

  /** After a load: everything kept over the slots is made again when next asked. */
  function changed(): void {
    slotsChanged();
    facetProfiles = null;
    pricedSlots = 0;
    pricesValidUntil = Number.NEGATIVE_INFINITY;
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
   * The price paid today and whether a promotion runs, per slot (shared promotion.ts), worked out
   * for each product when first asked, and again when a promotion starts or ends for the products
   * with one: only their prices can change with the time, and only their filters' profile follows
   * (docs/decisions/080-prices-and-profiles-without-garbage.md).
   */
  function pricesAt(now: number): void {
    if (paid.length < slotCount) {
      paid = resized(paid, Math.max(paid.length * 2, slotCount));
      onSale = resized(onSale, paid.length);
    }
    if (now >= pricesValidUntil) {
      let next = Number.POSITIVE_INFINITY;
      for (let slot = 0; slot < pricedSlots; slot++) {
        if (!promotions[slot]) continue;
        const paidBefore = paid[slot];
        const onSaleBefore = onSale[slot];
        next = Math.min(next, priceSlot(slot, now));
        const repriced = paid[slot] !== paidBefore || onSale[slot] !== onSaleBefore;
        if (repriced && facetProfiles && slot < facetProfiles.slots) {
          facetProfiles.of[slot] = profileNumber(facetProfiles, slot);
        }
      }
      pricesValidUntil = next;
    }
    // Slots saved since are priced alone; a promotion of theirs may end the prices' validity sooner.
    for (let slot = pricedSlots; slot < slotCount; slot++) {
      pricesValidUntil = Math.min(pricesValidUntil, priceSlot(slot, now));
    }
    pricedSlots = slotCount;
  }

  /** Works out the slot's price paid at `now`; answers when that changes next (infinity: never). */
  function priceSlot(slot: number, now: number): number {
    const promotion = promotions[slot] ?? null;
    const price = prices[slot] ?? 0;
    if (!promotion) {
      paid[slot] = price;
      onSale[slot] = 0;
      return Number.POSITIVE_INFINITY;
    }
    const start = promotion.startMs;
    const end = promotion.endMs;
    const active = isPromotionActiveAt(promotion.discount, start, end, now);
    paid[slot] = active ? discountedPrice(price, promotion.discount) : price;
    onSale[slot] = active ? 1 : 0;
    if (start > now) return start;
    if (end >= now) return end + 1;
    return Number.POSITIVE_INFINITY;
  }

  /** The numbers of the vocabulary's words that `word` matches, and how. */
  function vocabularyMatches(word: string): Array<[number, How]> {
    const found: Array<[number, How]> = [];
    const insideAllowed = [...word].length >= 3 || WRITTEN_WITHOUT_SPACES.test(word);
    const consider = (number: number) => {
      const candidate = vocabulary[number] ?? "";
      if (candidate === word) found.push([number, "exact"]);
      else if (candidate.startsWith(word)) found.push([number, "prefix"]);
      else if (insideAllowed && candidate.includes(word)) found.push([number, "infix"]);
    };
    const trigrams = trigramsOf(word);
    if (trigrams.length === 0 && WRITTEN_WITHOUT_SPACES.test(word)) {
      // Found inside another word only if that word is written in Korean or Japanese too.
      for (const number of wordsWithoutSpaces) consider(number);
    } else if (trigrams.length === 0) {
      // One or two letters: the word itself or a word it begins, side by side in sorted order
      // (a scan of the whole vocabulary was most of a new search's time: decision 064).
      if (vocabulary.length - sortedThrough > UNSORTED_WORDS_AT_MOST) sortVocabulary();
      let low = 0;
      let high = sortedWords.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((vocabulary[sortedWords[middle] ?? 0] ?? "") < word) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < sortedWords.length; index++) {
        const number = sortedWords[index] ?? 0;
        if (!(vocabulary[number] ?? "").startsWith(word)) break;
        consider(number);
      }
      for (let number = sortedThrough; number < vocabulary.length; number++) consider(number);
    } else {
      // The rarest trigram's words are the fewest candidates; each is then checked whole.
      let fewest: number | undefined;
      let missing = false;
      for (const trigram of trigrams) {
        const number = trigramNumbers.get(trigram);
        if (number === undefined) {
          missing = true;
          break;
        }
        if (fewest === undefined || wordsWithTrigram.lengthOf(number) < wordsWithTrigram.lengthOf(fewest)) {
          fewest = number;
        }
      }
      if (!missing && fewest !== undefined) wordsWithTrigram.forEach(fewest, consider);
    }
    // A plural finds what its singular finds, as well as itself ("bags": english-plurals.ts).
    for (const singular of englishSingulars(word)) {
      const number = wordNumbers.get(singular);
      if (number !== undefined && !found.some(([each]) => each === number)) found.push([number, "exact"]);
    }
    if (!found.some(([, how]) => how === "exact")) {
      for (const number of typos.near(word)) found.push([number, "typo"]);
    }
    return found;
  }

  /** Sorts the vocabulary's numbers by their words (one native sort of the words themselves). */
  function sortVocabulary(): void {
    const words = vocabulary.slice().sort();
    sortedWords = Int32Array.from(words, (word) => wordNumbers.get(word) ?? 0);
    sortedThrough = vocabulary.length;
  }

  /** `written`: the word as typed with marks, when the query carries any (SearchRequest). */
  function matchesOf(word: string, written?: string): WordMatches {
    const key = written === undefined ? word : `${word}\u0001${written}`;
    const cached = wordMatches.get(key);
    if (cached) {
      // Map order is insertion order: touching an entry keeps the recent ones.
      wordMatches.delete(key);
      wordMatches.set(key, cached);
      return cached;
    }
    // The products by score, a bitset each: a posting list ORed in (a common word's is a bitset
    // itself, posting-lists.ts), the colour's and the category's products likewise.
    const byScore = new Map<number, Uint32Array>();
    const scoreSet = (score: number) => {
      let set = byScore.get(score);
      if (!set) {
        set = new Uint32Array(live.length);
        byScore.set(score, set);
      }
      return set;
    };
    const colourScores = new Map<number, number>();
    const categoryScores = new Map<number, number>();
    for (const [number, how] of vocabularyMatches(word)) {
      const quality = HOW_SCORE[how];
      if (written !== undefined && vocabulary[number] === word && inNames.lengthOf(number) > 0) {
        // The names holding the word as typed score it; those writing it otherwise, less.
        const asWritten = written === word ? number : markedWordNumbers.get(written);
        const writtenIn = written === word ? inNamesUnmarked : inNamesMarked;
        const asTyped = new Uint32Array(live.length);
        if (asWritten !== undefined) writtenIn.orInto(asWritten, asTyped);
        // Only the names writing it otherwise take the lower score: most words have one spelling,
        // and a tier that holds nothing costs the counts and the page nothing.
        const otherwise = new Uint32Array(live.length);
        inNames.orInto(number, otherwise);
        let anyOtherwise = 0;
        for (let index = 0; index < otherwise.length; index++) {
          const other = (otherwise[index] ?? 0) & ~(asTyped[index] ?? 0);
          otherwise[index] = other;
          anyOtherwise |= other;
        }
        if (hasAny(asTyped)) orInto(scoreSet(Math.round(FIELD_SCORE.name * quality)), asTyped);
        if (anyOtherwise !== 0) orInto(scoreSet(NAME_SPELT_OTHERWISE_SCORE), otherwise);
      }
      for (const [postings, weight] of [
        [inNames, written !== undefined && vocabulary[number] === word ? 0 : FIELD_SCORE.name],
        [inMaterials, FIELD_SCORE.material],
        [inDescriptions, FIELD_SCORE.description],
      ] as const) {
        if (weight === 0 || postings.lengthOf(number) === 0) continue;
        postings.orInto(number, scoreSet(Math.max(1, Math.round(weight * quality))));
      }
      const matched = vocabulary[number] ?? "";
      for (const hex of COLOUR_WORDS.get(matched) ?? []) {
        const colour = colourNumbers.get(hex);
        if (colour === undefined) continue;
        colourScores.set(
          colour,
          Math.max(colourScores.get(colour) ?? 0, Math.round(FIELD_SCORE.colour * quality)),
        );
      }
      for (const category of CATEGORY_WORDS.get(matched) ?? []) {
        const score = Math.round(FIELD_SCORE.category * quality);
        categoryScores.set(category, Math.max(categoryScores.get(category) ?? 0, score));
      }
    }
    for (const [colour, score] of colourScores) orInto(scoreSet(score), productsInColour(colour));
    for (const [category, score] of categoryScores) {
      orInto(scoreSet(score), productsInCategory(CATEGORIES[category] ?? "Handbag"));
    }
    // Highest first; a slot scores what the first tier holding it says. Retired slots left out.
    const tiers: ScoreTier[] = [];
    for (const [score, set] of [...byScore].sort((a, b) => b[0] - a[0])) {
      keepLive(set);
      if (hasAny(set)) tiers.push({ score, set });
    }
    let set = tiers[0]?.set ?? new Uint32Array(live.length);
    if (tiers.length > 1) {
      set = new Uint32Array(live.length);
      for (const tier of tiers) orInto(set, tier.set);
    }
    const best = tiers[0]?.set ?? set;
    const count = countBits(set, wordsInUse());
    const matches: WordMatches = {
      set,
      count,
      tiers,
      best,
      bestCount: best === set ? count : countBits(best, wordsInUse()),
      colours: [...colourScores.keys()],
    };
    const bytes = bytesOf(matches);
    if (bytes <= WORD_CACHE_BYTES) {
      wordMatchesBytes += bytes;
      wordMatches.set(key, matches);
      for (const [oldest, kept] of wordMatches) {
        if (wordMatchesBytes <= WORD_CACHE_BYTES) break;
        wordMatches.delete(oldest);
        wordMatchesBytes -= bytesOf(kept);
      }
    }
    return matches;
  }

  /** What a word's matches hold, for the words' cache budget. */
  function bytesOf(matches: WordMatches): number {
    return (matches.tiers.length + (matches.tiers.length > 1 ? 1 : 0)) * matches.set.byteLength + 64;
  }

  /** The slots with a variation in this colour (not only live ones), made when first needed. */
  function productsInColour(colour: number): Uint32Array {
    if (!colourSets) {
      const sets = colourHexes.map(() => new Uint32Array(live.length));
      for (let slot = 0; slot < slotCount; slot++) {
        const start = variationStart[slot] ?? 0;
        for (let index = start; index < start + (variationCount[slot] ?? 0); index++) {
          const set = sets[variationColour[index] ?? 0];
          if (set) set[slot >>> 5] = (set[slot >>> 5] ?? 0) | (1 << (slot & 31));
        }
      }
      colourSets = sets;
    }
    return colourSets[colour] ?? new Uint32Array(live.length);
  }

  /** Leaves out the retired slots. */
  function keepLive(set: Uint32Array): void {
    // Nothing retired since the load (orders only change stock): every slot in use is live.
    if (liveCount === slotCount) return;
    const words = wordsInUse();
    for (let index = 0; index < words; index++) set[index] = (set[index] ?? 0) & (live[index] ?? 0);
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

  /**
   * The products the words and the category leave (before the filters): those matching the most
   * words that count (stop words and words found nowhere do not), within the category. Writes
   * them into `target` and answers how many, and which words' matches rank them.
   */
  function wordTier(
    target: Uint32Array,
    words: readonly string[],
    written: readonly string[] | undefined,
    category: Category | undefined,
  ): { total: number; used: WordMatches[] } {
    const base = category ? productsInCategory(category) : live;
    const all = words.map((word, at) => ({ word, matches: matchesOf(word, written?.[at]) }));
    const found = all.filter(({ matches }) => matches.count > 0);
    const counted = found.filter(({ word }) => !SEARCH_STOP_WORDS.has(word));
    const neededWords = (counted.length > 0 ? counted : found).map(({ matches }) => matches);
    const needed = neededWords.map((matches) => matches.set);
    const used = found.map(({ matches }) => matches);
    if (words.length > 0 && needed.length === 0) {
      target.fill(0);
      return { total: 0, used };
    }
    // Most often some products have every word. A word's matches are live products only, so the
    // whole catalogue (`live`) is left out of the intersection; a category is one more set.
    const sets = sparsestFirst(neededWords.map((matches) => ({ set: matches.set, count: matches.count })));
    if (category || sets.length === 0) sets.push(base);
    const total = intersect(target, sets, wordsInUse());
    if (total > 0 || needed.length < 2) return { total, used };
    // No product has every word: those having the most of them. Each word's set is added into
    // bit-sliced counters (plane p holds bit p of every product's count), 32 products at a time,
    // then the highest count any product reaches is picked out plane by plane.
    const inUse = wordsInUse();
    const planes = 32 - Math.clz32(needed.length);
    if (planeSpace.length < planes * inUse) planeSpace = new Uint32Array(planes * live.length);
    const plane = planeSpace;
    plane.fill(0, 0, planes * inUse);
    for (const set of needed) {
      for (let index = 0; index < inUse; index++) {
        let carry = (set[index] ?? 0) & (base[index] ?? 0);
        for (let bit = 0; carry !== 0 && bit < planes; bit++) {
          const at = bit * inUse + index;
          const held = plane[at] ?? 0;
          plane[at] = held ^ carry;
          carry &= held;
        }
      }
    }
    // A count of at least one has a plane bit set: products matching none never qualify.
    target.fill(0, inUse);
    for (let best = needed.length; best > 0; best--) {
      let tierTotal = 0;
      for (let index = 0; index < inUse; index++) {
        let value = -1;
        for (let bit = 0; bit < planes; bit++) {
          const held = plane[bit * inUse + index] ?? 0;
          value &= (best >>> bit) & 1 ? held : ~held;
        }
        target[index] = value;
        tierTotal += bitsIn(value);
      }
      if (tierTotal > 0) return { total: tierTotal, used };
    }
    target.fill(0);
    return { total: 0, used };
  }

  /**
   * Applies the filters to `matches` (into `target`) and, when asked, counts each filter's
   * choices with every other filter applied but its own, in one pass over the matches.
   */
  function filter(
    target: Uint32Array,
    matches: Uint32Array,
    filters: CatalogueFilters,
    withFacets: boolean,
    now: number,
  ): { total: number; facets?: IndexFacets } {
    pricesAt(now);
    const unfiltered =
      filters.colors.length === 0 &&
      filters.materials.length === 0 &&
      filters.minPrice === null &&
      filters.maxPrice === null &&
      !filters.onSale &&
      !filters.inStock;
    if (unfiltered && withFacets) {
      const words = wordsInUse();
      target.fill(0);
      target.set(matches.subarray(0, words));
      return { total: countBits(matches, words), facets: unfilteredFacets(matches) };
    }
    const wantedColours = new Set(
      filters.colors.map((hex) => colourNumbers.get(hex)).filter((number) => number !== undefined),
    );
    const wantedMaterials = new Set(
      filters.materials.map((key) => materialNumbers.get(key)).filter((number) => number !== undefined),
    );
    // A filter naming only colours or materials no product has leaves nothing (not everything).
    const byColour = filters.colors.length > 0;
    const byMaterial = filters.materials.length > 0;
    const minPrice = filters.minPrice ?? Number.NEGATIVE_INFINITY;
    const maxPrice = filters.maxPrice ?? Number.POSITIVE_INFINITY;
    const COLOUR = 1;
    const MATERIAL = 2;
    const PRICE = 4;
    const SALE = 8;
    const STOCK = 16;
    const colourCounts = new Int32Array(colourHexes.length);
    const materialCounts = new Int32Array(materialKeys.length);
    const bandCounts = new Int32Array(PRICE_BANDS.length);
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    let saleCount = 0;
    let stockCount = 0;
    let total = 0;
    target.fill(0);
    for (let index = 0; index < matches.length; index++) {
      let value = matches[index] ?? 0;
      while (value !== 0) {
        const lowestBit = value & -value;
        const slot = (index << 5) + 31 - Math.clz32(lowestBit);
        value ^= lowestBit;
        const start = variationStart[slot] ?? 0;
        const end = start + (variationCount[slot] ?? 0);
        let hasColour = !byColour;
        // In stock: in a colour asked for, when colours are asked for.
        let inStock = false;
        for (let variation = start; variation < end; variation++) {
          const wanted = !byColour || wantedColours.has(variationColour[variation] ?? -1);
          if (wanted) hasColour = true;
          if (wanted && (variationStock[variation] ?? 0) > 0) inStock = true;
        }
        const price = paid[slot] ?? 0;
        const sale = onSale[slot] === 1;
        let failed = 0;
        if (!hasColour) failed |= COLOUR;
        if (byMaterial && !wantedMaterials.has(materialOf[slot] ?? -1)) failed |= MATERIAL;
        if (price < minPrice || price > maxPrice) failed |= PRICE;
        if (filters.onSale && !sale) failed |= SALE;
        if (filters.inStock && !inStock) failed |= STOCK;
        if (failed === 0) {
          target[index] = (target[index] ?? 0) | lowestBit;
          total += 1;
        }
        if (!withFacets) continue;
        // A colour counts the products it would leave: in stock in that colour, when asked.
        if ((failed & ~(COLOUR | STOCK)) === 0) {
          for (let variation = start; variation < end; variation++) {
            if (filters.inStock && (variationStock[variation] ?? 0) <= 0) continue;
            const colour = variationColour[variation] ?? 0;
            // A colour twice in one product counts once: at its first variation counted (with
            // "in stock" asked, its first one in stock).
            let seen = false;
            for (let earlier = start; earlier < variation; earlier++) {
              if (variationColour[earlier] !== colour) continue;
              if (!filters.inStock || (variationStock[earlier] ?? 0) > 0) seen = true;
            }
            if (!seen) colourCounts[colour] = (colourCounts[colour] ?? 0) + 1;
          }
        }
        if ((failed & ~MATERIAL) === 0 && (materialOf[slot] ?? -1) >= 0) {
          const material = materialOf[slot] ?? 0;
          materialCounts[material] = (materialCounts[material] ?? 0) + 1;
        }
        if ((failed & ~PRICE) === 0) {
          const band = priceBandOf(price);
          bandCounts[band] = (bandCounts[band] ?? 0) + 1;
          if (price < lowest) lowest = price;
          if (price > highest) highest = price;
        }
        if ((failed & ~SALE) === 0 && sale) saleCount += 1;
        if ((failed & ~STOCK) === 0 && inStock) stockCount += 1;
      }
    }
    if (!withFacets) return { total };
    return {
      total,
      facets: facetsOf({
        colourCounts,
        materialCounts,
        bandCounts,
        price: lowest <= highest ? { min: lowest, max: highest } : null,
        onSale: saleCount,
        inStock: stockCount,
      }),
    };
  }

  /**
   * The facets of an answer no filter narrows (a search as typed, a list before the shopper picks a
   * filter): each match adds one to its facet profile's count, and each profile's count is then
   * added to its colours, material, band, "on sale" and "in stock", instead of visiting every
   * match's colours as the filtered path must. The same counts as `filter`'s loop with no filter
   * set (search-index.facets.test.ts holds them to a count made product by product).
   * docs/decisions/075-the-filters-counts-by-profile.md.
   */
  function unfilteredFacets(matches: Uint32Array): IndexFacets {
    const profiles = facetProfilesNow();
    const profileOf = profiles.of;
    const count = profiles.colours.length;
    if (profileCountsSpace.length < count) profileCountsSpace = new Int32Array(count * 2);
    const perProfile = profileCountsSpace;
    perProfile.fill(0, 0, count);
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    const words = wordsInUse();
    for (let index = 0; index < words; index++) {
      let value = matches[index] ?? 0;
      // A word holding 32 matches (the whole list, a broad word) is counted without finding its bits.
      if (value === FULL_WORD) {
        for (let slot = index << 5; slot < (index + 1) << 5; slot++) {
          const profile = profileOf[slot] ?? 0;
          perProfile[profile] = (perProfile[profile] ?? 0) + 1;
          const price = paid[slot] ?? 0;
          if (price < lowest) lowest = price;
          if (price > highest) highest = price;
        }
        continue;
      }
      while (value !== 0) {
        const lowestBit = value & -value;
        const slot = (index << 5) + 31 - Math.clz32(lowestBit);
        value ^= lowestBit;
        const profile = profileOf[slot] ?? 0;
        perProfile[profile] = (perProfile[profile] ?? 0) + 1;
        const price = paid[slot] ?? 0;
        if (price < lowest) lowest = price;
        if (price > highest) highest = price;
      }
    }
    const colourCounts = new Int32Array(colourHexes.length);
    const materialCounts = new Int32Array(materialKeys.length);
    const bandCounts = new Int32Array(PRICE_BANDS.length);
    let onSaleCount = 0;
    let inStockCount = 0;
    for (let profile = 0; profile < count; profile++) {
      const products = perProfile[profile] ?? 0;
      if (products === 0) continue;
      for (const colour of profiles.colours[profile] ?? [])
        colourCounts[colour] = (colourCounts[colour] ?? 0) + products;
      const material = profiles.material[profile] ?? -1;
      if (material >= 0) materialCounts[material] = (materialCounts[material] ?? 0) + products;
      const band = profiles.band[profile] ?? 0;
      bandCounts[band] = (bandCounts[band] ?? 0) + products;
      if (profiles.onSale[profile]) onSaleCount += products;
      if (profiles.inStock[profile]) inStockCount += products;
    }
    return facetsOf({
      colourCounts,
      materialCounts,
      bandCounts,
      price: lowest <= highest ? { min: lowest, max: highest } : null,
      onSale: onSaleCount,
      inStock: inStockCount,
    });
  }

  function facetsOf(counts: {
    colourCounts: Int32Array;
    materialCounts: Int32Array;
    bandCounts: Int32Array;
    price: { min: number; max: number } | null;
    onSale: number;
    inStock: number;
  }): IndexFacets {
    const { colourCounts, materialCounts, bandCounts } = counts;
    const colors = [...colourCounts.entries()]
      .filter(([, count]) => count > 0)
      .map(([number, count]) => ({ color: colourHexes[number] ?? "", count }))
      .sort((a, b) => b.count - a.count || (a.color < b.color ? -1 : 1));
    const materials = [...materialCounts.entries()]
      .filter(([, count]) => count > 0)
      .map(([number, count]) => ({
        material: materialKeys[number] ?? "",
        labels: materialLabels[number] ?? {},
        count,
      }))
      .sort((a, b) => b.count - a.count || (a.material < b.material ? -1 : 1));
    return {
      colors,
      materials,
      price: counts.price,
      priceBands: PRICE_BANDS.map((band, number) => ({ ...band, count: bandCounts[number] ?? 0 })),
      onSale: counts.onSale,
      inStock: counts.inStock,
    };
  }

  /** The facet profiles of every slot in use (`pricesAt` first: the band is that of the price paid today). */
  function facetProfilesNow(): FacetProfiles {
    if (!facetProfiles) {
      facetProfiles = {
        of: new Int32Array(slotCount),
        slots: 0,
        numbers: new Map(),
        colours: [],
        material: [],
        band: [],
        onSale: [],
        inStock: [],
      };
    }
    const profiles = facetProfiles;
    // Products saved since the profiles were made are new slots: only theirs are worked out.
    if (profiles.slots < slotCount) {
      if (profiles.of.length < slotCount)
        profiles.of = resized(profiles.of, Math.max(profiles.of.length * 2, slotCount));
      for (let slot = profiles.slots; slot < slotCount; slot++)
        profiles.of[slot] = profileNumber(profiles, slot);
      profiles.slots = slotCount;
    }
    return profiles;
  }

  /** The number of the slot's profile, a new one when no slot had it yet. */
  function profileNumber(profiles: FacetProfiles, slot: number): number {
    // Made for every product when a promotion starts or ends: nothing is allocated for a product
    // in one colour, the most of them (docs/decisions/080-prices-and-profiles-without-garbage.md).
    const colours = distinctColoursOf(slot);
    const material = materialOf[slot] ?? -1;
    const band = priceBandOf(paid[slot] ?? 0);
    const sale = onSale[slot] === 1;
    const stock = hasStock(slot);
    const rest = (material + 1) * PROFILE_FLAGS + band * 4 + (sale ? 2 : 0) + (stock ? 1 : 0);
    let key: number | string;
    if (colours <= 1 && material + 1 < PROFILE_MATERIALS) {
      key = (colours === 0 ? 0 : (coloursSpace[0] ?? 0) + 1) * PROFILE_FLAGS * PROFILE_MATERIALS + rest;
    } else {
      key = "";
      for (let at = 0; at < colours; at++) key += `${coloursSpace[at]},`;
      key += rest;
    }
    let number = profiles.numbers.get(key);
    if (number === undefined) {
      number = profiles.colours.length;
      profiles.numbers.set(key, number);
      profiles.colours.push(Array.from(coloursSpace.subarray(0, colours)));
      profiles.material.push(material);
      profiles.band.push(band);
      profiles.onSale.push(sale);
      profiles.inStock.push(stock);
    }
    return number;
  }

  /** The slot's colours, each once and in increasing order, into `coloursSpace`; answers how many. */
  function distinctColoursOf(slot: number): number {
    const start = variationStart[slot] ?? 0;
    const end = start + (variationCount[slot] ?? 0);
    let distinct = 0;
    for (let variation = start; variation < end; variation++) {
      const colour = variationColour[variation] ?? 0;
      let at = distinct;
      while (at > 0 && (coloursSpace[at - 1] ?? 0) > colour) at--;
      if (at > 0 && coloursSpace[at - 1] === colour) continue;
      coloursSpace.copyWithin(at + 1, at, distinct);
      coloursSpace[at] = colour;
      distinct += 1;
    }
    return distinct;
  }

  /** Whether the slot has stock in some colour. */
  function hasStock(slot: number): boolean {
    const start = variationStart[slot] ?? 0;
    const end = start + (variationCount[slot] ?? 0);
    for (let variation = start; variation < end; variation++) {
      if ((variationStock[variation] ?? 0) > 0) return true;
    }
    return false;
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
  ): number[] {
    const rank = rankOf(sort);
    const positions = ranksSpace.subarray(0, total);
    let found = 0;
    for (let index = 0; index < matches.length && found < total; index++) {
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

  /** A page in a kept order: walk it, keeping the matches. */
  function pageInOrder(matches: Uint32Array, sort: ProductSort, offset: number, end: number): number[] {
    const order = orders[sort];
    const page: number[] = [];
    let seen = 0;
    for (let index = 0; index < slotCount && seen < end; index++) {
      const slot = order[index] ?? 0;
      if (((matches[slot >>> 5] ?? 0) & (1 << (slot & 31))) === 0) continue;
      if (seen >= offset) page.push(slot);
      seen += 1;
    }
    return page;
  }

  /**
   * Best match first, ties newest first. Few matches: each one's (score, place in the newest
   * order) as one number, sorted. Many: the scores are counted first, so the walk down the newest
   * order stops once it holds every match scoring above the page's lowest score and enough of
   * those scoring it.
   */
  function pageByScore(
    matches: Uint32Array,
    total: number,
    used: readonly WordMatches[],
    offset: number,
    end: number,
  ): number[] {
    const scoreOf = (slot: number) => {
      const at = slot >>> 5;
      const bit = 1 << (slot & 31);
      let score = 0;
      for (const word of used) {
        for (const tier of word.tiers) {
          if (((tier.set[at] ?? 0) & bit) !== 0) {
            score += tier.score;
            break;
          }
        }
      }
      return score;
    };
    const highest = 255 * used.length;
    const newest = orders.newest;
    if (total <= SORT_MATCHES_BELOW) {
      const rank = rankOf("newest");
      const keys = scoreKeysSpace.subarray(0, total);
      let found = 0;
      forEachSlot(matches, (slot) => {
        keys[found++] = (highest - scoreOf(slot)) * slotCount + (rank[slot] ?? 0);
      });
      keys.sort();
      return Array.from(keys.subarray(offset, Math.min(end, found)), (key) => newest[key % slotCount] ?? 0);
    }
    // Most often enough products have every word at its best (a common query's words in their
    // names): they come first, newest first, and nothing needs scoring.
    if (bestSpace.length !== live.length) bestSpace = new Uint32Array(live.length);
    const atBest = intersect(
      bestSpace,
      [...sparsestFirst(used.map((word) => ({ set: word.best, count: word.bestCount }))), matches],
      wordsInUse(),
    );
    if (atBest >= end) return pageInOrder(bestSpace, "newest", offset, end);
    // How many matches score each score: 32 products at a time through the words' tiers, where
    // they share one (most do), instead of scoring each match.
    // The visitors are made once, not once per 32 products: made in the loop, they were most of
    // what a broad search left to the garbage collector (some 6,000 closures a search).
    const counts = new Int32Array(highest + 1);
    const countGroup = (products: number, score: number) => {
      counts[score] = (counts[score] ?? 0) + bitsIn(products);
    };
    const inUse = wordsInUse();
    for (let index = 0; index < inUse; index++) {
      const value = matches[index] ?? 0;
      if (value !== 0) forEachScoreGroup(used, index, value, 0, 0, countGroup);
    }
    let lowestOnPage = highest;
    let above = 0;
    while (lowestOnPage > 0 && above + (counts[lowestOnPage] ?? 0) < end) {
      above += counts[lowestOnPage] ?? 0;
      lowestOnPage -= 1;
    }
    const atLowest = Math.min(end - above, counts[lowestOnPage] ?? 0);
    // The products scoring above the page's lowest score (fewer than a page's end) with their
    // scores, and the set of those scoring it, picked out the same way.
    const higher: Array<[number, number]> = [];
    if (lowestSpace.length !== live.length) lowestSpace = new Uint32Array(live.length);
    const atLowestScore = lowestSpace;
    atLowestScore.fill(0);
    let groupIndex = 0;
    const sortGroup = (products: number, score: number) => {
      if (score === lowestOnPage) atLowestScore[groupIndex] = (atLowestScore[groupIndex] ?? 0) | products;
      if (score <= lowestOnPage) return;
      let rest = products;
      while (rest !== 0) {
        const lowestBit = rest & -rest;
        higher.push([(groupIndex << 5) + 31 - Math.clz32(lowestBit), score]);
        rest ^= lowestBit;
      }
    };
    for (let index = 0; index < inUse; index++) {
      const value = matches[index] ?? 0;
      if (value === 0) continue;
      groupIndex = index;
      forEachScoreGroup(used, index, value, 0, 0, sortGroup);
    }
    // Best score first, then newest first; those at the page's lowest score newest first.
    const rank = rankOf("newest");
    higher.sort((a, b) => b[1] - a[1] || (rank[a[0]] ?? 0) - (rank[b[0]] ?? 0));
    const lowest = pageInOrder(atLowestScore, "newest", 0, atLowest);
    return [...higher.map(([slot]) => slot), ...lowest].slice(offset, end);
  }

  /** The colour each page product was found by: a colour a word named, or one the filter asked for. */
  function matchedColours(
    page: readonly number[],
    used: readonly WordMatches[],
    filters: CatalogueFilters | undefined,
  ): Record<string, string> {
    const named = new Set<number>(used.flatMap((word) => word.colours));
    for (const hex of filters?.colors ?? []) {
      const number = colourNumbers.get(hex);
      if (number !== undefined) named.add(number);
    }
    // Without a prototype the object is a dictionary from the start: every page's ids are new
    // keys, which on a plain object would each add a hidden-class transition.
    const found: Record<string, string> = Object.create(null);
    if (named.size === 0) return found;
    for (const slot of page) {
      const start = variationStart[slot] ?? 0;
      for (let variation = start; variation < start + (variationCount[slot] ?? 0); variation++) {
        const colour = variationColour[variation] ?? -1;
        if (named.has(colour)) {
          found[ids[slot] ?? ""] = colourHexes[colour] ?? "";
          break;
        }
      }
    }
    return found;
  }

  /** A product written (new or changed); its old entry, if any, is retired. */
  function upsert(product: IndexedProduct): void {
    retire(product.id);
    insert(product, true);
    slotsChanged();
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
      // A word in many products' texts is packed as a bitset over the slots (posting-lists.ts).
      inNames.pack(slotCount);
      inNamesUnmarked.pack(slotCount);
      inNamesMarked.pack(slotCount);
      inMaterials.pack(slotCount);
      inDescriptions.pack(slotCount);
      wordsWithTrigram.pack();
      sortVocabulary();
      for (const sort of Object.keys(orders) as ProductSort[]) {
        orders[sort].subarray(0, slotCount).sort(before[sort]);
      }
      changed();
    },

    /** A product written (new or changed); its old entry, if any, is retired. */
    upsert,

    /**
     * A product's stock changed (an order, a cancellation): its colours' stock is set in place, so
     * the words' matches kept stay (stock changes with every order). Another set of colours is a
     * product saved, not a stock change: it is indexed anew.
     */
    updateStock(product: IndexedProduct): void {
      const slot = slotById.get(product.id);
      const start = slot === undefined ? 0 : (variationStart[slot] ?? 0);
      const sameColours =
        slot !== undefined &&
        variationCount[slot] === product.variations.length &&
        product.variations.every(
          (variation, index) =>
            colourHexes[variationColour[start + index] ?? -1] === normaliseHexColour(variation.color),
        );
      if (!sameColours) {
        upsert(product);
        return;
      }
      product.variations.forEach((variation, index) => {
        variationStock[start + index] = variation.stock;
      });
      // A slot saved after the profiles were made is numbered when next asked, with its stock then.
      if (facetProfiles && slot !== undefined && slot < facetProfiles.slots) {
        facetProfiles.of[slot] = profileNumber(facetProfiles, slot);
      }
    },

    remove(id: string): void {
      retire(id);
      slotsChanged();
    },

    get size(): number {
      return liveCount;
    },

    /**
     * How many products a category holds (the whole catalogue without one): the list's total and
     * the menu's counts, which a database counts by reading every row (decision 022).
     */
    countIn(category: Category | undefined): number {
      return category ? countBits(productsInCategory(category), wordsInUse()) : liveCount;
    },

    search(request: SearchRequest): SearchAnswer {
      if (matchesSpace.length !== live.length) matchesSpace = new Uint32Array(live.length);
      if (filteredSpace.length !== live.length) filteredSpace = new Uint32Array(live.length);
      let matches = matchesSpace;
      let { total, used } = wordTier(matches, request.words, request.written, request.category);
      let facets: IndexFacets | undefined;
      const filters = request.filters;
      const filtering =
        filters !== undefined &&
        (filters.colors.length > 0 ||
          filters.materials.length > 0 ||
          filters.minPrice !== null ||
          filters.maxPrice !== null ||
          filters.onSale ||
          filters.inStock);
      if (filters && (filtering || request.facets)) {
        const filtered = filter(
          filteredSpace,
          matches,
          filters,
          request.facets === true,
          request.now ?? Date.now(),
        );
        matches = filteredSpace;
        total = filtered.total;
        facets = filtered.facets;
      }
      const end = request.offset + request.limit;
      let page: number[];
      if (request.sort === "relevance" && used.length > 0) {
        page = pageByScore(matches, total, used, request.offset, end);
      } else {
        const sort = request.sort === "relevance" ? "newest" : request.sort;
        page =
          total <= SORT_MATCHES_BELOW
            ? pageOfFewMatches(matches, total, sort, request.offset, end)
            : pageInOrder(matches, sort, request.offset, end);
      }
      return {
        ids: page.map((slot) => ids[slot] ?? ""),
        total: Math.min(total, request.countAtMost),
        matchedColors: matchedColours(page, used, filters),
        facets,
      };
    },
  };
}

/** The words of a text already normalised (shared `normaliseSearchText`): one space apart. */
function wordsOfFolded(text: string): string[] {
  return text === "" ? [] : text.split(" ");
}

/** Calls `visit` with every slot in `set`, lowest first. */
function forEachSlot(set: Uint32Array, visit: (slot: number) => void): void {
  for (let index = 0; index < set.length; index++) {
    let value = set[index] ?? 0;
    while (value !== 0) {
      const lowest = value & -value;
      visit((index << 5) + 31 - Math.clz32(lowest));
      value ^= lowest;
    }
  }
}

/** Adds the slots of `source` to `target`. */
function orInto(target: Uint32Array, source: Uint32Array): void {
  const length = Math.min(target.length, source.length);
  for (let index = 0; index < length; index++) target[index] = (target[index] ?? 0) | (source[index] ?? 0);
}

function hasAny(set: Uint32Array): boolean {
  for (let index = 0; index < set.length; index++) if (set[index] !== 0) return true;
  return false;
}

/** The sets, fewest products first: an intersection then looks at the others only where it still holds some. */
function sparsestFirst(sets: Array<{ set: Uint32Array; count: number }>): Uint32Array[] {
  return sets.sort((a, b) => a.count - b.count).map(({ set }) => set);
}

/**
 * Writes into `target` the products in every one of `sets` (at least one, the sparsest first) and
 * counts them, over the first `words` 32-bit words: one pass, which reads the other sets only
 * where the sparser ones leave something (a model number's few products skip most of a common
 * word's bitset).
 */
function intersect(target: Uint32Array, sets: readonly Uint32Array[], words: number): number {
  const first = sets[0];
  if (first === undefined) throw new Error("intersect needs a set");
  target.fill(0);
  if (sets.length === 1) {
    target.set(first.subarray(0, words));
    return countBits(target, words);
  }
  // Two to four sets (a query's words, with the category or the matches) read without a loop.
  const second = sets[1] ?? first;
  const third = sets[2] ?? second;
  const fourth = sets[3] ?? third;
  const others = sets.length;
  let total = 0;
  for (let index = 0; index < words; index++) {
    let value = first[index] ?? 0;
    if (value === 0) continue;
    value &= second[index] ?? 0;
    if (value !== 0) value &= third[index] ?? 0;
    if (value !== 0) value &= fourth[index] ?? 0;
    for (let other = 4; other < others && value !== 0; other++) value &= sets[other]?.[index] ?? 0;
    if (value === 0) continue;
    target[index] = value;
    total += bitsIn(value);
  }
  return total;
}

const FULL_WORD = 0xffffffff;

/** A promotion as the index prices it: its dates read once, when the product is indexed. */
interface PromotionTimes {
  discount: number;
  startMs: number;
  endMs: number;
}

/**
 * A profile's key packs its material and flags (price band, on sale, in stock) below its colour:
 * a product in one colour (or none) is keyed by a number, one in several by a text that lists
 * them (and so is one whose material's number reaches PROFILE_MATERIALS, which no shop names).
 * The bands and two flags stay below PROFILE_FLAGS; a colour's number below 2^24 (one per hex
 * colour), so the number stays a safe integer.
 */
const PROFILE_FLAGS = 64;
const PROFILE_MATERIALS = 2 ** 20;

/** The facet profiles' choices by profile number, and the number of each profile by its key. */
interface FacetProfiles {
  of: Int32Array;
  /** The slots `of` numbers (those saved since are numbered when next asked). */
  slots: number;
  numbers: Map<number | string, number>;
  colours: number[][];
  material: number[];
  band: number[];
  onSale: boolean[];
  inStock: boolean[];
}

/**
 * Hands `visit` the products of `products` (the 32-bit word `index` of a set) in groups of one
 * score: word by word, each tier of a word takes the products it holds that no earlier tier took
 * (a product scores its first tier, as `pageByScore`'s `scoreOf`), and only the groups holding
 * some product go on to the next word.
 */
function forEachScoreGroup(
  used: readonly WordMatches[],
  index: number,
  products: number,
  wordAt: number,
  score: number,
  visit: (products: number, score: number) => void,
): void {
  const word = used[wordAt];
  if (word === undefined) {
    visit(products, score);
    return;
  }
  let rest = products;
  for (const tier of word.tiers) {
    const inTier = rest & (tier.set[index] ?? 0);
    if (inTier === 0) continue;
    rest &= ~inTier;
    forEachScoreGroup(used, index, inTier, wordAt + 1, score + tier.score, visit);
    if (rest === 0) return;
  }
  forEachScoreGroup(used, index, rest, wordAt + 1, score, visit);
}

/** The products in the first `words` 32-bit words of `set`. */
function countBits(set: Uint32Array, words: number): number {
  let total = 0;
  for (let index = 0; index < words; index++) total += bitsIn(set[index] ?? 0);
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
