import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";

/** The locale each interface language writes dates in. */
const DATE_LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };

/**
 * How each language writes the day itself. Vietnamese readers write and read dates as dd/mm/yyyy
 * (the "medium" style's "24 thg 11, 2026" reads as an abbreviation nobody types); the other
 * languages keep their medium date, which names the month and cannot be misread as mm/dd.
 */
const DATE_PARTS: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { day: "2-digit", month: "2-digit", year: "numeric" },
  en: { dateStyle: "medium" },
  kr: { dateStyle: "medium" },
  jp: { dateStyle: "medium" },
};

/** The time of day, in the same shape the date's style expects beside it. */
const TIME_PARTS: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { hour: "2-digit", minute: "2-digit" },
  en: { timeStyle: "short" },
  kr: { timeStyle: "short" },
  jp: { timeStyle: "short" },
};

/**
 * The one way the shop writes a date, per language: the same date on the product page, the
 * account and the administration, with the time beside it where the time matters (orders). Always
 * in Vietnam's time zone, where the shop is, whatever the reader's device says.
 */
export function formatDate(iso: string, language: string, { withTime = false } = {}): string {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return new Intl.DateTimeFormat(DATE_LOCALES[shown], {
    ...DATE_PARTS[shown],
    ...(withTime ? TIME_PARTS[shown] : {}),
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(new Date(iso));
}
