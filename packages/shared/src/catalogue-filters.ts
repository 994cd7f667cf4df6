import { COLOURS, findNamedColour, hexColourParam, isHexColour, normaliseHexColour } from "./colours";
import { PRODUCT_SORTS } from "./constants";
import { normaliseSearchText } from "./search-text";

/**
 * The filters of the product list and the search page (docs/decisions/056-filters-and-relevance.md):
 * colours, materials, a price band, on sale, in stock. The server applies them and counts each
 * choice (the facets) from its in-memory index; the web app keeps them in the page's URL with the
 * same names as the API's query (`colors`, `materials`, `minPrice`, `maxPrice`, `onSale`, `inStock`).
 * No zod here: the list page reads and writes the URL with these functions alone.
 */
export interface CatalogueFilters {
  /** Lower-case `#rrggbb`, in the order given. */
  colors: string[];
  /** Material keys (`materialKey`). */
  materials: string[];
  /** Whole đồng, both ends included, on the price paid today (shared priceWithPromotion). */
  minPrice: number | null;
  maxPrice: number | null;
  onSale: boolean;
  inStock: boolean;
}

export const NO_CATALOGUE_FILTERS: CatalogueFilters = {
  colors: [],
  materials: [],
  minPrice: null,
  maxPrice: null,
  onSale: false,
  inStock: false,
};

/** At most this many colours or materials in one filter (a URL someone typed by hand, not a shopper). */
export const FILTER_VALUES_MAX = 20;

/**
 * The price bands offered with their counts: a band's `max` is the next band's `min` less one
 * đồng, so that `minPrice`/`maxPrice` (both included) never count a bag twice.
 */
export const PRICE_BANDS = [
  { min: 0, max: 499_999 },
  { min: 500_000, max: 999_999 },
  { min: 1_000_000, max: 1_999_999 },
  { min: 2_000_000, max: null },
] as const satisfies ReadonlyArray<{ min: number; max: number | null }>;

/** The band a price falls in (its index in PRICE_BANDS). */
export function priceBandOf(price: number): number {
  for (let band = PRICE_BANDS.length - 1; band > 0; band--) {
    if (price >= (PRICE_BANDS[band]?.min ?? 0)) return band;
  }
  return 0;
}

/**
 * A material's key, as the URL and the facets name it: its Vietnamese words without accents,
 * joined by hyphens ("Da bò thật" → "da-bo-that"). Two spellings that differ only in case or
 * accents are one material.
 */
export function materialKey(material: string): string {
  return normaliseSearchText(material).replaceAll(" ", "-");
}

/**
 * A colour as the URL writes it: a named colour by its English name ("black"), any other by its
 * six hex digits without "#" (a "#" would have to be escaped in every link).
 */
export function colourParam(hex: string): string {
  const named = findNamedColour(hex);
  return named ? named.en.toLowerCase() : hexColourParam(hex);
}

/** The colour a URL's value names ("black", "000000" or "#000000"), or null. */
export function parseColourParam(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  const named = COLOURS.find((colour) => colour.en.toLowerCase() === wanted);
  if (named) return named.hex;
  const hex = wanted.startsWith("#") ? wanted : `#${wanted}`;
  return isHexColour(hex) ? normaliseHexColour(hex) : null;
}

/** What the web app and the server read of the URL's query (URLSearchParams in both). */
interface QueryValues {
  get(name: string): string | null;
}

function listOf(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, FILTER_VALUES_MAX);
}

function priceOf(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const price = Number(value);
  return Number.isInteger(price) && price >= 0 && price <= 1_000_000_000 ? price : null;
}

/**
 * The filters of a page's URL. A value the API would refuse (an unknown colour, a price of "abc")
 * is left out instead, so that a mistyped link still shows products (as parseProductListParams).
 */
export function parseCatalogueFilters(search: QueryValues): CatalogueFilters {
  const colors = [
    ...new Set(
      listOf(search.get("colors"))
        .map(parseColourParam)
        .filter((hex) => hex !== null),
    ),
  ];
  const materials = [...new Set(listOf(search.get("materials")).map(materialKey).filter(Boolean))];
  return {
    colors,
    materials,
    minPrice: priceOf(search.get("minPrice")),
    maxPrice: priceOf(search.get("maxPrice")),
    onSale: search.get("onSale") === "true",
    inStock: search.get("inStock") === "true",
  };
}

/** The filters as query parameters, defaults left out (the web app's URL and its API request). */
export function catalogueFilterParams(filters: CatalogueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.colors.length > 0) params.colors = filters.colors.map(colourParam).join(",");
  if (filters.materials.length > 0) params.materials = filters.materials.join(",");
  if (filters.minPrice !== null) params.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== null) params.maxPrice = String(filters.maxPrice);
  if (filters.onSale) params.onSale = "true";
  if (filters.inStock) params.inStock = "true";
  return params;
}

export function hasCatalogueFilters(filters: CatalogueFilters): boolean {
  return Object.keys(catalogueFilterParams(filters)).length > 0;
}

/** The search page's sorts: best match first by default, or one of the list's. */
export const SEARCH_SORTS = ["relevance", ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Words that say nothing about which bag is meant ("túi xách màu đen" is "túi xách đen"), already
 * normalised: they add to a product's score where they occur but are never needed to match.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  // Vietnamese: "colour", "of", "and", "with", "kind", "piece" ("cho", "for", is also Chợ Lớn)
  "mau",
  "cua",
  "va",
  "voi",
  "loai",
  "kieu",
  "chiec",
  "cai",
  // Women ("nữ"; also "nụ", a bud): the shop's bags are women's bags, and a word a few
  // descriptions say ("dành cho phái nữ") must not narrow "túi xách nữ" to those few.
  "nu",
  // English ("the" is also "thẻ", a card, and "an" Hội An's)
  "and",
  "with",
  "for",
  "of",
  "in",
  "color",
  "colour",
  "women",
  "woman",
  "womens",
  "ladies",
  "lady",
  // Korean: "colour", "women"
  "색",
  "색상",
  "컬러",
  "여성",
  "여자",
  // Japanese: "colour", "of", "ladies", "women"
  "色",
  "の",
  "カラー",
  "レディース",
  "女性",
]);
