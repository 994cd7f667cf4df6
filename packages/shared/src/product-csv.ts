import type { ExportCellKind } from "./back-office";
import { categorySchema, type Product, type ProductInput, productInputSchema } from "./catalogue";
import { PAGE_LIMIT_MAX } from "./constants";
import { z } from "./zod";

/**
 * The products CSV (GET /api/products.csv, POST /api/products/import): one row per product, the
 * form's fields in the owner's words. `description` keeps one paragraph per line inside its cell;
 * `colours_stock` is `#1a1a1a:5|#ffffff:0` (each colour with the bags in stock). Images are not
 * in the file: a colour already on the product keeps its photos, a new colour starts without.
 * The origin and the packed weight and box (grams, centimetres; empty = none) follow; a
 * file with an earlier header, without either, is still read and leaves them as they are.
 * `colours_stock_exported` closes the row: the stock as it was when the file was written, left as
 * it is by the owner. Orders take stock while the file is in a spreadsheet: a colour whose
 * `colours_stock` still says what was exported keeps what the orders made of it, and a typed one
 * is written only if the stock is still the exported figure (otherwise 409 `stock_changed`, nothing
 * imported). A file without the column sets the stock as written.
 */
export const PRODUCT_CSV_HEADER_BEFORE_PARCEL = [
  "id",
  "version",
  "name",
  "category",
  "price",
  "description",
  "dimensions",
  "material",
  "care_instructions",
  "promotion_discount",
  "promotion_start",
  "promotion_end",
  "colours_stock",
] as const;
export const PRODUCT_CSV_PARCEL_COLUMNS = ["weight_grams", "length_cm", "width_cm", "height_cm"] as const;
export const PRODUCT_CSV_HEADER = [
  ...PRODUCT_CSV_HEADER_BEFORE_PARCEL,
  "origin",
  ...PRODUCT_CSV_PARCEL_COLUMNS,
  "colours_stock_exported",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_HEADER)[number];

/** What each column holds, for the exports that type their cells (.xlsx). */
export const PRODUCT_EXPORT_KINDS = {
  id: "text",
  version: "number",
  name: "text",
  category: "text",
  price: "number",
  description: "text",
  dimensions: "text",
  material: "text",
  care_instructions: "text",
  promotion_discount: "number",
  promotion_start: "date",
  promotion_end: "date",
  colours_stock: "text",
  weight_grams: "number",
  length_cm: "number",
  width_cm: "number",
  height_cm: "number",
  origin: "text",
  colours_stock_exported: "text",
} as const satisfies Record<ProductCsvColumn, ExportCellKind>;

/** A file bigger than this is refused before it is read (413): a catalogue of 10,000 bags is ~3 MB. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Rows one import may carry; more is refused as a whole. */
export const PRODUCT_CSV_MAX_ROWS = 10_000;

/** A product as one CSV row (cells in PRODUCT_CSV_HEADER's order). */
export function productCsvCells(product: Product): Array<string | number | null> {
  const colours = product.variations.map((variation) => `${variation.color}:${variation.stock}`).join("|");
  return [
    product.id,
    product.version,
    product.name,
    product.category,
    product.price,
    product.description.join("\n"),
    product.dimensions,
    product.material,
    product.careInstructions,
    product.promotion?.discount ?? null,
    product.promotion?.startDate ?? null,
    product.promotion?.endDate ?? null,
    colours,
    product.origin,
    product.weightGrams,
    product.lengthCm,
    product.widthCm,
    product.heightCm,
    colours,
  ];
}

/** Why a row cannot be imported: the cell's column and a message key of the web app. */
export interface ProductCsvRowError {
  /** The row's line in the file, counting the header as 1 (what a spreadsheet shows). */
  row: number;
  column: ProductCsvColumn | "row";
  message: ProductCsvErrorKey;
}

export const PRODUCT_CSV_ERROR_KEYS = [
  "csv_required",
  "csv_number",
  "csv_category",
  "csv_colours",
  "csv_date",
  "csv_promotion",
  "csv_too_long",
  "csv_unknown_product",
  "csv_stale_version",
  "csv_duplicate_id",
  "csv_invalid",
] as const;
export type ProductCsvErrorKey = (typeof PRODUCT_CSV_ERROR_KEYS)[number];

/** One row the import will write: a new product, or an edit of `id` made on `version`. */
export type ProductCsvChange =
  | { row: number; kind: "create"; input: ProductInput }
  | { row: number; kind: "update"; id: string; version: number; input: ProductInput };

const productCsvChangeSchema = z.object({
  row: z.number().int(),
  kind: z.enum(["create", "update", "unchanged"]),
  id: z.string().nullable(),
  name: z.string(),
  /** The fields that differ from the product as stored (updates only). */
  changedFields: z.array(z.string()),
});

/** The answer of an import, dry run or confirmed: what each row does, and every row's errors. */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** True only when the rows were written (a confirmed import without errors). */
  written: z.boolean(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(productCsvChangeSchema),
  errors: z.array(
    z.object({
      row: z.number().int(),
      column: z.string(),
      message: z.enum(PRODUCT_CSV_ERROR_KEYS),
    }),
  ),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;

export const productImportQuerySchema = z
  .object({ dryRun: z.enum(["true", "false"]).default("true") })
  .strict();

export const PRODUCT_STOCK_FILTERS = ["low", "out"] as const;

/** GET /api/admin/products (and the CSV export): the admin grid's search and filters. */
export const adminProductQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category: categorySchema.optional(),
    /** Products with a colour at or below the low-stock threshold, or with one sold out. */
    stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
    /** Products whose promotion runs now. */
    promotion: z.enum(["active"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  })
  .strict();
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** The export takes the same filters, without paging. */
export const productCsvQuerySchema = adminProductQuerySchema.omit({ page: true, limit: true });
export type ProductCsvQuery = z.infer<typeof productCsvQuerySchema>;

/** A row is checked by the product form's own rules (productInputSchema): one source of truth. */
export const productCsvInputSchema = productInputSchema;
