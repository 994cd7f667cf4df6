// One date format for the whole shop (lib/dates.ts); the staff read orders with their time.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";
import { formatDate as formatShopDate, SHOP_TIME_ZONE } from "../../../lib/dates";
import { instantOfField } from "./field-dates";

/** A timestamp as the shop's staff read it: the shop's date with the time, in Vietnam's time zone. */
export function formatDate(iso: string, language: string): string {
  return formatShopDate(iso, language, { withTime: true });
}

/** Each interface language's own locale, for what the back office writes through Intl. */
const BACK_OFFICE_LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };

/** The locale Intl writes the page's language in ("kr" and "jp" are the shop's codes, not locales). */
export function backOfficeLocale(language: string): string {
  return BACK_OFFICE_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/**
 * The day a back-office date field holds (`2026-12-05`, or `2026-12-05T09:30` with the time),
 * written with its weekday and its month in words: "Thứ Bảy, 5 tháng 12, 2026 · 09:30". A browser
 * draws its date fields in the order of its own locale, whatever the page's language, so the same
 * field reads 12/05/2026 on one owner's machine and 05/12/2026 on another's; these words cannot be
 * misread. The field's value is the owner's wall clock, which is Vietnam's (field-dates.ts). Null
 * for an empty or unfinished value.
 */
export function formatFieldDate(value: string, language: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value);
  if (!match) return null;
  const time = match[2];
  const instant = new Date(instantOfField(value));
  if (Number.isNaN(instant.getTime())) return null;
  const locale = backOfficeLocale(language);
  const date = cachedFormatter(
    `full:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: SHOP_TIME_ZONE }),
  ).format(instant);
  if (time === undefined) return date;
  const clock = cachedFormatter(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: SHOP_TIME_ZONE }),
  ).format(instant);
  return `${date} · ${clock}`;
}

/** Built once each: building a formatter for a time zone loads the zone's data. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}
