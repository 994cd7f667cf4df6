import { PGlite, type PGliteOptions, parse, protocol, type Transaction, types } from "@electric-sql/pglite";

/** Text to value, by type id, as PGlite keeps them (`database.parsers`). */
type Parsers = PGlite["parsers"];

/**
 * Named prepared statements on the embedded database.
 *
 * PGlite's `query` sends every statement as an unnamed one: PostgreSQL parses, analyses and plans
 * it again on each call, in five trips into WebAssembly (parse, describe, bind, describe,
 * execute). For the order's statement, one long `INSERT … WITH` of a dozen CTEs, that was most of
 * its cost (docs/decisions/063-the-orders-path.md: planning 0.9–1.9 ms against execution
 * 0.6–0.85 ms). A statement parsed once under a name is only bound and executed afterwards, in
 * one trip, and PostgreSQL's plan cache keeps its plan once a generic plan costs no more than the
 * custom ones — which is what node-postgres does on PostgreSQL for the same name.
 *
 * Only inside a transaction: PGlite runs one statement at a time, and its transaction lock is
 * what keeps another caller's statement out of ours; a transaction's own client is known to hold
 * it. Outside one, callers go through PGlite's `query`, which takes the lock itself.
 */
export class EmbeddedPostgres extends PGlite {
  /** The statements parsed on this database: name → its text and its parameters' types. */
  readonly namedStatements = new Map<string, { text: string; parameterTypes: number[] }>();
  /**
   * The database's parsers with drizzle's raw-answer ones over them, merged once: PGlite merges
   * a query's parsers into its few hundred on every answer, a twentieth of an order's time.
   */
  rawAnswerParsers: Parsers | undefined;

  static async open(options: PGliteOptions): Promise<EmbeddedPostgres> {
    const database = new EmbeddedPostgres(options);
    await database.waitReady;
    return database;
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      transactionsOf.set(tx, this);
      return callback(tx);
    });
  }
}

/** The embedded database under each open transaction's client. */
const transactionsOf = new WeakMap<object, EmbeddedPostgres>();

/**
 * The embedded database whose transaction `client` is (drizzle's session keeps the driver's
 * client), or undefined: PostgreSQL, or PGlite outside a transaction.
 */
export function embeddedTransactionOf(client: unknown): EmbeddedPostgres | undefined {
  return typeof client === "object" && client !== null ? transactionsOf.get(client) : undefined;
}

/**
 * As drizzle reads a raw statement's answer on PGlite (`drizzle-orm/pglite/session.js`): dates,
 * times, intervals and numerics (and arrays of them) left as PostgreSQL's text.
 */
const KEPT_AS_TEXT: Parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, (value: string) => value],
  ),
);

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

/**
 * Runs `text` with `params` as the named statement `name` on `database`, inside the transaction
 * the caller holds. The text must be the same on every call with that name. A database error
 * (a raised refusal, a constraint) is thrown as PGlite's own `DatabaseError`, after PostgreSQL
 * has read the whole message, so the transaction is left as any failed statement leaves it.
 */
export async function runNamedStatement<Row>(
  database: EmbeddedPostgres,
  name: string,
  text: string,
  params: unknown[],
): Promise<{ rows: Row[] }> {
  let statement = database.namedStatements.get(name);
  if (statement && statement.text !== text) {
    throw new Error(`the named statement ${name} was prepared with another text`);
  }
  if (!statement) {
    const { messages } = await database.execProtocol(
      joined([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    statement = { text, parameterTypes: parse.parseDescribeStatementResults(messages) };
    database.namedStatements.set(name, statement);
  }
  const { parameterTypes } = statement;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serialize = database.serializers[parameterTypes[index] ?? types.TEXT];
    return serialize ? serialize(value) : String(value);
  });
  const { messages } = await database.execProtocol(
    joined([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  database.rawAnswerParsers ??= { ...database.parsers, ...KEPT_AS_TEXT };
  const [answer] = parse.parseResults(messages, database.rawAnswerParsers);
  return { rows: (answer?.rows ?? []) as Row[] };
}
