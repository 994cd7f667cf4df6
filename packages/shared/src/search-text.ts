/**
 * Vietnamese-aware search normalisation, shared by the server (which stores and queries the
 * normalised text) and the web app. NFD stripping removes tone and vowel marks, but "đ" is a
 * letter of its own, not a "d" with a mark, so it is mapped by hand.
 */
export function normaliseSearchText(text: string): string {
  return wordsOnly(
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // Korean syllables and Japanese kana with voicing marks were split by NFD too: join them again.
      .normalize("NFC")
      .replace(/[đĐ]/g, "d")
      .toLowerCase(),
  );
}

/** Lower-cased text cut to its words, one space apart. */
function wordsOnly(lowerCased: string): string {
  return (
    lowerCased
      // An English possessive is the word itself: "women's" is "women", not "women" and "s".
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, "$1")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The text's words lower-cased with their marks kept ("Dạ Tiệc" → "dạ tiệc"), one space apart. */
export function writtenSearchText(text: string): string {
  return wordsOnly(text.normalize("NFC").toLowerCase());
}

/** The words of a query, normalised, without duplicates; empty when nothing searchable is left. */
export function searchWords(query: string): string[] {
  const normalised = normaliseSearchText(query);
  if (!normalised) return [];
  return [...new Set(normalised.split(" "))];
}

/** A letter beyond printable ASCII: only such a query can carry a mark. */
const BEYOND_ASCII = /[^ -~]/;

/**
 * The query's words as typed, marks kept, one for each of `searchWords(query)` in its order; none
 * when the query carries no Vietnamese mark. A shopper who types marks means them: "ví da" asks for
 * leather ("da"), not for "Dạ" (evening) or "Đà" (Lạt), which fold to the same word.
 */
export function writtenSearchWords(query: string): string[] | undefined {
  // Most queries are typed without marks: plain ASCII is answered without working it out.
  if (!BEYOND_ASCII.test(query)) return undefined;
  const written = writtenSearchText(query);
  // Folding the written words folds the query: the same words, in the same places.
  const folded = normaliseSearchText(written);
  if (!written || written === folded) return undefined;
  const byFolded = new Map<string, string>();
  for (const [plain, word] of spellingsOfWords(written, folded)) {
    if (!byFolded.has(plain)) byFolded.set(plain, word);
  }
  return [...byFolded.values()];
}

/**
 * Each word of a text as written (`writtenSearchText`) beside its folded form, from the text's two
 * forms (`folded` is `normaliseSearchText` of the same text): [folded, written] pairs, in order.
 */
export function spellingsOfWords(written: string, folded: string): Array<[string, string]> {
  if (written === "") return [];
  const writtenWords = written.split(" ");
  const foldedWords = folded.split(" ");
  const pairs: Array<[string, string]> = [];
  writtenWords.forEach((word, at) => {
    // A word of marks alone folds to nothing and shifts the places: folded on its own then.
    const plain = writtenWords.length === foldedWords.length ? foldedWords[at] : normaliseSearchText(word);
    if (plain) pairs.push([plain, word]);
  });
  return pairs;
}
