import { Column, entityKind, Name, Param, SQL, StringChunk, Table } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import { EmbeddedPostgres, embeddedTransactionOf, runNamedStatement } from "./pglite-named-statements";
import { resultRows } from "./result-rows";

/**
 * A statement built once per database and kept: Drizzle otherwise builds a query's SQL anew on
 * every call, which showed as an eighth to a fifth of the server's time on the hot paths
 * (docs/decisions/030-per-request-costs.md). Only for statements run on the database itself: one prepared on
 * `db` runs outside any transaction, so a transaction's statements are built as usual. On the
 * embedded database it also runs as a named statement, parsed and planned once
 * (db/pglite-named-statements.ts); node-postgres does that on PostgreSQL for the prepared name.
 */
export function preparedStatement<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
      const client: unknown = (db as { $client?: unknown }).$client;
      const text: unknown = (statement as { queryString?: unknown }).queryString;
      if (client instanceof EmbeddedPostgres && typeof text === "string") client.runAsNamed(text);
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

/** A named statement's text as first built, and the shape it was built from. */
interface KeptText {
  text: string;
  shape: unknown[];
}

const keptTexts = new Map<string, KeptText>();

/** Where a parameter falls in a statement's shape. */
const PARAMETER = Symbol("parameter");
/** Before a name's text in a statement's shape, so a name never matches the same text unquoted. */
const NAME = Symbol("name");

/**
 * A statement's parameters in the order drizzle numbers them ($1, $2, …), and its shape (its text
 * pieces, tables and columns, and where the parameters fall between them), without writing its
 * text: building the order's statement text anew on every order was about a tenth of the server's
 * CPU per order on PostgreSQL (bench/README.md). It follows `SQL.buildQueryFromSourceParams` in
 * drizzle-orm/sql/sql.js for the parts raw statements are made of (text, nested `sql`, tables and
 * columns, parameters with their encoders, raw values, arrays); for anything else (placeholders,
 * views, subqueries, aliases, inlined parameters) it answers null and the statement is built as
 * usual. `prepared-statements.test.ts` holds it equal to drizzle's own build.
 */
export function parametersOf(statement: SQL): { params: unknown[]; shape: unknown[] } | null {
  const params: unknown[] = [];
  const shape: unknown[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk === undefined) continue;
      if (chunk instanceof StringChunk) {
        shape.push(...chunk.value);
        continue;
      }
      if (chunk instanceof Name) {
        // Names are made per call (`sql.identifier`): their text, not the object, is the shape.
        shape.push(NAME, chunk.value);
        continue;
      }
      if (chunk instanceof Table || chunk instanceof Column) {
        shape.push(chunk);
        continue;
      }
      if (chunk instanceof SQL) {
        // `.inlineParams()` writes the values into the text: not a text to keep.
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
        continue;
      }
      if (chunk instanceof Param) {
        const value: unknown = chunk.value;
        if (isDrizzleEntity(value)) return false;
        const mapped: unknown = value === null ? null : chunk.encoder.mapToDriverValue(value);
        if (mapped instanceof SQL) return false;
        params.push(mapped);
        shape.push(PARAMETER);
        continue;
      }
      if (Array.isArray(chunk)) {
        // Drizzle writes a raw array as `(a, b, …)`: its length is part of the text.
        shape.push(chunk.length);
        if (!walk(chunk)) return false;
        continue;
      }
      if (typeof chunk === "function") return false;
      if (isDrizzleEntity(chunk) || (typeof chunk === "object" && chunk !== null && "getSQL" in chunk))
        return false;
      params.push(chunk);
      shape.push(PARAMETER);
    }
    return true;
  };
  return walk([statement]) ? { params, shape } : null;
}

/** An instance of one of drizzle's classes (they carry `entityKind`), which drizzle writes its own way. */
function isDrizzleEntity(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const made: unknown = (value as { constructor?: unknown }).constructor;
  return typeof made === "function" && entityKind in made;
}

/** Same pieces in the same places: the text pieces of one call site are one string, compared at once. */
export function sameShape(kept: readonly unknown[], walked: readonly unknown[]): boolean {
  if (kept.length !== walked.length) return false;
  for (let index = 0; index < kept.length; index++) if (kept[index] !== walked[index]) return false;
  return true;
}

/**
 * The statement's text and parameters: the text kept from its first call under `name`, the
 * parameters walked out of this call's statement. A statement of another shape under a kept name
 * is built anew, so the driver's check of the name's text refuses it as before.
 */
function queryOf(name: string, statement: SQL): { sql: string; params: unknown[] } {
  const walked = parametersOf(statement);
  const kept = keptTexts.get(name);
  if (walked && kept && sameShape(kept.shape, walked.shape)) return { sql: kept.text, params: walked.params };
  const query = dialect.sqlToQuery(statement);
  if (walked && !kept) keptTexts.set(name, { text: query.sql, shape: walked.shape });
  return query;
}

/**
 * Runs a raw statement (`sql\`…\``) as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every call, as for the query builders' `.prepare(name)`. The
 * text must be the same on every call with that name (only the parameters change); a statement
 * with variants takes one name per variant. The embedded database does the same inside a
 * transaction (db/pglite-named-statements.ts); outside one it runs it as any other statement.
 */
export async function executePrepared<Row>(db: Database, name: string, statement: SQL): Promise<Row[]> {
  const query = queryOf(name, statement);
  const session = db._.session as unknown as SessionInside;
  const embedded = embeddedTransactionOf(session.client);
  if (embedded) {
    session.logger?.logQuery(query.sql, query.params);
    return (await runNamedStatement<Row>(embedded, name, query.sql, query.params)).rows;
  }
  const prepared = db._.session.prepareQuery<PreparedQueryConfig>(query, undefined, name, false);
  return resultRows<Row>(await prepared.execute());
}
