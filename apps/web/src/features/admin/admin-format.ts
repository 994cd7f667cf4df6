/** `<html lang>`-style locale of each interface language, for dates in the admin tables. */
const DATE_LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-GB", kr: "ko-KR", jp: "ja-JP" };

/** A timestamp as the shop's staff read it: short date and time, in Vietnam's time zone. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? "vi-VN", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(new Date(iso));
}
