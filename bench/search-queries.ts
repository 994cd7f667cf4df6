/**
 * The search scenarios' queries (bench/README.md, "Scenarios").
 *
 * "New searches" must be searches nobody asked before in the run: the server keeps a search's
 * answer from the second time it is asked (apps/server/src/lib/json-cache.ts `keepWhenAskedAgain`)
 * and a count per words and category from the first, so a list of queries walked again and again
 * measures those caches, not the search. The generator therefore makes every query a combination
 * of words and category that no other query of the run has (compared after the shop's own
 * normalisation, `searchWords`), and the bench walks each list once (bench/wrk.ts `once`), counting
 * any request past its end as a repeat.
 */
import { normaliseSearchText, searchWords, writtenSearchWords } from "@shop/shared";

export interface SearchQuery {
  words: string[];
  category: string | null;
}

/** Small, fast and seeded: the same run makes the same queries (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A search's normalised words, in order, and its category. The server keeps its answers under the
 * spelling typed as well ("ví da" apart from "vi da", decision 077): the queries typed with marks
 * are told apart by their spelling too (`newMarkedQueries`).
 */
export function searchKey(query: SearchQuery): string {
  // The same key as distinctQueries makes.
  return `${query.category ?? ""}|${searchWords(query.words.join(" ")).join(" ")}`;
}

/** The catalogue as the queries see it: product number `i`'s words (without its number), its category. */
export interface SearchCatalogue {
  size: number;
  wordsOf(i: number): readonly string[];
  /** Its Vietnamese name's words as written, lower-cased with their marks, without its number. */
  nameWordsOf(i: number): readonly string[];
  categoryOf(i: number): string;
}

/**
 * A shopper's query about one product of the catalogue, so that it finds at least that product:
 * two or three of its words, or (one time in five) one of its words and its number, as a model
 * number seen in a shop window is typed; a quarter of the time within its category.
 */
function randomQuery(
  catalogue: SearchCatalogue,
  random: () => number,
  product = Math.floor(random() * catalogue.size),
): SearchQuery {
  const words = catalogue.wordsOf(product);
  const withNumber = random() < 0.2;
  const size = Math.min(words.length, withNumber ? 1 : random() < 0.5 ? 2 : 3);
  const picked: string[] = [];
  while (picked.length < size) {
    const word = words[Math.floor(random() * words.length)] ?? "";
    if (!picked.includes(word)) picked.push(word);
  }
  if (withNumber) picked.push(String(product));
  return { words: picked, category: random() < 0.25 ? catalogue.categoryOf(product) : null };
}

/**
 * `count` queries made by `make`, none sharing its key with another or with a key in `asked`
 * (which receives the new keys), each keeping every word after normalisation (two spellings of
 * one word, "đà" and "da", would make a shorter query). Throws when `make` cannot give that many.
 * `spelled`: the key holds the spelling typed too, as the server's answers are kept (decision 077).
 */
function distinctQueries(
  count: number,
  asked: Set<string>,
  make: () => SearchQuery | null,
  spelled = false,
): SearchQuery[] {
  const queries: SearchQuery[] = [];
  let misses = 0;
  while (queries.length < count) {
    const query = make();
    const words = query ? searchWords(query.words.join(" ")) : [];
    const written = spelled && query ? writtenSearchWords(query.words.join(" ")) : undefined;
    const key = query
      ? `${query.category ?? ""}|${words.join(" ")}${written ? `|${written.join(" ")}` : ""}`
      : "";
    if (!query || words.length !== query.words.length || words.length === 0 || asked.has(key)) {
      misses += 1;
      if (misses > 10 * count + 10_000) throw new Error(`cannot make ${count} new queries: use fewer`);
      continue;
    }
    asked.add(key);
    queries.push(query);
  }
  return queries;
}

/**
 * `count` new queries about products of `catalogue` (`randomQuery`); `asked` holds the keys used
 * before in the run and receives the new ones.
 */
export function newSearchQueries(
  catalogue: SearchCatalogue,
  count: number,
  random: () => number,
  asked: Set<string> = new Set(),
): SearchQuery[] {
  return distinctQueries(count, asked, () => randomQuery(catalogue, random));
}

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: "s",
  e: "r",
  i: "o",
  o: "p",
  u: "y",
  t: "r",
  c: "v",
  d: "s",
  n: "m",
  h: "j",
  x: "z",
  l: "k",
};

/**
 * What thumbs on a phone type: a letter dropped, doubled, swapped with its neighbour or replaced
 * by the one beside it on the keyboard, or the marks left out.
 */
export function withTypo(word: string, seed: number): string {
  const at = seed % word.length;
  switch (seed % 5) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1) || word;
    case 1:
      return word.slice(0, at) + (word[at] ?? "") + word.slice(at);
    case 2:
      return at + 1 < word.length
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
        : `${word}a`;
    case 3: {
      const letter = word[at] ?? "";
      return word.slice(0, at) + (KEYBOARD_NEIGHBOURS[letter] ?? "q") + word.slice(at + 1);
    }
    default:
      return `${word.normalize("NFD").replace(/[\u0300-\u036f]/g, "")}s`;
  }
}

/**
 * New queries as `newSearchQueries` makes them, with one word of Latin letters misspelt
 * (`withTypo`); a query without such a word is not used.
 */
export function newTypoQueries(
  catalogue: SearchCatalogue,
  count: number,
  random: () => number,
  asked: Set<string> = new Set(),
): SearchQuery[] {
  return distinctQueries(count, asked, () => {
    const query = randomQuery(catalogue, random);
    const latin = query.words.filter((word) => /^[a-z]{2,}$/.test(word));
    const misspelt = latin[Math.floor(random() * latin.length)];
    if (misspelt === undefined) return null;
    const typo = withTypo(misspelt, Math.floor(random() * 1e6));
    return { ...query, words: query.words.map((word) => (word === misspelt ? typo : word)) };
  });
}

/**
 * `count` new queries typed with Vietnamese marks, as a shopper whose keyboard writes them types:
 * the plain new searches' queries (`randomQuery`: the same mix of words, numbers and categories),
 * each word of the product's Vietnamese name written as the name writes it ("túi xách đỏ"), one at
 * least marked (when none of the words picked was, the first is one of the name's marked words
 * instead). The index scores such a query by the spelling typed
 * (docs/decisions/077-a-querys-marks-kept.md), a path the plain new searches do not take.
 */
export function newMarkedQueries(
  catalogue: SearchCatalogue,
  count: number,
  random: () => number,
  asked: Set<string> = new Set(),
): SearchQuery[] {
  return distinctQueries(
    count,
    asked,
    () => {
      const product = Math.floor(random() * catalogue.size);
      const query = randomQuery(catalogue, random, product);
      const name = catalogue.nameWordsOf(product);
      const spelling = new Map(name.map((word) => [normaliseSearchText(word), word]));
      const words = query.words.map((word) => spelling.get(word) ?? word);
      if (words.every((word) => normaliseSearchText(word) === word)) {
        // None of the words picked is marked: the first is one of the name's marked words instead.
        const marked = name.filter((word) => normaliseSearchText(word) !== word && !words.includes(word));
        const replacement = marked[Math.floor(random() * marked.length)];
        if (replacement === undefined) return null;
        words[0] = replacement;
      }
      return { ...query, words };
    },
    true,
  );
}
