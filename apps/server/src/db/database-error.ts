/**
 * What PostgreSQL (or PGlite) said, found on the error or on what drizzle wrapped it in: the
 * SQLSTATE code (e.g. 23505 unique_violation, P0001 raised by a function) and the message.
 */
export function databaseErrorOf(error: unknown): { code: string; message: string } | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === "string" ? message : "" };
    }
  }
  return null;
}

/** PostgreSQL's unique_violation: the row was there first. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === "23505";
}
