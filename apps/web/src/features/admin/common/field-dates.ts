import { SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";

/**
 * What a back-office date field holds and the instant it names. A field holds the owner's wall
 * clock, which is Vietnam's: a day ("2026-12-05", `<input type="date">`) or a day and a minute
 * ("2026-12-05T09:30", `datetime-local`). The API keeps instants, sent with Vietnam's offset so that
 * no browser's own time zone moves them. Vietnam keeps UTC+7 all year (`SHOP_UTC_OFFSET_SECONDS`,
 * packages/shared/src/back-office.ts).
 */
const VIETNAM_OFFSET = "+07:00";
const VIETNAM_OFFSET_MS = SHOP_UTC_OFFSET_SECONDS * 1000;

/**
 * The instant a filled field's value names in Vietnam's time; a day alone means its first second,
 * or its last with `endOfDay` (a promotion runs to the end of its last day).
 */
export function instantOfField(value: string, { endOfDay = false } = {}): string {
  const [day, time] = value.split("T");
  const clock = time ? `${time}:00` : endOfDay ? "23:59:59" : "00:00:00";
  return `${day}T${clock}${VIETNAM_OFFSET}`;
}

/** An instant as a field holds it, in Vietnam's wall clock: its day, or its day and minute. */
export function fieldValueOf(iso: string | null, { withTime = false } = {}): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, withTime ? 16 : 10);
}
