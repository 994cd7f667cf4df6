import type { Database } from "./client";

/**
 * A statement built once per database and kept: Drizzle otherwise builds a query's SQL anew on
 * every call, which showed as an eighth to a fifth of the server's time on the hot paths
 * (bench/README.md, profiles). Only for statements run on the database itself: one prepared on
 * `db` runs outside any transaction, so a transaction's statements are built as usual.
 */
export function preparedStatement<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
