import type { ApiErrorBody, Product, ProductImportResult, ProductPage } from "@shop/shared";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/** The first header of all (still read: the origin and the parcel are then kept). */
const HEADER =
  "id,version,name,category,price,description,dimensions,material,care_instructions,promotion_discount,promotion_start,promotion_end,colours_stock";
/** The earlier headers, still read: without the origin, or without the parcel's columns too. */
const HEADER_WITH_PARCEL = `${HEADER},weight_grams,length_cm,width_cm,height_cm`;
const EARLIER_HEADER = HEADER;
/** What the export writes now. */
const FULL_HEADER = `${HEADER},origin,weight_grams,length_cm,width_cm,height_cm,colours_stock_exported`;

/** The file without one column, as a spreadsheet program would write it after deleting it. */
function withoutColumn(csv: string, column: string): string {
  const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
  const at = rows[0]?.indexOf(column) ?? -1;
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return `\uFEFF${rows
    .map((row) =>
      row
        .filter((_, index) => index !== at)
        .map(quoted)
        .join(","),
    )
    .join("\r\n")}\r\n`;
}

/**
 * The owner hands the catalogue to a spreadsheet and back: the export is what the shop stores
 * (Vietnamese intact, nothing a spreadsheet would run), and an import is a dry run until confirmed,
 * then all of it or none of it.
 */
describe.each(TEST_DATABASE_KINDS)("products CSV, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let classic: Product;
  let risky: Product;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    const create = async (body: object) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: admin.headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Product>();
    };
    classic = await create(
      productInput({
        name: "Túi xách tay Lumi Classic",
        description: ["Da bò thật, mềm mại", 'Khoá "kim loại" mạ vàng'],
        translations: {
          en: {
            name: "Lumi Classic",
            description: [],
            material: "",
            careInstructions: "",
            promotionText: "",
          },
        },
        variations: [
          { color: "#1a1a1a", images: [], stock: 12 },
          { color: "#ffffff", images: [], stock: 0 },
        ],
      }),
    );
    risky = await create(
      productInput({
        name: '=HYPERLINK("http://evil")',
        category: "Accessories",
        description: ["- Dây đeo bản rộng", "@ví nhỏ"],
        variations: [{ color: "#d32f2f", images: [], stock: 2 }],
        promotion: {
          discount: 20,
          startDate: "2026-01-01T00:00:00.000Z",
          endDate: "2099-01-01T00:00:00.000Z",
        },
      }),
    );
  });
  afterAll(() => t?.close());

  const exportCsv = async (query = "") => {
    const response = await t.app.inject({ url: `/api/products.csv${query}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    return response.body;
  };
  const importCsv = (body: string, dryRun: boolean) =>
    t.app.inject({
      method: "POST",
      url: `/api/products/import?dryRun=${dryRun}`,
      headers: { ...admin.headers, "content-type": "text/csv" },
      payload: body,
    });
  const load = async (id: string) =>
    (await t.app.inject({ url: `/api/products/${id}`, headers: admin.headers })).json<Product>();

  it("exports every product with a BOM, Vietnamese intact and formulas escaped", async () => {
    const csv = await exportCsv();
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(FULL_HEADER);
    expect(csv).toContain("Túi xách tay Lumi Classic");
    expect(csv).toContain('"Da bò thật, mềm mại\nKhoá ""kim loại"" mạ vàng"');
    expect(csv).toContain("#1a1a1a:12|#ffffff:0");
    // A cell a spreadsheet would run as a formula starts with an apostrophe instead.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });

  it("imports its own export as no change at all, and reads the escaped cells back as they were", async () => {
    const response = await importCsv(await exportCsv(), true);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ProductImportResult>();
    expect(result).toMatchObject({ dryRun: true, written: false, creates: 0, updates: 0, errors: [] });
    expect(result.unchanged).toBeGreaterThanOrEqual(2);
  });

  it("previews a changed price without writing it, then writes it with its audit entry once confirmed", async () => {
    const edited = (await exportCsv()).replace(",Handbag,1250000,", ",Handbag,1190000,");
    const preview = (await importCsv(edited, true)).json<ProductImportResult>();
    expect(preview.updates).toBe(1);
    expect(preview.rows.find((row) => row.id === classic.id)).toMatchObject({
      kind: "update",
      changedFields: ["price"],
    });
    expect((await load(classic.id)).price).toBe(1_250_000);

    const confirmed = await importCsv(edited, false);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<ProductImportResult>()).toMatchObject({ written: true, updates: 1 });
    const after = await load(classic.id);
    expect(after).toMatchObject({ price: 1_190_000, version: classic.version + 1 });
    // What the file does not carry stays as it was: the other languages' texts.
    expect(after.translations).toEqual(classic.translations);
    expect(after.translations.en?.name).toBe("Lumi Classic");
    // The photos-free file keeps each colour's stock as written and the name as it was.
    expect(after.variations.map((v) => [v.color, v.stock])).toEqual([
      ["#1a1a1a", 12],
      ["#ffffff", 0],
    ]);
    const audit = await t.app.inject({
      url: `/api/audit-log?entity=product&entityId=${classic.id}`,
      headers: admin.headers,
    });
    expect(audit.json<{ items: Array<{ action: string }> }>().items.map((item) => item.action)).toContain(
      "product.import",
    );
    classic = after;
  });

  it("reads the origin column, and a file with the earlier header (no origin) keeps each product's origin", async () => {
    const withOrigin = (await exportCsv()).replace("#1a1a1a:12|#ffffff:0,", "#1a1a1a:12|#ffffff:0,IT");
    const preview = (await importCsv(withOrigin, true)).json<ProductImportResult>();
    expect(preview.rows.find((row) => row.id === classic.id)).toMatchObject({ changedFields: ["origin"] });
    expect((await importCsv(withOrigin, false)).statusCode).toBe(200);
    classic = await load(classic.id);
    expect(classic.origin).toBe("IT");

    // The header before `origin` existed: every row without its last cell.
    const earlier = withoutColumn(withoutColumn(await exportCsv(), "colours_stock_exported"), "origin");
    expect(earlier.split("\r\n")[0]).toBe(`\uFEFF${HEADER_WITH_PARCEL}`);
    const renamed = earlier.replace("Túi xách tay Lumi Classic", "Túi xách tay Lumi Classic 2");
    const result = await importCsv(renamed, false);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json<ProductImportResult>()).toMatchObject({ written: true, updates: 1, errors: [] });
    classic = await load(classic.id);
    expect(classic).toMatchObject({ name: "Túi xách tay Lumi Classic 2", origin: "IT" });

    // An origin that names no country is refused by its column.
    const wrong = (await exportCsv()).replace("#1a1a1a:12|#ffffff:0,IT", "#1a1a1a:12|#ffffff:0,XX");
    const refused = (await importCsv(wrong, true)).json<ProductImportResult>();
    expect(refused.errors).toContainEqual(expect.objectContaining({ column: "origin" }));
  });

  it("refuses a file with another header, naming the columns it expects", async () => {
    const response = await importCsv("name,price\nTúi,100000\n", true);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe("csv_header");
    expect(body.error.fields?.header).toBe(FULL_HEADER);
  });

  it("names each bad row and column, and a confirmed file with errors writes nothing, not even its good rows", async () => {
    const file = [
      EARLIER_HEADER,
      ",,Túi mới tinh,Handbag,990000,Da mềm,,,,,,,#1a1a1a:5",
      ",,Túi giá lạ,Handbag,mười nghìn,,,,,,,,",
      ",,,Giày,100000,,,,,,,,#zzz:1",
      `${classic.id},1,Túi cũ,Handbag,100000,,,,,,,,`,
      ",,Túi giảm giá,Handbag,100000,,,,,150,2026-01-01,2026-02-01,",
    ].join("\n");
    const preview = (await importCsv(file, true)).json<ProductImportResult>();
    expect(preview.creates).toBe(1);
    expect(preview.errors).toEqual([
      { row: 3, column: "price", message: "csv_number" },
      { row: 4, column: "colours_stock", message: "csv_colours" },
      { row: 4, column: "name", message: "csv_required" },
      { row: 4, column: "category", message: "csv_category" },
      { row: 5, column: "version", message: "csv_stale_version" },
      { row: 6, column: "promotion_discount", message: "csv_promotion" },
    ]);

    const confirmed = await importCsv(file, false);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json<ApiErrorBody>().error.code).toBe("import_has_errors");
    const found = await t.app.inject({ url: "/api/admin/products?q=tui moi tinh", headers: admin.headers });
    expect(found.json<ProductPage>().total).toBe(0);
  });

  it("creates the new rows of a clean file", async () => {
    const file = `${EARLIER_HEADER}\r\n,,Túi đeo chéo Sương Mai,Crossbody Bag,1450000,Nhỏ gọn\nNhiều ngăn,,,,,,,#e3d3b5:4\r\n`;
    const response = await importCsv(file, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductImportResult>()).toMatchObject({ written: true, creates: 1 });
    const found = (
      await t.app.inject({ url: "/api/admin/products?q=suong mai", headers: admin.headers })
    ).json<ProductPage>();
    expect(found.items.map((p) => [p.name, p.description, p.variations[0]?.stock])).toEqual([
      ["Túi đeo chéo Sương Mai", ["Nhỏ gọn", "Nhiều ngăn"], 4],
    ]);
  });

  it("writes, reads and keeps the packed weight and box: set by the new columns, kept by the earlier header", async () => {
    const file = `${HEADER_WITH_PARCEL}\r\n,,Túi hộp Ánh Trăng,Handbag,1200000,,,,,,,,#1a1a1a:3,650,32,24,12\r\n`;
    const created = await importCsv(file, false);
    expect(created.statusCode, created.body).toBe(200);
    const found = (
      await t.app.inject({ url: "/api/admin/products?q=anh trang", headers: admin.headers })
    ).json<ProductPage>();
    const bag = found.items[0] as Product;
    expect(bag).toMatchObject({ weightGrams: 650, lengthCm: 32, widthCm: 24, heightCm: 12 });
    expect(await exportCsv("?q=anh trang")).toMatch(/,#1a1a1a:3,[A-Z]*,650,32,24,12/);

    // The earlier header says nothing of the parcel: a price edit keeps it.
    const earlier = `${HEADER}\r\n${bag.id},${bag.version},Túi hộp Ánh Trăng,Handbag,1100000,,,,,,,,#1a1a1a:3\r\n`;
    const edited = await importCsv(earlier, false);
    expect(edited.json<ProductImportResult>(), edited.body).toMatchObject({ written: true, updates: 1 });
    expect(await load(bag.id)).toMatchObject({ price: 1_100_000, weightGrams: 650, heightCm: 12 });

    const bad = `${HEADER_WITH_PARCEL}\r\n,,Túi nặng,Handbag,100000,,,,,,,,,1.5,300,,\r\n`;
    expect((await importCsv(bad, true)).json<ProductImportResult>().errors).toEqual([
      { row: 2, column: "weight_grams", message: "csv_number" },
      { row: 2, column: "length_cm", message: "csv_number" },
    ]);
  });

  it("refuses a 50 MB file with 413 before reading it", async () => {
    const response = await importCsv(`${HEADER}\n${"x".repeat(50 * 1024 * 1024)}`, true);
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>().error.code).toBe("payload_too_large");
  });

  it("filters the admin grid by search, sold-out colours and running promotions", async () => {
    const grid = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/products?${query}`, headers: admin.headers }))
        .json<ProductPage>()
        .items.map((product) => product.id);
    expect(await grid("q=lumi classic")).toEqual([classic.id]);
    expect(await grid("stock=out")).toEqual([classic.id]);
    expect(await grid("stock=low")).toEqual(expect.arrayContaining([classic.id, risky.id]));
    expect(await grid("promotion=active")).toEqual([risky.id]);
    expect(await grid("category=Accessories&stock=out")).toEqual([]);
    const bad = await t.app.inject({ url: "/api/admin/products?stock=some", headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("exports only the filtered products", async () => {
    const csv = await exportCsv("?promotion=active");
    expect(csv).toContain(risky.id);
    expect(csv).not.toContain(classic.id);
  });

  it("exports the same filter and columns as .xlsx: ids as text, price as a number, promotion dates as dates", async () => {
    const response = await t.app.inject({
      url: "/api/products.xlsx?promotion=active",
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    // A copy as an ArrayBuffer: exceljs types its input as one.
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("the file has no sheet");
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1).join(",")).toBe(FULL_HEADER);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(2);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name));
    expect(cell("id").value).toBe(risky.id);
    expect(cell("id").numFmt).toBe("@");
    expect(cell("name").type).toBe(ExcelJS.ValueType.String);
    expect(cell("name").value).toBe('=HYPERLINK("http://evil")');
    expect(cell("price").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("price").value).toBe(risky.price);
    expect(cell("price").numFmt).toBe("#,##0");
    expect(cell("colours_stock").value).toBe("#d32f2f:2");
    // 2026-01-01T00:00Z is 07:00 on Vietnam's clock.
    expect(cell("promotion_start").type).toBe(ExcelJS.ValueType.Date);
    expect((cell("promotion_start").value as Date).toISOString()).toBe("2026-01-01T07:00:00.000Z");
  });

  describe("stock sold between the export and the import", () => {
    // A bag of its own, in a colour and at a price no other row has, so the file's cells are its.
    const BROWN = "#6d4c41";
    let bag: Product;
    beforeAll(async () => {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: admin.headers,
        payload: productInput({
          name: "Túi đeo vai Hội An",
          category: "Shoulder Bag",
          price: 777_000,
          variations: [
            { color: BROWN, images: [], stock: 10 },
            { color: "#ffffff", images: [], stock: 3 },
          ],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      bag = created.json<Product>();
    });
    const sell = async (quantity: number) => {
      const placed = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        payload: {
          paymentMethod: "cod",
          customerInfo: CHECKOUT_CUSTOMER,
          items: [{ productId: bag.id, color: BROWN, quantity }],
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    };
    const brownStock = async () => (await load(bag.id)).variations.find((v) => v.color === BROWN)?.stock ?? 0;

    it("keeps the sale when the file changes a price and leaves the stock as exported", async () => {
      const exported = await exportCsv();
      await sell(2);
      const edited = exported.replace(",Shoulder Bag,777000,", ",Shoulder Bag,757000,");
      expect(edited).not.toBe(exported);
      const preview = (await importCsv(edited, true)).json<ProductImportResult>();
      expect(preview.rows.find((row) => row.id === bag.id)?.changedFields).toEqual(["price"]);

      const confirmed = await importCsv(edited, false);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await load(bag.id)).toMatchObject({ price: 757_000 });
      expect(await brownStock()).toBe(8);
    });

    it("refuses the whole file when a stock typed in it replaces a figure an order changed since", async () => {
      const exported = await exportCsv();
      const before = await brownStock();
      await sell(1);
      const edited = exported.replace(`,${BROWN}:${before}|`, `,${BROWN}:40|`);
      expect(edited).not.toBe(exported);

      const refused = await importCsv(edited, false);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<ApiErrorBody>().error.code).toBe("stock_changed");
      expect(await brownStock()).toBe(before - 1);

      // Exported again, the count the owner types is taken.
      const again = await exportCsv();
      const typed = again.replace(`,${BROWN}:${before - 1}|`, `,${BROWN}:40|`);
      const written = await importCsv(typed, false);
      expect(written.statusCode, written.body).toBe(200);
      expect(await brownStock()).toBe(40);
    });
  });
});
