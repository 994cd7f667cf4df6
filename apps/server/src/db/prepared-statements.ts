import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import { embeddedTransactionOf, runNamedStatement } from "./pglite-named-statements";
import { resultRows } from "./result-rows";

/**
 * A statement built once per database and kept: Drizzle otherwise builds a query's SQL anew on
 * every call, which showed as an eighth to a fifth of the server's time on the hot paths
 * (docs/decisions/030-per-request-costs.md). Only for statements run on the database itself: one prepared on
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

const dialect = new PgDialect();

/** What drizzle's sessions keep beside their public methods: the driver's client and the logger. */
interface SessionInside {
  client?: unknown;
  logger?: { logQuery(query: string, params: unknown[]): void };
}

/**
 * Runs a raw statement (`sql\`…\``) as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every call, as for the query builders' `.prepare(name)`. The
 * text must be the same on every call with that name (only the parameters change); a statement
 * with variants takes one name per variant. The embedded database does the same inside a
 * transaction (db/pglite-named-statements.ts); outside one it runs it as any other statement.
 */
export async function executePrepared<Row>(db: Database, name: string, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const session = db._.session as unknown as SessionInside;
  const embedded = embeddedTransactionOf(session.client);
  if (embedded) {
    session.logger?.logQuery(query.sql, query.params);
    return (await runNamedStatement<Row>(embedded, name, query.sql, query.params)).rows;
  }
  const prepared = db._.session.prepareQuery<PreparedQueryConfig>(query, undefined, name, false);
  return resultRows<Row>(await prepared.execute());
}
