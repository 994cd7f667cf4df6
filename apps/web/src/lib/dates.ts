import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";

/**
 * The locale each interface language writes dates in. Vietnamese readers write and read dates as
 * dd/mm/yyyy, which no style of "vi-VN" gives ("medium" is "24 thg 11, 2026", an abbreviation
 * nobody types; "short" drops the century), while the British "short" style is exactly
 * dd/mm/yyyy and names nothing in English. The other languages keep their medium date, which names
 * the month and cannot be misread as mm/dd.
 */
const DATE_LOCALES: Record<Language, string> = { vi: "en-GB", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };
export const SHOP_TIME_ZONE = "Asia/Ho_Chi_Minh";
/** Vietnam's clocks have kept UTC+7 all year since 1975: no daylight saving to look up. */
const SHOP_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * Formatters already built. Building one for a time zone loads the zone's data (some 10 ms at its
 * first use on a phone-speed product page), and a list of orders writes one date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: language === "vi" ? "short" : "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** dd/mm/yyyy of the day it is in Vietnam at that instant, by arithmetic (no formatter needed). */
function vietnameseDay(iso: string): string {
  const day = new Date(Date.parse(iso) + SHOP_UTC_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/**
 * The one way the shop writes a date, per language: the same date on the product page, the
 * account and the administration, with the time beside it where the time matters (orders). Always
 * in Vietnam's time zone, where the shop is, whatever the reader's device says.
 */
export function formatDate(iso: string, language: string, { withTime = false } = {}): string {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (shown === "vi" && !withTime) return vietnameseDay(iso);
  return formatterFor(shown, withTime).format(new Date(iso));
}
