import { backOfficeLocale } from "../common";

/**
 * The revenue chart's axis labels, in the reader's language. The chart is drawn on a canvas, so
 * its labels are strings made here rather than translated text: Intl writes them in each
 * language's own way ("1,3 Tr", "1.3m", "130만", "130万"; "24/11" or "11/24").
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** An amount in đồng, short: thousands and millions (or ten-thousands) in the language's words. */
export function axisMoney(value: number, language: string): string {
  const locale = backOfficeLocale(language);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
    moneyFormats.set(locale, format);
  }
  return format.format(value);
}

/** A day of the chart ("2026-11-24"), its day and month only, short enough for a phone's axis. */
export function axisDay(date: string, language: string): string {
  const locale = backOfficeLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    // The day is a calendar date, not an instant: read and written in UTC so no zone moves it.
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric", timeZone: "UTC" });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
