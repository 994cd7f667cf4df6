import { PassThrough, type Readable } from "node:stream";
import { type ExportCell, type ExportCellKind, SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";

/**
 * exceljs, loaded at the first export: 28 MB of the server's memory resident (7–8 MB of it V8's
 * heap) for a download the owner asks now and then
 * (docs/decisions/068-libraries-loaded-when-first-used.md).
 */
let spreadsheetLibrary: Promise<typeof import("exceljs")> | null = null;
function loadSpreadsheetLibrary(): Promise<typeof import("exceljs")> {
  spreadsheetLibrary ??= import("exceljs").then((module) => module.default);
  return spreadsheetLibrary;
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Excel's "text" format: what a cell shows stays as typed, a phone keeps its leading 0. */
const TEXT_FORMAT = "@";
/** Whole đồng and quantities with thousands grouped; the locale of the reader picks the separator. */
const NUMBER_FORMAT = "#,##0";
const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";

/**
 * A spreadsheet cell has no time zone: the instant is shown as Vietnam's wall clock (the shop's
 * days are Vietnam's, packages/shared/src/back-office.ts), by moving it by the fixed offset.
 */
function shopWallClock(iso: string): Date | null {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : new Date(instant + SHOP_UTC_OFFSET_SECONDS * 1000);
}

function typedValue(cell: ExportCell, kind: ExportCellKind): string | number | Date | null {
  if (cell === null || cell === undefined || cell === "") return null;
  switch (kind) {
    case "text":
    case "phone":
      return String(cell);
    case "number":
      return typeof cell === "number" ? cell : Number(cell);
    case "date":
      return shopWallClock(String(cell));
  }
}

const FORMATS: Record<ExportCellKind, string> = {
  text: TEXT_FORMAT,
  phone: TEXT_FORMAT,
  number: NUMBER_FORMAT,
  date: DATE_FORMAT,
};

/** Resolves when the answer's reader has caught up; rejects when it went away. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off("drain", onDrain);
      stream.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error("The download was closed before its end."));
    stream.on("drain", onDrain);
    stream.on("close", onClose);
  });
}

export interface SheetColumns {
  header: ReadonlyArray<string>;
  /** What each column holds, in the header's order. */
  kinds: ReadonlyArray<ExportCellKind>;
}

/**
 * An .xlsx file of one sheet, written while `rows` are read: the header row bold and frozen, every
 * cell typed by its column's kind (text cells formatted "@", numbers "#,##0", dates as dates).
 * Rows are committed as they come and strings are written inline rather than into a shared-strings
 * table, so memory holds a batch at a time, not the whole file; between batches the writer waits
 * while the reader of the answer is behind. A failing source destroys the stream (the download
 * breaks instead of ending as a truncated file that looks whole).
 */
export function xlsxStream(
  sheetName: string,
  { header, kinds }: SheetColumns,
  rows: AsyncIterable<ReadonlyArray<ReadonlyArray<ExportCell>>>,
): Readable {
  const out = new PassThrough();

  const write = async () => {
    const ExcelJS = await loadSpreadsheetLibrary();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = header.map((name, index) => ({
      key: name,
      width: kinds[index] === "date" ? 20 : Math.max(12, name.length + 2),
    }));
    const head = sheet.addRow([...header]);
    head.font = { bold: true };
    head.commit();
    for await (const batch of rows) {
      for (const cells of batch) {
        const row = sheet.addRow(cells.map((cell, index) => typedValue(cell, kinds[index] ?? "text")));
        kinds.forEach((kind, index) => {
          row.getCell(index + 1).numFmt = FORMATS[kind];
        });
        row.commit();
      }
      if (out.destroyed) return;
      if (out.writableNeedDrain) await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
