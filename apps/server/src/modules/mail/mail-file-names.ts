/**
 * The file outbox names each .eml file after a time, `2026-11-30T19-29-22-864Z-…` (the ISO time
 * with `:` and `.` made file-safe): when its message was queued (outbox.ts) or, for a message
 * without a key, written (mail-transports.ts). So names sort by time, and the retention sweep can
 * tell a young file by its name alone (mail-copies.ts).
 */
export function mailFileTime(at: Date): string {
  return at.toISOString().replace(/[:.]/g, "-");
}

const NAMED_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/;

/** The time a file's name starts with (`mailFileTime`), or null for a name without one. */
export function timeInMailFileName(name: string): number | null {
  const parts = NAMED_TIME.exec(name);
  if (!parts) return null;
  const [, day, hours, minutes, seconds, milliseconds] = parts;
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
  return Number.isNaN(time) ? null : time;
}
