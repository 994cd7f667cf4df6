/**
 * Words of the vocabulary one slip of the thumb away from a query word
 * (docs/decisions/056-filters-and-relevance.md): two letters swapped ("xahc" → "xach"), one
 * missing ("xch" → "xach"), one too many, a doubled one among them ("tuii" → "tui"), and from five
 * letters on one changed ("canvaz" → "canvas"): shorter Vietnamese words one letter apart are
 * most often two words ("đeo", to wear, and "đen", black).
 *
 * How, without comparing the word with the whole vocabulary: the deletion neighbourhood (as
 * SymSpell does). Every vocabulary word is filed under each of the words made by leaving out one of
 * its letters; two words one such slip apart share the word itself or one of those. A lookup is
 * then a few Map reads per letter of the query word, and each candidate is checked exactly.
 *
 * Words with a digit (model numbers: a shop of 100,000 bags has as many) are not filed: a number
 * one digit off is another bag, not a typo.
 */

/** Words shorter than this are not looked for nor filed: too many words are one letter apart. */
const SHORTEST = 3;
/** Longer words are not filed (a pasted text, not a word). */
const LONGEST = 24;
/** From this many letters, one changed letter is a typo too. */
const CHANGED_LETTER_FROM = 5;

export function createTypoFinder(
  vocabulary: readonly string[],
  numberOf: (word: string) => number | undefined,
) {
  /** Each word less one letter → the numbers of the vocabulary's words it was made from. */
  const byDeletion = new Map<string, number[]>();
  let filedThrough = 0;

  /** The vocabulary grows with the catalogue: words added since the last lookup are filed now. */
  function fileNewWords(): void {
    for (; filedThrough < vocabulary.length; filedThrough++) {
      const word = vocabulary[filedThrough] ?? "";
      if (!isFiled(word)) continue;
      for (const shorter of new Set(deletions(word))) {
        const numbers = byDeletion.get(shorter);
        if (numbers) numbers.push(filedThrough);
        else byDeletion.set(shorter, [filedThrough]);
      }
    }
  }

  return {
    /** The numbers of the vocabulary's words one slip away from `word` (never `word` itself). */
    near(word: string): number[] {
      if (!isFiled(word)) return [];
      fileNewWords();
      // A letter missing from the query word: it is one of the longer word's deletions.
      const candidates = new Set<number>(byDeletion.get(word) ?? []);
      for (const shorter of new Set(deletions(word))) {
        // A letter too many: the shorter word itself. A swap or a changed letter: a deletion shared.
        const itself = numberOf(shorter);
        if (itself !== undefined) candidates.add(itself);
        for (const number of byDeletion.get(shorter) ?? []) candidates.add(number);
      }
      const found: number[] = [];
      for (const number of candidates) {
        const candidate = vocabulary[number] ?? "";
        if (isFiled(candidate) && isOneSlipApart(word, candidate)) found.push(number);
      }
      return found;
    },
  };
}

function isFiled(word: string): boolean {
  const length = [...word].length;
  return length >= SHORTEST && length <= LONGEST && !/\d/.test(word);
}

/** The words made by leaving out one letter (by code point). */
function deletions(word: string): string[] {
  const letters = [...word];
  return letters.map((_, index) => [...letters.slice(0, index), ...letters.slice(index + 1)].join(""));
}

/**
 * Whether `a` becomes `b` by one swap of neighbouring letters, one letter left out or added, or
 * (from CHANGED_LETTER_FROM letters) one letter changed.
 */
export function isOneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  if (x.length === y.length) {
    const different: number[] = [];
    for (let index = 0; index < x.length; index++) {
      if (x[index] !== y[index]) different.push(index);
      if (different.length > 2) return false;
    }
    if (different.length === 1) return x.length >= CHANGED_LETTER_FROM;
    const [first = 0, second = 0] = different;
    return second === first + 1 && x[first] === y[second] && x[second] === y[first];
  }
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
  let index = 0;
  while (index < shorter.length && longer[index] === shorter[index]) index++;
  for (let rest = index; rest < shorter.length; rest++) {
    if (longer[rest + 1] !== shorter[rest]) return false;
  }
  return true;
}
