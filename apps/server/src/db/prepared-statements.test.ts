import { eq, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type OpenedDatabase, openDatabase } from "./client";
import { databaseErrorOf } from "./database-error";
import { executePrepared, parametersOf, preparedStatement, sameShape } from "./prepared-statements";
import { resultRows } from "./result-rows";
import { orders, productVariations, settings } from "./schema";

/**
 * A raw statement run under a name (the order's statement) answers as drizzle's own execute, and
 * on the embedded database inside a transaction it is parsed once and its plan kept
 * (db/pglite-named-statements.ts).
 */
describe("a named statement on the embedded database", () => {
  let opened: OpenedDatabase;
  let db: Database;

  beforeAll(async () => {
    opened = await openDatabase({ kind: "memory" });
    db = opened.db;
    await db.execute(sql`create table kept_lines (
      id uuid primary key, names text[] not null, counts int[] not null, note text, at timestamptz not null)`);
    await db.execute(sql`create function refuse_line(reason text) returns int language plpgsql as $$
      begin raise exception using errcode = 'P0001', message = reason; end $$`);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const insertLine = (id: string, names: string[], counts: number[], note: string | null, at: string) => sql`
    with kept as (
      insert into kept_lines (id, names, counts, note, at)
      values (${id}, ${sql.param(names)}::text[], ${sql.param(counts)}::int[], ${note}, ${at}::timestamptz)
      returning id, names, counts, note, at
    )
    select id, names, counts, note, at, (select count(*) from kept_lines)::int as before from kept`;

  /** The statements this database session keeps under a name, with how often each plan kind ran. */
  async function preparedOnSession(): Promise<
    Array<{ name: string; generic_plans: number; custom_plans: number }>
  > {
    return resultRows(
      await db.execute(sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements`),
    );
  }

  it("answers rows as drizzle's execute does: arrays, text, null, dates as PostgreSQL writes them", async () => {
    const at = "2026-11-28T10:00:00.000Z";
    const [prepared] = await db.transaction((tx) =>
      executePrepared<Record<string, unknown>>(
        tx,
        "keep_line",
        insertLine("00000000-0000-4000-8000-000000000001", ["Túi đeo chéo", "Ví"], [2, 1], null, at),
      ),
    );
    const [plain] = await db.transaction(async (tx) =>
      resultRows<Record<string, unknown>>(
        await tx.execute(insertLine("00000000-0000-4000-8000-000000000002", ["Túi"], [3], "quà", at)),
      ),
    );
    expect(prepared).toEqual({
      id: "00000000-0000-4000-8000-000000000001",
      names: ["Túi đeo chéo", "Ví"],
      counts: [2, 1],
      note: null,
      at: plain?.at,
      before: 0,
    });
    expect(plain?.at).toMatch(/^2026-11-28 10:00:00/);
  });

  it("is parsed once per database and runs on a kept generic plan after its first few calls", async () => {
    for (let n = 3; n < 13; n++) {
      await db.transaction((tx) =>
        executePrepared(
          tx,
          "keep_line",
          insertLine(
            `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
            ["Túi"],
            [n],
            null,
            "2026-11-28T10:00:00Z",
          ),
        ),
      );
    }
    const [kept] = (await preparedOnSession()).filter((statement) => statement.name === "keep_line");
    expect(kept?.custom_plans).toBeLessThanOrEqual(5);
    expect(kept?.generic_plans).toBeGreaterThanOrEqual(6);
    expect((kept?.generic_plans ?? 0) + (kept?.custom_plans ?? 0)).toBe(11);
  });

  it("throws a raised refusal with its code, writes nothing of the transaction and runs again after", async () => {
    const refusing = (id: string) => sql`
      with kept as (
        insert into kept_lines (id, names, counts, at) values (${id}, '{}', '{}', now()) returning id
      )
      select case when (select count(*) from kept) = 1 then refuse_line(${"out_of_stock"}) else 0 end as refused`;
    const id = "00000000-0000-4000-8000-000000000099";
    const error = await db
      .transaction((tx) => executePrepared(tx, "refuse_line", refusing(id)))
      .catch((caught: unknown) => caught);
    expect(databaseErrorOf(error)).toEqual({ code: "P0001", message: "out_of_stock" });
    const left = resultRows(await db.execute(sql`select id from kept_lines where id = ${id}`));
    expect(left).toEqual([]);
    // The session is usable and the named statement still there.
    const again = await db
      .transaction((tx) => executePrepared(tx, "refuse_line", refusing(id)))
      .catch((caught: unknown) => caught);
    expect(databaseErrorOf(again)?.message).toBe("out_of_stock");
  });

  it("refuses another text under a name already used", async () => {
    await expect(
      db.transaction((tx) => executePrepared(tx, "keep_line", sql`select 1 as one`)),
    ).rejects.toThrow(/keep_line was prepared with another text/);
  });

  it("runs as a plain statement outside a transaction, where PGlite's own lock is taken", async () => {
    const rows = await executePrepared<{ one: number }>(db, "outside", sql`select ${1}::int as one`);
    expect(rows).toEqual([{ one: 1 }]);
    expect((await preparedOnSession()).map((statement) => statement.name)).not.toContain("outside");
  });
});

/**
 * A statement prepared once on the embedded database itself (`preparedStatement`: a product page,
 * a page of search results by id) runs outside any transaction, where PGlite's `query` would parse
 * and plan it again on every call in five trips into WebAssembly. It is parsed once under a name
 * and then bound and executed in one trip, under the same two locks PGlite's `query` takes.
 */
describe("a statement prepared on the embedded database, outside a transaction", () => {
  let opened: OpenedDatabase;
  let db: Database;
  const settingByKey = preparedStatement((database) =>
    database
      .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, sql.placeholder("key")))
      .prepare("setting_by_key_in_test"),
  );

  beforeAll(async () => {
    opened = await openDatabase({ kind: "memory" });
    db = opened.db;
    await opened.migrate();
    await db.insert(settings).values({ key: "shipping", value: { fee: 30_000 } });
  });
  afterAll(async () => {
    await opened?.close();
  });

  async function keptPlansOf(text: string): Promise<Array<{ generic_plans: number; custom_plans: number }>> {
    return resultRows(
      await db.execute(
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = ${text}`,
      ),
    );
  }

  it("answers as drizzle's own query does, and is parsed once with its plan kept", async () => {
    const statement = settingByKey(db);
    for (let call = 0; call < 12; call++) {
      const rows = await statement.execute({ key: "shipping" });
      expect(rows).toEqual([{ key: "shipping", value: { fee: 30_000 }, updatedAt: expect.any(Date) }]);
    }
    expect(await statement.execute({ key: "nothing" })).toEqual([]);
    const text = (statement as unknown as { queryString: string }).queryString;
    const [kept] = await keptPlansOf(text);
    expect((kept?.generic_plans ?? 0) + (kept?.custom_plans ?? 0)).toBe(13);
    expect(kept?.generic_plans).toBeGreaterThanOrEqual(8);
  });

  it("waits for a transaction under way and then sees what it wrote", async () => {
    let letCommit = () => {};
    const committing = new Promise<void>((resolve) => {
      letCommit = resolve;
    });
    let written = () => {};
    const hasWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const writing = db.transaction(async (tx) => {
      await tx
        .update(settings)
        .set({ value: { fee: 45_000 } })
        .where(eq(settings.key, "shipping"));
      written();
      await committing;
    });
    await hasWritten;
    let read: unknown;
    const reading = settingByKey(db)
      .execute({ key: "shipping" })
      .then((rows) => {
        read = rows[0]?.value;
      });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(read).toBeUndefined();
    } finally {
      letCommit();
    }
    await Promise.all([writing, reading]);
    expect(read).toEqual({ fee: 45_000 });
  });

  it("throws the database's error and runs again after it", async () => {
    const byId = preparedStatement((database) =>
      database
        .select({ stock: productVariations.stock })
        .from(productVariations)
        .where(eq(productVariations.productId, sql.placeholder("id")))
        .prepare("stock_by_product_in_test"),
    );
    const error = await byId(db)
      .execute({ id: "not a uuid" })
      .catch((caught: unknown) => caught);
    expect(databaseErrorOf(error)?.code).toBe("22P02");
    expect(await byId(db).execute({ id: "00000000-0000-4000-8000-000000000001" })).toEqual([]);
  });
});

/**
 * A named statement's text is kept from its first call; each later call only walks its statement
 * for the parameters. The walk must give exactly drizzle's parameters, in drizzle's order, and tell
 * apart statements whose text differs.
 */
describe("the parameters of a statement whose text is kept", () => {
  const dialect = new PgDialect();
  const at = new Date("2026-11-29T03:00:00.000Z");
  const part = (color: string, quantity: number) =>
    sql`update ${productVariations} set stock = stock - ${quantity} where ${productVariations.color} = ${color}`;
  const statement = (lines: Array<{ color: string; quantity: number }>, note: string | null) => sql`
    with placed as (
      insert into ${orders} (id, full_name, created_at) values (${"4f8a"}, ${note}, ${at}::timestamptz)
      returning id
    ), lines as (
      select * from unnest(${sql.param(lines.map((line) => line.color))}::text[],
        ${sql.param(lines.map((line) => line.quantity))}::int[])
    ), ${sql.join(
      lines.map((line) => part(line.color, line.quantity)),
      sql`, `,
    )}
    select ${eq(orders.createdAt, at)} as same, ${[1, 2, 3]} as listed, ${{ kind: "json" }}::jsonb as kept`;

  it.each([
    [
      "two lines and a note",
      [
        { color: "#000000", quantity: 2 },
        { color: "#d32f2f", quantity: 1 },
      ],
      "quà",
    ],
    ["one line and no note", [{ color: "#1565c0", quantity: 5 }], null],
  ])("walks %s to drizzle's own parameters", (_name, lines, note) => {
    const built = dialect.sqlToQuery(statement(lines, note));
    expect(parametersOf(statement(lines, note))?.params).toEqual(built.params);
  });

  it("gives one shape to one text and another to another", () => {
    const same = (first: SQL, second: SQL) =>
      sameShape(parametersOf(first)?.shape ?? [], parametersOf(second)?.shape ?? []);
    const oneLine = [{ color: "#000000", quantity: 1 }];
    expect(same(statement(oneLine, null), statement([{ color: "#ffffff", quantity: 9 }], "quà"))).toBe(true);
    expect(
      same(statement(oneLine, null), statement([...oneLine, { color: "#ffffff", quantity: 9 }], null)),
    ).toBe(false);
    expect(same(sql`select ${1} as one`, sql`select ${1} as two`)).toBe(false);
    // Names are new objects on every call: the same name is the same text.
    const named = () => sql`select 1 as ${sql.identifier("kept")}`;
    expect(same(named(), named())).toBe(true);
    expect(same(named(), sql`select 1 as ${sql.raw("kept")}`)).toBe(false);
    expect(same(sql`select ${sql.raw("1")}`, sql`select ${sql.raw("2")}`)).toBe(false);
  });

  it("leaves to drizzle what writes values into the text", () => {
    expect(parametersOf(sql`select ${1} as one`.inlineParams())).toBeNull();
    expect(parametersOf(sql`select ${sql.placeholder("kept")} as one`)).toBeNull();
  });
});
