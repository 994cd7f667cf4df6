import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";

/** The locale each interface language writes dates in. */
const DATE_LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };

/**
 * The one way the shop writes a date, per language: the same medium date on the product page, the
 * account and the administration, with the time after it where the time matters (orders). Always
 * in Vietnam's time zone, where the shop is, whatever the reader's device says.
 */
export function formatDate(iso: string, language: string, { withTime = false } = {}): string {
  const locale = DATE_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(new Date(iso));
}
