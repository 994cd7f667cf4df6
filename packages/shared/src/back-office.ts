import { adminOrderSchema, orderStatusSchema } from "./admin";
import { paymentStatusSchema, voucherCodeSchema } from "./checkout";
import { PAGE_LIMIT_MAX, PAYMENT_METHODS } from "./constants";
import { z } from "./zod";

/**
 * Contracts of the owner's back office: the dashboard's figures, the audit log, vouchers, the
 * order search and its CSV. The server validates with them, the admin screens type with them.
 */

/** Days, "today" and every date an owner types are Vietnam's (UTC+7, no daylight saving). */
export const SHOP_TIME_ZONE = "Asia/Ho_Chi_Minh";
/**
 * Vietnam's fixed offset from UTC, in seconds (no daylight saving since 1975): aggregates can find
 * an instant's day with integer arithmetic instead of a time-zone lookup per row.
 */
export const SHOP_UTC_OFFSET_SECONDS = 7 * 3600;

const shopDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Vietnam at `instant`, as YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  return shopDay.format(instant);
}

/** Midnight in Vietnam at the start of `date` (YYYY-MM-DD), as an instant. */
export function shopDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

/** `date` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A year and a day: enough for "this year against last", small enough to answer at once. */
export const STATS_RANGE_MAX_DAYS = 366;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value, {
    message: "must be a real date",
  });

function checkRange(range: { from?: string; to?: string }, ctx: z.RefinementCtx, maxDays?: number): void {
  if (!range.from || !range.to) return;
  if (range.to < range.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  } else if (maxDays && daysInRange(range.from, range.to) > maxDays) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `the range is at most ${maxDays} days` });
  }
}

export const statsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .strict()
  .superRefine((range, ctx) => checkRange(range, ctx, STATS_RANGE_MAX_DAYS));
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** The dashboard's quick ranges, in days ending today. */
export const STATS_QUICK_RANGES = [7, 30, 90] as const;

export const adminStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: z.number().int(),
  orders: z.number().int(),
  averageOrder: z.number().int(),
  byDay: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  lowStock: z.array(
    z.object({ productId: z.string(), name: z.string(), color: z.string(), stock: z.number().int() }),
  ),
  /** Orders the owner must act on, whatever the range: still pending, or paid and not yet shipped. */
  waiting: z.object({ pending: z.number().int(), paidNotShipped: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_ENTITIES = [
  "product",
  "user",
  "order",
  "voucher",
  "setting",
  "payment",
  "return",
  "refund",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE_LIMIT = 20;

export const auditLogQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().min(1).max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(AUDIT_PAGE_LIMIT),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---------------------------------------------------------------------------------------------
// Vouchers (mã giảm giá)

export const voucherCodeParamsSchema = z.object({ code: voucherCodeSchema });

export const voucherInputSchema = z
  .object({
    code: voucherCodeSchema,
    percentOff: z.number().int().min(1, "voucher_percent_range").max(100, "voucher_percent_range").nullable(),
    amountOff: z.number().int().min(1).max(1_000_000_000).nullable(),
    minSubtotal: z.number().int().min(0).max(1_000_000_000).default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    paused: z.boolean().default(false),
  })
  .strict()
  .superRefine((voucher, ctx) => {
    if ((voucher.percentOff === null) === (voucher.amountOff === null)) {
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: "voucher_one_discount" });
    }
    if (voucher.amountOff !== null && voucher.amountOff > voucher.minSubtotal) {
      // A fixed amount must never be more than the order it comes off.
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "voucher_amount_above_minimum" });
    }
    if (voucher.startsAt && voucher.endsAt && Date.parse(voucher.endsAt) <= Date.parse(voucher.startsAt)) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "voucher_dates_inverted" });
    }
  });
export type VoucherInput = z.infer<typeof voucherInputSchema>;
export type VoucherInputRequest = z.input<typeof voucherInputSchema>;

export const voucherSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** Why a code is refused at checkout; the web app shows `vouchers.refused_<code>`. */
export const VOUCHER_REFUSALS = [
  "voucher_unknown",
  "voucher_expired",
  "voucher_not_started",
  "voucher_used_up",
  "voucher_below_minimum",
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

/** The discount a voucher gives on `subtotal`, in whole đồng (percentages round down). */
export function voucherDiscount(
  voucher: Pick<Voucher, "percentOff" | "amountOff">,
  subtotal: number,
): number {
  if (voucher.percentOff !== null) return Math.floor((subtotal * voucher.percentOff) / 100);
  return Math.min(voucher.amountOff ?? 0, subtotal);
}

/** Why `voucher` cannot be used now on `subtotal`, or null when it can. Paused counts as unknown. */
export function voucherRefusal(
  voucher: Pick<
    Voucher,
    "minSubtotal" | "startsAt" | "endsAt" | "usageLimit" | "usedCount" | "paused"
  > | null,
  subtotal: number,
  now: Date,
): VoucherRefusal | null {
  if (!voucher || voucher.paused) return "voucher_unknown";
  if (voucher.startsAt && now < new Date(voucher.startsAt)) return "voucher_not_started";
  if (voucher.endsAt && now >= new Date(voucher.endsAt)) return "voucher_expired";
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return "voucher_used_up";
  if (subtotal < voucher.minSubtotal) return "voucher_below_minimum";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Orders at scale: search, filters, CSV

const orderFilterShape = {
  /** Order code, name, phone or e-mail (a part of any). */
  q: z.string().trim().max(100).optional(),
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** Placed on or after this day, Vietnam time. */
  from: isoDateSchema.optional(),
  /** Placed on or before this day, Vietnam time. */
  to: isoDateSchema.optional(),
  /** `true`: the archived orders only; left out (or `false`): the working list, archived ones left out. */
  archived: z.enum(["true", "false"]).optional(),
};

export const ADMIN_ORDER_SEARCH_PAGE_LIMIT = 20;

export const adminOrderSearchSchema = z
  .object({
    ...orderFilterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(ADMIN_ORDER_SEARCH_PAGE_LIMIT),
  })
  .strict()
  .superRefine((range, ctx) => checkRange(range, ctx));
export type AdminOrderSearch = z.infer<typeof adminOrderSearchSchema>;

export const orderCsvQuerySchema = z
  .object(orderFilterShape)
  .strict()
  .superRefine((range, ctx) => checkRange(range, ctx));
export type OrderFilter = z.infer<typeof orderCsvQuerySchema>;

/** The detail view: the order with its voucher. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  voucherCode: z.string().nullable(),
  language: z.string(),
  /** The sale terms it was placed under and the SHA-256 of their text in its language (sale-terms.ts). */
  termsVersion: z.string().nullable(),
  termsHash: z.string().nullable(),
  /** Whether the shopper ticked the terms at checkout (false: an API client that sent no version). */
  termsAccepted: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * One CSV cell. A text starting with = + - @ tab or CR would run as a formula in a spreadsheet
 * (CSV injection): it gets a leading apostrophe. Quotes double, and the cell is quoted when needed.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A phone for a CSV cell. Spreadsheet programs (Excel, LibreOffice) open a CSV by guessing each
 * cell's type, and a run of digits becomes a number that loses its leading 0; nothing in plain CSV
 * marks a cell as text without a formula (`="0…"`) or an invisible character that breaks the
 * data for every other reader. Grouped with hyphens (0377-123-456) the phone is no number, no date
 * and no formula in any locale, and still reads as a phone; the digits are the stored ones.
 */
export function csvPhone(phone: string): string {
  const match = /^(\d{1,5})(\d{3})(\d{3})$/.exec(phone);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : phone;
}

/**
 * The digits of a phone as the owner types it in a back-office search ("0902 222 222",
 * "037.712.3456", "+84 902"), or none when the text is no phone: the digits of "hai9@example.vn"
 * or of an order code are no phone. Phones are stored as digits only.
 */
export function phoneDigitsInSearch(text: string): string | undefined {
  if (!/^\+?[\d\s.()-]+$/.test(text.trim())) return undefined;
  const digits = text.replace(/\D/g, "");
  return digits === "" ? undefined : digits;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Spreadsheet programs read a CSV as UTF-8 (Vietnamese intact) only when it starts with a BOM. */
export const CSV_BOM = "\uFEFF";

/**
 * What a column of an export holds, so each format can type its cells: in a CSV a phone is grouped
 * (csvPhone) and the rest is plain text; in a spreadsheet (.xlsx) text and phones are text cells
 * (leading 0 kept), numbers are numbers (money in whole đồng, quantities) and dates are dates.
 */
export type ExportCellKind = "text" | "phone" | "number" | "date";
/** One cell of an export row, as the shop stores it (dates as ISO strings). */
export type ExportCell = string | number | null | undefined;

/** One row of an export as a CSV line: phones grouped so a spreadsheet keeps them as text. */
export function csvExportRow(cells: ReadonlyArray<ExportCell>, kinds: ReadonlyArray<ExportCellKind>): string {
  return csvRow(
    cells.map((cell, index) =>
      kinds[index] === "phone" && typeof cell === "string" ? csvPhone(cell) : cell,
    ),
  );
}
