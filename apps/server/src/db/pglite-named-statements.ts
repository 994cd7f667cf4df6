import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type RowMode,
  type Transaction,
  types,
} from "@electric-sql/pglite";

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
 * Inside a transaction, whose lock keeps another caller's statement out of ours (a transaction's
 * own client is known to hold it). Outside one, for the statements prepared once on the database
 * itself (`preparedStatement` in db/prepared-statements.ts: a product page, a page of search results
 * by id, the catalogue's change log): under the two locks PGlite's own `query` takes, its
 * transaction lock and then its query lock. There a product read by id took 640 µs through
 * `query` and 380 µs as a named statement, eight products 1,070 and 850 µs
 * (docs/decisions/063-the-orders-path.md, last section). Any other text goes through `query`.
 */
export class EmbeddedPostgres extends PGlite {
  /** The statements parsed on this database: name → its text and its parameters' types. */
  readonly namedStatements = new Map<string, { text: string; parameterTypes: number[] }>();
  /**
   * The database's parsers with drizzle's raw-answer ones over them, merged once: PGlite merges
   * a query's parsers into its few hundred on every answer, a twentieth of an order's time.
   */
  rawAnswerParsers: Parsers | undefined;
  /** The texts prepared once on this database (`runAsNamed`), each with the name it runs under. */
  readonly preparedTexts = new Map<string, string>();

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

  /** From now on `text`, asked outside a transaction, runs as a named statement. */
  runAsNamed(text: string): void {
    if (!this.preparedTexts.has(text))
      this.preparedTexts.set(text, `prepared_${this.preparedTexts.size + 1}`);
  }

  /**
   * Drizzle runs a prepared query through here with its answer's row mode and its parsers, which
   * are those of KEPT_AS_TEXT (drizzle-orm/pglite/session.js); a transaction's statements go
   * through the transaction's own client instead. The two locks are taken in the order PGlite's
   * `query` takes them, so a statement asked while a transaction is open waits for its end.
   */
  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const name = this.preparedTexts.get(text);
    if (name === undefined || options?.blob) return super.query<T>(text, params, options);
    // As PGlite's own `query`: a closed database refuses here, with its own message.
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => runNamedStatement<T>(this, name, text, params ?? [], options?.rowMode)),
    );
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
 * the caller holds, or under PGlite's locks (`EmbeddedPostgres.query`). The text must be the same
 * on every call with that name. A database error
 * (a raised refusal, a constraint) is thrown as PGlite's own `DatabaseError`, after PostgreSQL
 * has read the whole message, so the transaction is left as any failed statement leaves it.
 */
export async function runNamedStatement<Row>(
  database: EmbeddedPostgres,
  name: string,
  text: string,
  params: unknown[],
  rowMode: RowMode = "object",
): Promise<Results<Row>> {
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
  const [answer] = parse.parseResults(messages, database.rawAnswerParsers, { rowMode });
  return (answer ?? { rows: [], fields: [] }) as Results<Row>;
}
