/**
 * Vietnamese-aware search normalisation, shared by the server (which stores and queries the
 * normalised text) and the web app. NFD stripping removes tone and vowel marks, but "đ" is a
 * letter of its own, not a "d" with a mark, so it is mapped by hand.
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // Korean syllables and Japanese kana with voicing marks were split by NFD too: join them again.
      .normalize("NFC")
      .replace(/[đĐ]/g, "d")
      .toLowerCase()
      // An English possessive is the word itself: "women's" is "women", not "women" and "s".
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, "$1")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The words of a query, normalised, without duplicates; empty when nothing searchable is left. */
export function searchWords(query: string): string[] {
  const normalised = normaliseSearchText(query);
  if (!normalised) return [];
  return [...new Set(normalised.split(" "))];
}
