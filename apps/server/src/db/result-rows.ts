/**
 * The rows of a raw `db.execute(sql…)`. Drizzle types its answer by driver; both drivers the shop
 * runs on answer an object with `rows` (node-postgres' QueryResult, PGlite's Results), the columns
 * named as the SQL names them.
 */
export function resultRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
