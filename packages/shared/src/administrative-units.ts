import { normaliseSearchText } from "./search-text";

/**
 * Viet Nam's administrative units since 1 July 2025: two tiers, provinces (and centrally run
 * cities) and their wards (phường, xã, đặc khu); districts no longer exist. Codes are the
 * statistics office's numbers. The server ships the list (modules/addresses); the web app asks it.
 *
 * The rules here build no schema: the checkout's first load carries them without Zod (the API's
 * schemas of the units are in addresses.ts; apps/web/src/features/checkout/checkout-bundle.test.ts).
 */
export const DIVISION_CODE_MAX = 99_999;

/** "12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh": street, ward, province, whatever is known. */
export function formatFullAddress(address: {
  address: string;
  wardName?: string | null;
  provinceName?: string | null;
}): string {
  return [address.address, address.wardName, address.provinceName]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(", ");
}

/**
 * The kind words the names start with. A shopper types "ho chi minh" or "thu duc", not
 * "thanh pho ho chi minh": matches on the name without them rank first.
 */
const KIND_PREFIXES = ["thanh pho", "tinh", "phuong", "xa", "dac khu"];

interface SearchableDivision<T> {
  unit: T;
  /** Normalised name without its kind word: "ho chi minh". */
  bare: string;
  /** The same without spaces, so "hanoi" finds "ha noi". */
  compactBare: string;
  /** Every word of the normalised name, the kind word included. */
  words: string[];
  /** The whole name without spaces, and where each of its words starts in it. */
  compact: string;
  wordStarts: number[];
  /** First letters of the bare name's words: "hcm", "hn", as shoppers abbreviate. */
  initials: string;
}

function bareName(normalised: string): string {
  for (const prefix of KIND_PREFIXES) {
    if (normalised.startsWith(`${prefix} `)) return normalised.slice(prefix.length + 1);
  }
  return normalised;
}

function prepare<T extends { name: string }>(unit: T): SearchableDivision<T> {
  const full = normaliseSearchText(unit.name);
  const bare = bareName(full);
  const words = full.split(" ");
  const wordStarts: number[] = [];
  let position = 0;
  for (const word of words) {
    wordStarts.push(position);
    position += word.length;
  }
  const initials = bare
    .split(" ")
    .map((word) => word[0] ?? "")
    .join("");
  return {
    unit,
    bare,
    compactBare: bare.replaceAll(" ", ""),
    words,
    compact: words.join(""),
    wordStarts,
    initials,
  };
}

/**
 * A search over units, without accents and case ("ha noi", "Hà Nội", "hanoi" alike; the shared
 * normalisation of search-text.ts, "đ" as "d"). Every word typed must begin a word of the name
 * ("thu duc" finds "Phường Thủ Đức", "ha" does not find "Thành phố"), or the query without spaces
 * must begin at a word of the name without spaces ("hanoi", "chiminh"), or be its initials ("hcm").
 * Prepare once per list,
 * then filter per keystroke. Order: names (without their kind word) starting with the query
 * first, then the others, each in the list's order.
 */
export function createDivisionSearch<T extends { name: string }>(units: readonly T[]) {
  const prepared = units.map(prepare);
  return (query: string): T[] => {
    const normalised = normaliseSearchText(query);
    if (!normalised) return units.slice();
    const queryWords = normalised.split(" ");
    const compactQuery = queryWords.join("");
    const starting: T[] = [];
    const containing: T[] = [];
    for (const candidate of prepared) {
      if (candidate.bare.startsWith(normalised) || candidate.compactBare.startsWith(compactQuery)) {
        starting.push(candidate.unit);
      } else if (
        queryWords.every((typed) => candidate.words.some((word) => word.startsWith(typed))) ||
        candidate.wordStarts.some((start) => candidate.compact.startsWith(compactQuery, start)) ||
        (queryWords.length === 1 && compactQuery.length >= 2 && candidate.initials === compactQuery)
      ) {
        containing.push(candidate.unit);
      }
    }
    return [...starting, ...containing];
  };
}
