import { adminOrderDetailSchema, adminOrderPageSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("finding orders and exporting them on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let wanted: { id: string; orderId: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    for (let index = 0; index < 5; index += 1) {
      await insertOrder(t.db, { createdAt: new Date(`2026-11-0${index + 1}T10:00:00+07:00`) });
    }
    wanted = await insertOrder(t.db, { createdAt: new Date("2026-11-20T09:00:00+07:00") });
    await t.db
      .update(orders)
      .set({
        fullName: '=HYPERLINK("http://evil")',
        phone: "0377123456",
        email: "Mai.Anh@Example.vn",
        address: "Số 7, ngõ 12 Đường Láng, Đống Đa, Hà Nội",
        paymentStatus: "paid",
      })
      .where(eq(orders.id, wanted.id));
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: admin.headers });

  it.each([
    ["phone", "q=0377123"],
    ["phone typed in groups", `q=${encodeURIComponent("0377 123 456")}`],
    ["phone typed with dots", `q=${encodeURIComponent("037.712.3456")}`],
    ["e-mail, any case", "q=mai.anh@example"],
    ["order code", "q=ORDER"],
    ["payment status", "paymentStatus=paid"],
    ["date range in Vietnam", "from=2026-11-20&to=2026-11-20"],
  ])("finds an order by %s", async (_name, query) => {
    const page = adminOrderPageSchema.parse((await get(`/api/orders?${query}`)).json());
    expect(page.items.map((order) => order.id)).toContain(wanted.id);
    if (!query.startsWith("q=ORDER")) expect(page.total).toBe(1);
  });

  it("finds an order by the buyer's name typed with or without its marks", async () => {
    const dao = await insertOrder(t.db, { createdAt: new Date("2026-10-01T09:00:00+07:00") });
    await t.db
      .update(orders)
      .set({ fullName: "Nguyễn Thị Ánh Đào", phone: "0911000111", email: "dao@example.vn" })
      .where(eq(orders.id, dao.id));
    for (const q of ["Ánh Đào", "anh dao", "NGUYEN THI"]) {
      const page = adminOrderPageSchema.parse((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json());
      expect(
        page.items.map((order) => order.id),
        q,
      ).toEqual([dao.id]);
    }
  });

  it("pages the filtered orders", async () => {
    const page = adminOrderPageSchema.parse(
      (await get("/api/orders?from=2026-11-01&to=2026-11-05&limit=2&page=3")).json(),
    );
    expect(page).toMatchObject({ total: 5, page: 3 });
    expect(page.items).toHaveLength(1);
  });

  it("refuses inverted dates", async () => {
    const response = await get("/api/orders?from=2026-11-20&to=2026-11-01");
    expect(response.statusCode).toBe(400);
    expect((await get("/api/orders.csv?from=2026-11-20&to=2026-11-01")).statusCode).toBe(400);
  });

  it("shows one order's detail, 404 for none", async () => {
    const response = await get(`/api/orders/${wanted.id}`);
    expect(adminOrderDetailSchema.parse(response.json())).toMatchObject({
      orderId: wanted.orderId,
      customerInfo: { phone: "0377123456" },
      voucherCode: null,
    });
    expect((await get("/api/orders/0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11")).statusCode).toBe(404);
  });

  it("exports the filtered orders as CSV: BOM, one row per line, Vietnamese intact, formulas defused", async () => {
    const response = await get("/api/orders.csv?q=0377123456");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^orderId,createdAt,status,/);
    expect(rows[1]).toContain(wanted.orderId);
    expect(rows[1]).toContain('"Số 7, ngõ 12 Đường Láng, Đống Đa, Hà Nội"');
    expect(rows[1]).toContain("Túi xách đỏ");
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    // Not a number to a spreadsheet program, so the leading 0 stays; the order code is text too.
    expect(rows[1]).toContain(",0377-123-456,");
    expect(rows[1]).not.toContain("0377123456");
    expect(rows[1]?.startsWith(`${wanted.orderId},`)).toBe(true);
    expect(wanted.orderId).toMatch(/^[A-Z]/);
  });

  it("exports the same filter as .xlsx with typed cells: phone and code as text, money as numbers, dates as dates", async () => {
    const spreadsheetOrder = await insertOrder(t.db, { createdAt: new Date("2026-10-03T08:30:00+07:00") });
    await t.db
      .update(orders)
      .set({
        phone: "0901234567",
        shippingFee: 30_000,
        total: 1_280_000,
        fullName: '=HYPERLINK("http://evil")',
      })
      .where(eq(orders.id, spreadsheetOrder.id));

    const response = await get("/api/orders.xlsx?q=0901234567");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    // A copy as an ArrayBuffer: exceljs types its input as one.
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("the file has no sheet");
    const csvHeader = (await get("/api/orders.csv?q=0901234567")).rawPayload
      .subarray(3)
      .toString("utf8")
      .split("\r\n")[0];
    const header = sheet.getRow(1).values as unknown[];
    // Same columns as the CSV, the header bold and frozen.
    expect(header.slice(1).join(",")).toBe(csvHeader);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.rowCount).toBe(2);

    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name));
    expect(cell("phone").type).toBe(ExcelJS.ValueType.String);
    expect(cell("phone").value).toBe("0901234567");
    expect(cell("phone").numFmt).toBe("@");
    expect(cell("orderId").value).toBe(spreadsheetOrder.orderId);
    expect(cell("orderId").numFmt).toBe("@");
    // A formula typed as a name stays the text it was: nothing a spreadsheet would run.
    expect(cell("fullName").type).toBe(ExcelJS.ValueType.String);
    expect(cell("fullName").value).toBe('=HYPERLINK("http://evil")');
    expect(cell("total").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("total").value).toBe(1_280_000);
    expect(cell("total").numFmt).toBe("#,##0");
    expect(cell("quantity").value).toBe(1);
    // Vietnam's wall clock at the moment of the order.
    expect(cell("createdAt").type).toBe(ExcelJS.ValueType.Date);
    expect((cell("createdAt").value as Date).toISOString()).toBe("2026-10-03T08:30:00.000Z");
  });

  it("refuses inverted dates in the .xlsx export too", async () => {
    expect((await get("/api/orders.xlsx?from=2026-11-20&to=2026-11-01")).statusCode).toBe(400);
  });
});
