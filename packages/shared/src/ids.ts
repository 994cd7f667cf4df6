/**
 * The id rule of `z.uuid()` (RFC 9562: versions 1–8, the variant bits, the nil and max ids) as a
 * plain regular expression, for code that must not pull zod (80 KB) into the web app's first
 * chunk, such as the header's search box. ids.test.ts checks that both agree.
 */
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** True for an id the API accepts (the same rule as `productIdParamsSchema`). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
