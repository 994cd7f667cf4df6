import { FILTER_VALUES_MAX, materialKey, parseColourParam, SEARCH_SORTS } from "./catalogue-filters";
import { CATEGORIES } from "./categories";
import { isHexColour, normaliseHexColour } from "./colours";
import {
  DEFAULT_VARIATION_COLOR,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PROMOTION_DISCOUNT_MAX,
  PROMOTION_DISCOUNT_MIN,
} from "./constants";
import { LANGUAGES } from "./languages";
import { PROMOTION_TEXT_MAX, productTranslationsSchema } from "./product-content";
import { originName, PRODUCT_ORIGIN_PATTERN } from "./product-origin";
import { productRatingSchema } from "./reviews";
import { STOCK_MAX } from "./stock";
import { z } from "./zod";

/** The product contract (with `_id` exposed as `id`), shared by the API and the web app. */

export const categorySchema = z.enum(CATEGORIES);

export const hexColourSchema = z
  .string()
  .trim()
  .refine(isHexColour, "must be a colour like #1a2b3c")
  .transform(normaliseHexColour);

export const promotionSchema = z
  .object({
    discount: z.number().int().min(PROMOTION_DISCOUNT_MIN).max(PROMOTION_DISCOUNT_MAX),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
  })
  .refine((p) => Date.parse(p.startDate) <= Date.parse(p.endDate), {
    message: "endDate must not be before startDate",
    path: ["endDate"],
  });

export const variationSchema = z
  .object({
    color: hexColourSchema.default(DEFAULT_VARIATION_COLOR),
    images: z.array(z.string().min(1).max(500)).max(20),
    /**
     * Bags of this colour in stock (stock.ts). Left out: a new colour starts at 0 and an edit keeps
     * the colour's current stock, so a client that does not know stock never zeroes it.
     */
    stock: z.number().int().min(0).max(STOCK_MAX).optional(),
    /**
     * The colour's stock as the editor loaded it, sent with a typed `stock`. Orders take stock
     * without raising the product's version, so this is how a save learns that the figure it
     * replaces is out of date: a different one on the server refuses it (409 `stock_changed`). Left
     * out, a typed stock is set as given (the CSV import, an API client). Ignored for a new colour.
     */
    stockSeen: z.number().int().min(0).max(STOCK_MAX).optional(),
  })
  .refine((variation) => variation.stockSeen === undefined || variation.stock !== undefined, {
    message: "stockSeen goes with the stock that replaces it",
    path: ["stockSeen"],
  });

/**
 * A colour's stock as an edit sends it, from the figure the editor typed and the one it loaded
 * (the admin form, the CSV import): the same figure is not sent, so the stock stays what orders
 * made of it meanwhile; another one goes with the figure it replaces (`stockSeen`), which the
 * server checks. Nothing loaded (a colour new in the edit) sends the typed figure as it is.
 */
export function stockToSave(
  typed: number,
  loaded: number | undefined,
): { stock?: number; stockSeen?: number } {
  if (loaded === undefined) return { stock: typed };
  return typed === loaded ? {} : { stock: typed, stockSeen: loaded };
}

/** GHN's documented limits per parcel: at most 50 kg, and 200 cm a side (docs/decisions/047-carriers-ghn-ghtk.md). */
export const PRODUCT_WEIGHT_GRAMS_MAX = 50_000;
export const PRODUCT_SIDE_CM_MAX = 200;

const productParcelShape = {
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  widthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
};

/** A weight or a side as the admin form, the CSV and the API take it: whole, positive, or null (none). */
function parcelFigure(max: number, message: string) {
  return z.number(message).int(message).min(1, message).max(max, message).nullable().optional();
}

/**
 * The parcel fields of a product input. Left out (undefined), an edit keeps what the product has,
 * as it keeps stock: a client that does not know them never wipes them; null clears them.
 */
export const productParcelInputShape = {
  weightGrams: parcelFigure(PRODUCT_WEIGHT_GRAMS_MAX, "product_parcel.error_weight"),
  lengthCm: parcelFigure(PRODUCT_SIDE_CM_MAX, "product_parcel.error_side"),
  widthCm: parcelFigure(PRODUCT_SIDE_CM_MAX, "product_parcel.error_side"),
  heightCm: parcelFigure(PRODUCT_SIDE_CM_MAX, "product_parcel.error_side"),
};

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number().int(),
  category: categorySchema,
  description: z.array(z.string()),
  dimensions: z.string(),
  material: z.string(),
  careInstructions: z.string(),
  /** Country of origin, ISO 3166-1 alpha-2 ("VN"); "" when not given (product-origin.ts). */
  origin: z.string(),
  promotion: z.object({ discount: z.number(), startDate: z.string(), endDate: z.string() }).nullable(),
  /** A short line shown with a running promotion ("Giảm thêm cho quà Tết"); may be empty. */
  promotionText: z.string(),
  /**
   * The texts in the other languages (product-content.ts). Only an answer without `lang` (the
   * admin's) carries them; a shopper's answer is already in its language and carries `{}`.
   */
  translations: productTranslationsSchema,
  variations: z.array(z.object({ color: z.string(), images: z.array(z.string()), stock: z.number().int() })),
  /**
   * The packed bag's weight (whole grams) and box (whole centimetres), for the carriers' quotes
   * (modules/shipping); null until the owner enters them (SHIPPING_DEFAULT_WEIGHT_GRAMS and a
   * default box are used then).
   */
  ...productParcelShape,
  /** Raised by every edit: PUT /api/products/:id names the version it edited (productUpdateSchema). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The approved reviews' average and count (reviews.ts), read-only: the server always answers
   * it; optional so products written before reviews (fixtures, stored carts) still parse.
   */
  rating: productRatingSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;
export type Variation = Product["variations"][number];

const MAX_IDS_PER_BATCH = PAGE_LIMIT_MAX;

/** A comma-separated list in a query string (`colors=black,brown`), each part checked by `item`. */
function commaList<Output>(item: z.ZodType<Output, string>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(FILTER_VALUES_MAX));
}

const colourParamSchema = z.string().transform((value, context) => {
  const hex = parseColourParam(value);
  if (hex === null) {
    context.addIssue({ code: "custom", message: `${value} is not a colour (a name like black, or rrggbb)` });
    return z.NEVER;
  }
  return hex;
});

const priceParamSchema = z.coerce.number().int().min(0).max(1_000_000_000);
const flagParamSchema = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query string of GET /api/products. Every parameter is checked; anything else is a 400. */
export const productListQuerySchema = z
  .object({
    category: categorySchema.optional(),
    q: z.string().trim().max(100).optional(),
    ids: z
      .string()
      .transform((value) => value.split(",").filter(Boolean))
      .pipe(z.array(z.uuid()).min(1).max(MAX_IDS_PER_BATCH))
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
    /**
     * Left out: best match first for a search (`relevance`), newest first otherwise; `relevance`
     * without a search is the newest first too.
     */
    sort: z.enum(SEARCH_SORTS).optional(),
    /** The language of the texts (product-content.ts); left out: Vietnamese with every translation. */
    lang: z.enum(LANGUAGES).optional(),
    // The filters (catalogue-filters.ts); each applies to the search's answer as to the list.
    colors: commaList(colourParamSchema).optional(),
    materials: commaList(z.string().max(100).transform(materialKey)).optional(),
    minPrice: priceParamSchema.optional(),
    maxPrice: priceParamSchema.optional(),
    onSale: flagParamSchema.optional(),
    inStock: flagParamSchema.optional(),
    /** `true`: the answer carries `facets`, the counts of each filter's choices. */
    facets: flagParamSchema.optional(),
  })
  .strict()
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      message: "minPrice must not be above maxPrice",
      path: ["maxPrice"],
    },
  );
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * The counts of a list's or search's filters, each counted with every other filter applied but
 * its own (so a shopper who picked black still sees how many brown bags there are).
 */
export const productFacetsSchema = z.object({
  colors: z.array(z.object({ color: z.string(), count: z.number().int() })),
  /** `material` is the key the filter takes (materialKey), `label` its name in the asked language. */
  materials: z.array(z.object({ material: z.string(), label: z.string(), count: z.number().int() })),
  /** The lowest and highest price paid today among the matches; null when none matches. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** PRICE_BANDS with their counts. */
  priceBands: z.array(
    z.object({ min: z.number().int(), max: z.number().int().nullable(), count: z.number().int() }),
  ),
  onSale: z.number().int(),
  inStock: z.number().int(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** With `facets=true`: the counts of the filters' choices. */
  facets: productFacetsSchema.optional(),
  /**
   * A search's products whose colour a query word named ("túi đen"), each with that colour
   * (`#rrggbb`): the card shows that colour's picture.
   */
  matchedColors: z.record(z.string(), z.string()).optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/products/:id?lang=: the product's texts in that language (product-content.ts). */
export const productLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() }).strict();

export const categoryCountSchema = z.object({ name: categorySchema, count: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/** A country of origin: an ISO 3166-1 alpha-2 code that names a country, or "" (product-origin.ts). */
export const productOriginSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PRODUCT_ORIGIN_PATTERN, "admin.error_origin")
  .refine((code) => code === "" || originName(code, "en") !== null, "admin.error_origin");

/** Body of POST/PUT /api/products (admin). Prices are whole đồng. */
export const productInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    price: z.number().int().min(0).max(1_000_000_000),
    category: categorySchema,
    description: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    dimensions: z.string().trim().max(200).default(""),
    material: z.string().trim().max(200).default(""),
    careInstructions: z.string().trim().max(1000).default(""),
    /** Left out (an older client, an older CSV): an edit keeps the stored origin, a new product has none. */
    origin: productOriginSchema.optional(),
    promotion: promotionSchema.nullable().default(null),
    promotionText: z.string().trim().max(PROMOTION_TEXT_MAX).default(""),
    translations: productTranslationsSchema,
    variations: z.array(variationSchema).max(10).default([]),
    ...productParcelInputShape,
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * Body of PUT /api/products/:id: the product as GET answered it, less `id` and the timestamps.
 * `version` is the one the administrator loaded; if the product was saved since, the answer is
 * 409 `version_conflict` and nothing changes.
 */
export const productUpdateSchema = productInputSchema.extend({
  version: z.number().int().min(1),
  /** Read-only (the reviews make it): accepted as GET answered it, and ignored. */
  rating: productRatingSchema.optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
