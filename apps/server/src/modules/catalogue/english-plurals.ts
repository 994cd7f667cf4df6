/**
 * The singulars an English plural may stand for, as a search reads a query word: "bags" → "bag",
 * "accessories" → "accessory", "pouches" → "pouch" (and "pouche"), "boxes" → "box". A shopper asks
 * for "shoulder bags" while the catalogue names each one a "Shoulder Bag"; the index finds a word
 * by its beginning, so "bag" already finds "bags", but not the other way round.
 *
 * Only words of Latin letters without marks and of four letters or more, ending in an "s" that is
 * not part of "ss", "us" or "is" ("glass", "lotus", "chassis" are singular): Vietnamese has no word
 * ending in "s", and a candidate that is no word of the catalogue finds nothing, so "canvas" →
 * "canva" is harmless.
 */
export function englishSingulars(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || !word.endsWith("s") || /(ss|us|is)$/.test(word)) {
    return [];
  }
  const singulars = [word.slice(0, -1)];
  if (word.endsWith("ies")) singulars.push(`${word.slice(0, -3)}y`);
  if (/(ch|sh|x|z|ss)es$/.test(word)) singulars.push(word.slice(0, -2));
  return singulars;
}
