import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";

/**
 * The locale each interface language writes dates in. Vietnamese readers write and read dates as
 * dd/mm/yyyy, which no style of "vi-VN" gives ("medium" is "24 thg 11, 2026", an abbreviation
 * nobody types; "short" drops the century), while the British "short" style is exactly
 * dd/mm/yyyy and names nothing in English. The other languages keep their medium date, which names
 * the month and cannot be misread as mm/dd.
 */
const DATE_LOCALES: Record<Language, string> = { vi: "en-GB", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };

/**
 * The one way the shop writes a date, per language: the same date on the product page, the
 * account and the administration, with the time beside it where the time matters (orders). Always
 * in Vietnam's time zone, where the shop is, whatever the reader's device says.
 */
export function formatDate(iso: string, language: string, { withTime = false } = {}): string {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return new Intl.DateTimeFormat(DATE_LOCALES[shown], {
    dateStyle: shown === "vi" ? "short" : "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(new Date(iso));
}
