import { z } from "zod";
import { normaliseSearchText } from "./search-text";

/**
 * Viet Nam's administrative units since 1 July 2025: two tiers, provinces (and centrally run
 * cities) and their wards (phường, xã, đặc khu); districts no longer exist. Codes are the
 * statistics office's numbers. The server ships the list (modules/addresses); the web app asks it.
 */
export const DIVISION_CODE_MAX = 99_999;
export const divisionCodeSchema = z.number().int().positive().max(DIVISION_CODE_MAX);

/** One unit as GET /api/addresses/provinces and /provinces/:code/wards answer it. */
export const divisionSchema = z.object({ code: divisionCodeSchema, name: z.string() });
export type Division = z.infer<typeof divisionSchema>;
export const divisionListSchema = z.array(divisionSchema);

export const provinceCodeParamsSchema = z.object({
  code: z.coerce.number().int().positive().max(DIVISION_CODE_MAX),
});

/**
 * The address an order was shipped to, as stored: the street line the shopper typed and the
 * units picked (null on orders placed before the units were asked for).
 */
export const orderAddressSchema = z.object({
  address: z.string(),
  provinceCode: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  wardCode: z.number().int().nullable(),
  wardName: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** "12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh": street, ward, province, whatever is known. */
export function formatFullAddress(
  address: Pick<OrderAddress, "address"> & Partial<Pick<OrderAddress, "wardName" | "provinceName">>,
): string {
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
  compact: string;
  full: string;
}

function bareName(normalised: string): string {
  for (const prefix of KIND_PREFIXES) {
    if (normalised.startsWith(`${prefix} `)) return normalised.slice(prefix.length + 1);
  }
  return normalised;
}

/**
 * A search over units, without accents and case ("ha noi", "Hà Nội", "hanoi" alike; the shared
 * normalisation of search-text.ts, "đ" as "d"). Prepare once per list, then filter per keystroke.
 * Order: names starting with the query, then names containing it, each in the list's order.
 */
export function createDivisionSearch<T extends { name: string }>(units: readonly T[]) {
  const prepared: SearchableDivision<T>[] = units.map((unit) => {
    const full = normaliseSearchText(unit.name);
    const bare = bareName(full);
    return { unit, bare, compact: bare.replaceAll(" ", ""), full };
  });
  return (query: string): T[] => {
    const normalised = normaliseSearchText(query);
    if (!normalised) return units.slice();
    const compactQuery = normalised.replaceAll(" ", "");
    const starting: T[] = [];
    const containing: T[] = [];
    for (const candidate of prepared) {
      if (candidate.bare.startsWith(normalised) || candidate.compact.startsWith(compactQuery)) {
        starting.push(candidate.unit);
      } else if (
        candidate.full.includes(normalised) ||
        candidate.compact.includes(compactQuery) ||
        normalised.split(" ").every((word) => candidate.full.includes(word))
      ) {
        containing.push(candidate.unit);
      }
    }
    return [...starting, ...containing];
  };
}
