import {
  CSV_BOM,
  csvRow,
  PRODUCT_CSV_HEADER,
  type Product,
  type ProductCsvChange,
  type ProductCsvQuery,
  type ProductCsvRowError,
  type ProductImportResult,
  type ProductInput,
  productCsvCells,
} from "@shop/shared";
import { AppError } from "../../app-error";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import { readProductCsv } from "./products.csv";
import type { ProductService } from "./products.service";

/** Ids read per query when an import compares its rows with the stored products. */
const COMPARE_BATCH = 100;

/** The fields of a row that differ from the stored product (empty: the row changes nothing). */
function changedFields(stored: Product, input: ProductInput): string[] {
  const changed: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (stored.name !== input.name) changed.push("name");
  if (stored.category !== input.category) changed.push("category");
  if (stored.price !== input.price) changed.push("price");
  if (!same(stored.description, input.description)) changed.push("description");
  if (stored.dimensions !== input.dimensions) changed.push("dimensions");
  if (stored.material !== input.material) changed.push("material");
  if (stored.careInstructions !== input.careInstructions) changed.push("care_instructions");
  // Left out (a file with the earlier header), the parcel's fields are kept: no change.
  const parcelColumns = [
    ["weightGrams", "weight_grams"],
    ["lengthCm", "length_cm"],
    ["widthCm", "width_cm"],
    ["heightCm", "height_cm"],
  ] as const;
  for (const [field, column] of parcelColumns) {
    if (input[field] !== undefined && input[field] !== stored[field]) changed.push(column);
  }
  if (input.origin !== undefined && stored.origin !== input.origin) changed.push("origin");
  const promotion = (p: { discount: number; startDate: string; endDate: string } | null) =>
    p && { discount: p.discount, start: Date.parse(p.startDate), end: Date.parse(p.endDate) };
  if (!same(promotion(stored.promotion), promotion(input.promotion))) changed.push("promotion");
  // A colour the file leaves at its exported stock keeps the stored one: no change.
  const storedStock = new Map(stored.variations.map((variation) => [variation.color, variation.stock]));
  const colours = (list: ReadonlyArray<{ color: string; stock?: number }>) =>
    list
      .map((variation) => `${variation.color}:${variation.stock ?? storedStock.get(variation.color) ?? 0}`)
      .join("|");
  if (colours(stored.variations) !== colours(input.variations)) changed.push("colours_stock");
  return changed;
}

/**
 * The products CSV: the export of the admin grid's filter, and the import, which is a dry run
 * (what each row would do, every row's errors) until the owner confirms; confirmed, every row is
 * written in one transaction with an audit entry per product, or none is.
 */
export function createProductCsvService({ products }: { products: ProductService }) {
  /** The rows of a file compared with the products they name: the plan and its errors. */
  async function plan(text: string): Promise<{
    changes: ProductCsvChange[];
    result: Omit<ProductImportResult, "dryRun" | "written">;
  }> {
    const { rows, errors } = readProductCsv(text);
    const stored = new Map<string, Product>();
    const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
    for (let start = 0; start < ids.length; start += COMPARE_BATCH) {
      for (const product of await products.productsByIds(ids.slice(start, start + COMPARE_BATCH))) {
        stored.set(product.id, product);
      }
    }
    const rowErrors: ProductCsvRowError[] = [...errors];
    const changes: ProductCsvChange[] = [];
    const summary: ProductImportResult["rows"] = [];
    for (const row of rows) {
      if (row.id === null) {
        changes.push({ row: row.row, kind: "create", input: row.input });
        summary.push({ row: row.row, kind: "create", id: null, name: row.input.name, changedFields: [] });
        continue;
      }
      const product = stored.get(row.id);
      if (!product) {
        rowErrors.push({ row: row.row, column: "id", message: "csv_unknown_product" });
        continue;
      }
      if (row.version !== product.version) {
        rowErrors.push({ row: row.row, column: "version", message: "csv_stale_version" });
        continue;
      }
      // A colour the product already has keeps its photos: the file carries no images.
      const images = new Map(product.variations.map((variation) => [variation.color, variation.images]));
      const input: ProductInput = {
        ...row.input,
        // Not in the file either: the translations and the promotion line stay as stored.
        promotionText: product.promotionText,
        translations: product.translations,
        variations: row.input.variations.map((variation) => ({
          ...variation,
          images: images.get(variation.color) ?? [],
        })),
      };
      const fields = changedFields(product, input);
      summary.push({
        row: row.row,
        kind: fields.length > 0 ? "update" : "unchanged",
        id: row.id,
        name: input.name,
        changedFields: fields,
      });
      if (fields.length > 0) {
        changes.push({ row: row.row, kind: "update", id: row.id, version: product.version, input });
      }
    }
    rowErrors.sort((a, b) => a.row - b.row);
    return {
      changes,
      result: {
        creates: summary.filter((row) => row.kind === "create").length,
        updates: summary.filter((row) => row.kind === "update").length,
        unchanged: summary.filter((row) => row.kind === "unchanged").length,
        rows: summary,
        errors: rowErrors,
      },
    };
  }

  return {
    /** The filtered products as export rows (PRODUCT_CSV_HEADER's cells), a batch at a time. */
    async *exportRows(query: ProductCsvQuery): AsyncGenerator<Array<Array<string | number | null>>> {
      for await (const batch of products.allAdminProducts(query)) yield batch.map(productCsvCells);
    },

    /** The CSV of the filtered products: UTF-8 with a BOM, cells a spreadsheet would run escaped. */
    async *exportCsv(query: ProductCsvQuery): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(PRODUCT_CSV_HEADER);
      for await (const batch of products.allAdminProducts(query)) {
        yield batch.map((product) => csvRow(productCsvCells(product))).join("");
      }
    },

    /**
     * A dry run answers the plan and writes nothing. A confirmed import with any row error is a
     * 400 and writes nothing; without, it writes every change in one transaction.
     */
    async importCsv(actor: AuditActor, text: string, dryRun: boolean): Promise<ProductImportResult> {
      const { changes, result } = await plan(text);
      if (dryRun) return { dryRun, written: false, ...result };
      if (result.errors.length > 0) {
        const fields = Object.fromEntries(
          result.errors.map((error) => [`row ${error.row} ${error.column}`, error.message]),
        );
        throw new AppError(
          "import_has_errors",
          400,
          `${result.errors.length} errors in the file: nothing was imported.`,
          fields,
        );
      }
      await products.importProducts(changes, (tx, before, after) =>
        AuditLog.record(tx, {
          actor,
          action: "product.import",
          entity: "product",
          entityId: after?.id ?? before?.id ?? "",
          before,
          after,
        }),
      );
      return { dryRun, written: true, ...result };
    },
  };
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;
