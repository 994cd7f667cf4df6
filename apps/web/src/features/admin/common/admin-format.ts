// One date format for the whole shop (lib/dates.ts); the staff read orders with their time.
import { formatDate as formatShopDate } from "../../../lib/dates";

/** A timestamp as the shop's staff read it: the shop's date with the time, in Vietnam's time zone. */
export function formatDate(iso: string, language: string): string {
  return formatShopDate(iso, language, { withTime: true });
}
