import {
  PRODUCT_CSV_HEADER,
  PRODUCT_CSV_HEADER_BEFORE_PARCEL,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_PARCEL_COLUMNS,
  type ProductCsvColumn,
  type ProductCsvErrorKey,
  type ProductCsvRowError,
  type ProductInput,
  productCsvInputSchema,
  stockToSave,
} from "@shop/shared";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { AppError } from "../../app-error";

/** One row read from the file: its line, the product id and version it names (if any), its input. */
export interface ProductCsvRow {
  row: number;
  id: string | null;
  version: number | null;
  input: ProductInput;
}

export interface ReadProductCsv {
  rows: ProductCsvRow[];
  errors: ProductCsvRowError[];
}

/** The export escaped a cell that a spreadsheet would run (shared csvCell): undo it on the way in. */
function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** `#1a1a1a:5|#ffffff:0` → colours with their stock; null when a part is not `colour:whole number`. */
function readColours(cell: string): Array<{ color: string; stock: number }> | null {
  if (cell.trim() === "") return [];
  const colours: Array<{ color: string; stock: number }> = [];
  for (const part of cell.split("|")) {
    const match = /^\s*(#[0-9a-fA-F]{3,8})\s*:\s*(\d+)\s*$/.exec(part);
    if (!match?.[1] || !match[2]) return null;
    colours.push({ color: match[1], stock: Number(match[2]) });
  }
  return colours;
}

/** Which column an issue of productInputSchema belongs to, and the message the owner reads. */
function columnOf(path: ReadonlyArray<PropertyKey>): ProductCsvColumn {
  const [first, second] = path;
  if (first === "careInstructions") return "care_instructions";
  if (first === "weightGrams") return "weight_grams";
  if (first === "lengthCm") return "length_cm";
  if (first === "widthCm") return "width_cm";
  if (first === "heightCm") return "height_cm";
  if (first === "variations") return "colours_stock";
  if (first === "promotion") {
    if (second === "startDate") return "promotion_start";
    if (second === "endDate") return "promotion_end";
    return "promotion_discount";
  }
  const known = PRODUCT_CSV_HEADER.find((column) => column === first);
  return known ?? "name";
}

function messageOf(column: ProductCsvColumn, issue: z.core.$ZodIssue): ProductCsvErrorKey {
  if (issue.code === "too_big" && issue.origin === "string") return "csv_too_long";
  if (column === "category") return "csv_category";
  if (column === "price") return "csv_number";
  if (column === "colours_stock") return "csv_colours";
  if ((PRODUCT_CSV_PARCEL_COLUMNS as readonly string[]).includes(column)) return "csv_number";
  if (column.startsWith("promotion")) return "csv_promotion";
  if (issue.code === "too_small") return "csv_required";
  return "csv_invalid";
}

const wholeNumber = /^\s*\d+\s*$/;

/** The parcel's cells: empty = none (null), a whole number, or the cell's error (csv_number). */
function parcelCells(
  cell: (column: ProductCsvColumn) => string,
  fail: (column: ProductCsvColumn, message: ProductCsvErrorKey) => void,
): Record<"weightGrams" | "lengthCm" | "widthCm" | "heightCm", number | null> {
  const read = (column: (typeof PRODUCT_CSV_PARCEL_COLUMNS)[number]): number | null => {
    const text = cell(column);
    if (text === "") return null;
    if (!wholeNumber.test(text)) {
      fail(column, "csv_number");
      return null;
    }
    return Number(text);
  };
  return {
    weightGrams: read("weight_grams"),
    lengthCm: read("length_cm"),
    widthCm: read("width_cm"),
    heightCm: read("height_cm"),
  };
}
const isoMoment = z.iso.datetime({ offset: true });

/**
 * A promotion's start or end as the owner types it: a day (`2026-12-01`, Vietnam's day: from its
 * first second, or to its last) or an ISO moment with its offset, as the export writes it.
 */
function promotionMoment(cell: string, edge: "start" | "end"): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(cell)) {
    const moment = `${cell}T${edge === "start" ? "00:00:00" : "23:59:59"}+07:00`;
    return Number.isNaN(Date.parse(moment)) ? null : moment;
  }
  return isoMoment.safeParse(cell).success ? cell : null;
}

/**
 * Reads a products CSV (PRODUCT_CSV_HEADER) into the rows it would write, checking each with the
 * product form's own rules. A file that is not such a CSV (unreadable, wrong header, too many
 * rows) is a 400 for the whole file; a bad row is an error of that row and column.
 */
export function readProductCsv(text: string): ReadProductCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new AppError("csv_invalid", 400, `The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  // The current header, or an earlier one without the parcel's columns or the origin (their values
  // are then kept as stored; docs/decisions/052-the-buyers-contract-and-records.md).
  const hasParcel = names.includes(PRODUCT_CSV_PARCEL_COLUMNS[0]);
  const hasOrigin = names.includes("origin");
  const hasExportedStock = names.includes("colours_stock_exported");
  const columns: readonly ProductCsvColumn[] = [
    ...PRODUCT_CSV_HEADER_BEFORE_PARCEL,
    ...(hasOrigin ? (["origin"] as const) : []),
    ...(hasParcel ? PRODUCT_CSV_PARCEL_COLUMNS : []),
    ...(hasExportedStock ? (["colours_stock_exported"] as const) : []),
  ];
  if (names.length !== columns.length || names.some((name, i) => name !== columns[i])) {
    throw new AppError(
      "csv_header",
      400,
      `The first row must name the columns ${PRODUCT_CSV_HEADER.join(",")} (as the export writes them).`,
      { header: PRODUCT_CSV_HEADER.join(",") },
    );
  }
  if (body.length > PRODUCT_CSV_MAX_ROWS) {
    throw new AppError("csv_invalid", 400, `At most ${PRODUCT_CSV_MAX_ROWS} products per file.`);
  }

  const rows: ProductCsvRow[] = [];
  const errors: ProductCsvRowError[] = [];
  body.forEach((record, index) => {
    // The header is row 1 in a spreadsheet: the first product is row 2.
    const row = index + 2;
    const cell = (column: ProductCsvColumn) => unescapeCell(record[columns.indexOf(column)] ?? "").trim();
    const rowErrors: ProductCsvRowError[] = [];
    const fail = (column: ProductCsvColumn, message: ProductCsvErrorKey) =>
      rowErrors.push({ row, column, message });
    if (record.length !== columns.length) fail("id", "csv_invalid");

    const id = cell("id") || null;
    if (id !== null && !z.uuid().safeParse(id).success) fail("id", "csv_unknown_product");
    let version: number | null = null;
    if (id !== null) {
      if (wholeNumber.test(cell("version"))) version = Number(cell("version"));
      else fail("version", "csv_number");
    }
    const price = cell("price");
    if (!wholeNumber.test(price)) fail("price", price === "" ? "csv_required" : "csv_number");
    const colours = readColours(cell("colours_stock"));
    if (colours === null) fail("colours_stock", "csv_colours");
    const exported = hasExportedStock ? readColours(cell("colours_stock_exported")) : [];
    if (exported === null) fail("colours_stock_exported", "csv_colours");

    const discount = cell("promotion_discount");
    const start = cell("promotion_start");
    const end = cell("promotion_end");
    let promotion: unknown = null;
    if (discount !== "" || start !== "" || end !== "") {
      if (!wholeNumber.test(discount)) fail("promotion_discount", "csv_promotion");
      const startDate = promotionMoment(start, "start");
      const endDate = promotionMoment(end, "end");
      if (startDate === null) fail("promotion_start", "csv_date");
      if (endDate === null) fail("promotion_end", "csv_date");
      promotion = { discount: Number(discount), startDate, endDate };
    }

    const parsed = productCsvInputSchema.safeParse({
      name: cell("name"),
      price: Number(price),
      category: cell("category"),
      description: cell("description")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      dimensions: cell("dimensions"),
      material: cell("material"),
      careInstructions: cell("care_instructions"),
      ...(hasOrigin ? { origin: cell("origin") } : {}),
      promotion,
      // A colour still at its exported figure keeps what orders made of it (shared stockToSave).
      variations: (colours ?? []).map(({ color, stock }) => ({
        color,
        ...stockToSave(stock, exported?.find((entry) => entry.color === color)?.stock),
        images: [],
      })),
      ...(hasParcel ? parcelCells(cell, fail) : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOf(issue.path);
        // A cell already refused above says it once.
        if (!rowErrors.some((error) => error.column === column)) fail(column, messageOf(column, issue));
      }
    }
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      return;
    }
    rows.push({ row, id, version, input: parsed.data });
  });

  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.id === null) continue;
    if (seen.has(row.id)) errors.push({ row: row.row, column: "id", message: "csv_duplicate_id" });
    seen.set(row.id, row.row);
  }
  return { rows, errors };
}
