import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/**
 * A guard for speed that is not a timing (bench/ measures the times): with a catalogue large
 * enough that the planner would rather scan than use a useless index, every catalogue page issues
 * no more statements than its budget, and each statement that reads products is planned on the
 * index made for it (schema.ts). A changed query that loses its index, or a page that starts
 * asking once per product, fails here.
 */
const PRODUCTS = 20_000;

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/**
 * What runs beside a request and is not the catalogue's: the retention job's first sweep at start
 * (modules/retention/retention.ts), which deletes or empties rows past their period (a catalogue
 * read never writes), the outbox workers and the alerts' sweep (modules/alerts/alerts.service.ts).
 */
const BACKGROUND_JOBS =
  /^\s*(delete from|update "|select [\s\S]*? from "(mail_outbox|webhook_deliveries|product_alerts)")/;

describe.each(TEST_DATABASE_KINDS)("catalogue queries on %s", (kind) => {
  let t: TestApp;
  let recording: Statement[] | null = null;
  let productId = "";
  let now = Date.parse("2026-01-01T00:00:00Z");

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // The mail outbox and the webhook sender poll in the background on their own timers: not a
      // page's statements.
      logQuery: (text, params) => {
        if (!text.includes('"mail_outbox"') && !text.includes('"webhook_deliveries"')) {
          recording?.push({ text, params });
        }
      },
      now: () => new Date(now),
      // The shop's own lifetime for cached answers (catalogue.service.ts); every URL below is new.
      cacheTtlMs: 5_000,
    });
    await t.db.execute(sql`
      insert into products (name, price, category, search_text, created_at, updated_at)
      select 'Túi ' || i, 300000 + (i * 7919 % 320) * 10000,
        (array['Handbag', 'Shoulder Bag', 'Crossbody Bag', 'Accessories'])[1 + i % 4],
        'tui ' || i || ' handbag', timestamp '2024-01-01' + i * interval '1 minute',
        timestamp '2024-01-01' + i * interval '1 minute'
      from generate_series(1, ${PRODUCTS}) as i`);
    await t.db.execute(sql`
      insert into product_variations (product_id, position, color, images)
      select id, 0, '#000000', '{}' from products`);
    // As on a busy shop: a day's changes in the log (it is pruned after a day), none in the last seconds.
    await t.db.execute(sql`
      insert into catalogue_changes (kind, product_ids, changed_at)
      select 'product_saved', array[id], now() - interval '20 hours' from products`);
    await t.db.execute(sql`analyze`);
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.createdAt)
      .limit(1)
      .offset(500);
    productId = row?.id ?? "";
    // The first search loads the search index (decision 022): not what a page costs afterwards.
    await t.app.inject({ method: "GET", url: "/api/products?q=warm" });
  }, 120_000);
  afterAll(() => t?.close());

  async function statementsOf(url: string): Promise<Statement[]> {
    recording = [];
    const response = await t.app.inject({ method: "GET", url });
    const statements = recording.filter(({ text }) => !BACKGROUND_JOBS.test(text));
    recording = null;
    expect(response.statusCode, response.body).toBe(200);
    return statements;
  }

  async function planOf(statement: Statement): Promise<PlanNode> {
    // Both drivers' clients take (text, params) and answer { rows }; the statement is run as is.
    const client = (
      t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> } }
    ).$client;
    const { rows } = await client.query(`explain (format json) ${statement.text}`, statement.params);
    const first = rows[0] as Record<string, unknown>;
    const plan = (first["QUERY PLAN"] ?? Object.values(first)[0]) as unknown;
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
    const root = parsed[0]?.Plan;
    if (!root) throw new Error(`no plan for ${statement.text}`);
    return root;
  }

  function nodesOf(plan: PlanNode): PlanNode[] {
    return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
  }

  /** The indexes a page's statements use; fails on a sequential scan of a catalogue table. */
  async function indexesUsed(statements: Statement[]): Promise<string[]> {
    const used: string[] = [];
    for (const statement of statements) {
      for (const node of nodesOf(await planOf(statement))) {
        expect(
          node["Node Type"] === "Seq Scan" &&
            ["products", "product_variations"].includes(node["Relation Name"] ?? ""),
          `${node["Node Type"]} on ${node["Relation Name"]} in: ${statement.text}`,
        ).toBe(false);
        if (node["Index Name"]) used.push(node["Index Name"]);
      }
    }
    return used;
  }

  /** A total counted by the database: a scan of the catalogue, which the search index answers from memory. */
  function countsProducts(statements: Statement[]): string[] {
    return statements.map(({ text }) => text).filter((text) => /count\(/i.test(text));
  }

  /** A page from the search index: at most its products not cached yet, read by key. */
  async function expectProductsByKey(statements: Statement[]): Promise<void> {
    expect(countsProducts(statements)).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(1);
    const used = await indexesUsed(statements);
    for (const index of ["products_pkey", "product_variations_product_id_position_idx"]) {
      if (statements.length > 0) expect(used).toContain(index);
    }
  }

  it("the product list: its page from the search index, the products by key; the total from memory", async () => {
    const statements = await statementsOf("/api/products?page=2&limit=24");
    expect(statements).toHaveLength(1);
    await expectProductsByKey(statements);
    // A page whose products another page showed reads none: the products' JSON is kept apart from the pages.
    expect(await statementsOf("/api/products?page=1&limit=48")).toHaveLength(1);
    expect(await statementsOf("/api/products?page=2&limit=12")).toEqual([]);
  });

  it("a category page by price and by age, from the search index: the products by key", async () => {
    await expectProductsByKey(
      await statementsOf("/api/products?category=Handbag&page=3&limit=24&sort=price_asc"),
    );
    await expectProductsByKey(await statementsOf("/api/products?category=Accessories&page=2&limit=24"));
  });

  it("a search soon after the last one: the page's products by key, nothing else", async () => {
    await statementsOf("/api/products?q=tui%2011");
    const statements = await statementsOf("/api/products?q=tui%2012&page=2&limit=24");
    expect(statements).toHaveLength(1);
    const used = await indexesUsed(statements);
    expect(used).toContain("products_pkey");
    expect(used).toContain("product_variations_product_id_position_idx");
  });

  it("a search showing products a recent answer showed: no statement at all", async () => {
    // "tui 1234" and "tui 12340" to "tui 12349": eleven products, all on one page.
    await statementsOf("/api/products?q=tui%201234&limit=24");
    // The same products in another order: a new page, put together from the cached products.
    expect(await statementsOf("/api/products?q=tui%201234&limit=24&sort=price_asc")).toEqual([]);
  });

  it("a search a while after the last one: also the change log since then", async () => {
    // catalogue.service.ts reads the change log at most once a second (another instance's writes).
    now += 60_000;
    const statements = await statementsOf("/api/products?q=tui%2013&page=2&limit=24");
    expect(statements).toHaveLength(2);
    const used = await indexesUsed(statements);
    expect(used).toContain("products_pkey");
    expect(used.some((name) => name.startsWith("catalogue_changes_"))).toBe(true);
  });

  it("a product page: one statement, by primary key", async () => {
    const statements = await statementsOf(`/api/products/${productId}`);
    expect(statements).toHaveLength(1);
    expect(await indexesUsed(statements)).toContain("products_pkey");
  });

  it("product pages asked for at the same time: one statement for all of them", async () => {
    const rows = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.createdAt)
      .limit(20)
      .offset(1_000);
    const ids = rows.map((row) => row.id);
    recording = [];
    const responses = await Promise.all(
      ids.map((id) => t.app.inject({ method: "GET", url: `/api/products/${id}` })),
    );
    const statements = recording;
    recording = null;
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    expect(responses.map((response) => JSON.parse(response.body).id)).toEqual(ids);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.params).toEqual([ids]);
    expect(await indexesUsed(statements)).toContain("products_pkey");
  });

  it("the categories and their counts: from memory, no statement", async () => {
    expect(await statementsOf("/api/categories")).toEqual([]);
  });

  it("the sitemap: read once, then from memory until a product is saved, which it names at once", async () => {
    // Reading every product for it holds the embedded database's thread 0.2–0.9 s at 100,000.
    expect((await statementsOf("/sitemap.xml")).length).toBeGreaterThan(0);
    now += 60_000;
    expect(await statementsOf("/sitemap.xml")).toEqual([]);

    const admin = await signIn(t, { role: "admin" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({ name: "Túi mới trong sơ đồ trang" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).toContain(`/products/${created.json<{ id: string }>().id}</loc>`);
  });
});
