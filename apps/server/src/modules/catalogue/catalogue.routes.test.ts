import { type ApiErrorBody, categoryCountSchema, productPageSchema, productSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("catalogue API on %s", (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const start = new Date("2025-01-01T00:00:00Z");

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Created one minute apart, in this order: the last one is the newest.
    const catalogue = [
      productInput({ name: "Túi xách đỏ", price: 1_250_000, category: "Handbag" }),
      productInput({
        name: "Túi đeo vai nâu",
        price: 890_000,
        category: "Shoulder Bag",
        variations: [{ color: "#7b4a2d", images: [] }],
      }),
      productInput({
        name: "Ví cầm tay 100% da",
        price: 450_000,
        category: "Accessories",
        variations: [{ color: "#e891b0", images: [] }],
      }),
      productInput({
        name: "Túi đeo chéo mini",
        price: 650_000,
        category: "Crossbody Bag",
        variations: [{ color: "#1e4fa3", images: [] }],
      }),
      productInput({
        name: "Túi tote vải",
        price: 990_000,
        category: "Handbag",
        promotion: { discount: 20, startDate: "2025-01-01T00:00:00Z", endDate: "2025-02-01T00:00:00Z" },
        variations: [
          { color: "#000000", images: ["/media/a-960.webp", "/media/b-960.webp"] },
          { color: "#E3D3B5", images: [] },
        ],
      }),
    ];
    const { insertProduct } = await import("../products/products.repository");
    for (const [index, input] of catalogue.entries()) {
      const product = await insertProduct(t.db, input, { now: new Date(start.getTime() + index * 60_000) });
      ids[input.name] = product.id;
    }
  });
  afterAll(() => t?.close());

  async function list(query: string) {
    const response = await t.app.inject({ method: "GET", url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return productPageSchema.parse(response.json());
  }

  async function expectError(url: string, status: number, code: string) {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
    return body;
  }

  describe("GET /api/products", () => {
    it("answers the newest first with the total, page and limit", async () => {
      const page = await list("");
      expect(page.total).toBe(5);
      expect(page.page).toBe(1);
      expect(page.limit).toBe(24);
      expect(page.items.map((p) => p.name)).toEqual([
        "Túi tote vải",
        "Túi đeo chéo mini",
        "Ví cầm tay 100% da",
        "Túi đeo vai nâu",
        "Túi xách đỏ",
      ]);
    });

    it("gives each product the shared shape with variations in order and the promotion", async () => {
      const page = await list("?q=tote");
      const [tote] = page.items;
      expect(productSchema.parse(tote)).toEqual({
        id: ids["Túi tote vải"],
        name: "Túi tote vải",
        price: 990_000,
        category: "Handbag",
        description: ["Da bò thật", "Khoá kim loại"],
        dimensions: "30 x 20 x 12 cm",
        material: "Da bò",
        careInstructions: "Lau bằng khăn mềm",
        origin: "",
        promotion: {
          discount: 20,
          startDate: "2025-01-01T00:00:00.000Z",
          endDate: "2025-02-01T00:00:00.000Z",
        },
        promotionText: "",
        translations: {},
        weightGrams: null,
        lengthCm: null,
        widthCm: null,
        heightCm: null,
        variations: [
          { color: "#000000", images: ["/media/a-960.webp", "/media/b-960.webp"], stock: 100 },
          { color: "#e3d3b5", images: [], stock: 100 },
        ],
        version: 1,
        createdAt: "2025-01-01T00:04:00.000Z",
        updatedAt: "2025-01-01T00:04:00.000Z",
        // No approved review yet (modules/reviews).
        rating: { average: 0, count: 0 },
      });
    });

    it("pages through the list with a stable total", async () => {
      const first = await list("?limit=2&page=1");
      const second = await list("?limit=2&page=2");
      const third = await list("?limit=2&page=3");
      const beyond = await list("?limit=2&page=4");
      expect([first.total, second.total, third.total, beyond.total]).toEqual([5, 5, 5, 5]);
      expect([first.items.length, second.items.length, third.items.length, beyond.items.length]).toEqual([
        2, 2, 1, 0,
      ]);
      const seen = [...first.items, ...second.items, ...third.items].map((p) => p.id);
      expect(new Set(seen).size).toBe(5);
    });

    it("sorts by price both ways", async () => {
      expect((await list("?sort=price_asc")).items.map((p) => p.price)).toEqual([
        450_000, 650_000, 890_000, 990_000, 1_250_000,
      ]);
      expect((await list("?sort=price_desc")).items.map((p) => p.price)).toEqual([
        1_250_000, 990_000, 890_000, 650_000, 450_000,
      ]);
    });

    it("filters by category", async () => {
      const page = await list("?category=Handbag");
      expect(page.total).toBe(2);
      expect(page.items.every((p) => p.category === "Handbag")).toBe(true);
    });

    it("answers a batch of ids", async () => {
      const wanted = [ids["Túi xách đỏ"], ids["Túi đeo chéo mini"]];
      const page = await list(`?ids=${wanted.join(",")}`);
      expect(page.items.map((p) => p.id).sort()).toEqual([...wanted].sort());
      expect(page.total).toBe(2);
    });

    it("answers an empty page for ids that do not exist", async () => {
      const page = await list("?ids=00000000-0000-4000-8000-000000000000");
      expect(page).toEqual({ items: [], total: 0, page: 1, limit: 24 });
    });
  });

  describe("search", () => {
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((p) => p.name);

    it('finds "Túi xách đỏ" with "tui xach do" (no diacritics)', async () => {
      expect(await names("tui xach do")).toEqual(["Túi xách đỏ"]);
    });

    it("ignores case, with and without marks", async () => {
      expect(await names("TÚI XÁCH ĐỎ")).toEqual(["Túi xách đỏ"]);
      expect(await names("đỏ")).toEqual(["Túi xách đỏ"]);
      expect(await names("do")).toContain("Túi xách đỏ");
    });

    it("needs every word, in any order, when a product has them all", async () => {
      expect(await names("do xach")).toEqual(["Túi xách đỏ"]);
    });

    it("answers the products with the most of the words when none has them all", async () => {
      // No red tote: the red bag and the tote, rather than nothing (docs/decisions/056-filters-and-relevance.md).
      expect((await names("do tote")).sort()).toEqual(["Túi tote vải", "Túi xách đỏ"]);
    });

    it("finds products by their category, in other languages too", async () => {
      expect((await names("crossbody")).sort()).toEqual(["Túi đeo chéo mini"]);
      expect((await names("phu kien")).sort()).toEqual(["Ví cầm tay 100% da"]);
      expect(await names("ハンドバッグ")).toHaveLength(2);
    });

    it("finds products by the colours they come in, named in any of the four languages", async () => {
      for (const black of ["đen", "den", "black", "블랙", "ブラック"]) {
        expect(await names(black), black).toEqual(["Túi tote vải"]);
      }
      for (const red of ["đỏ", " đỏ", "Red", "레드", "レッド"]) {
        expect(await names(red), red).toEqual(["Túi xách đỏ"]);
      }
      expect(await names("vi hong")).toEqual(["Ví cầm tay 100% da"]);
    });

    it("treats % and _ as plain text, not wildcards", async () => {
      expect(await names("100%")).toEqual(["Ví cầm tay 100% da"]);
      expect(await names("_")).toEqual([]);
      expect(await names("%")).toEqual([]);
    });

    it("combines search with category and paging", async () => {
      const page = await list("?q=tui&category=Handbag&limit=1&sort=price_asc");
      expect(page.total).toBe(2);
      expect(page.items.map((p) => p.name)).toEqual(["Túi tote vải"]);
    });
  });

  describe("filters and their counts", () => {
    const filtered = async (query: string) => (await list(`?facets=true&${query}`)).items.map((p) => p.name);

    it("filters by colour, by name or by code, and counts every colour with the other filters applied", async () => {
      expect(await filtered("colors=black")).toEqual(["Túi tote vải"]);
      expect(await filtered("colors=000000,7b4a2d")).toEqual(["Túi tote vải", "Túi đeo vai nâu"]);
      const page = await list("?facets=true&colors=black&maxPrice=999999");
      expect(page.total).toBe(1);
      // The colour counts leave out the colour filter (a shopper sees what picking brown would give).
      expect(page.facets?.colors).toEqual(
        expect.arrayContaining([
          { color: "#000000", count: 1 },
          { color: "#7b4a2d", count: 1 },
          { color: "#e3d3b5", count: 1 },
        ]),
      );
      expect(page.facets?.colors.find((each) => each.color === "#d32f2f")).toBeUndefined();
      expect(page.facets?.priceBands.map((band) => band.count)).toEqual([0, 1, 0, 0]);
    });

    it("filters by a price band on the price paid today, by material, in stock and on sale", async () => {
      expect((await filtered("minPrice=500000&maxPrice=999999")).sort()).toEqual(
        ["Túi tote vải", "Túi đeo chéo mini", "Túi đeo vai nâu"].sort(),
      );
      expect(await filtered("materials=da-bo&minPrice=1000000")).toEqual(["Túi xách đỏ"]);
      expect(await filtered("materials=Da%20B%C3%B2&minPrice=1000000")).toEqual(["Túi xách đỏ"]);
      expect(await filtered("materials=vai-canvas")).toEqual([]);
      // The tote's promotion ended in February 2025: nothing is on sale today.
      expect(await filtered("onSale=true")).toEqual([]);
      const page = await list("?facets=true&inStock=true");
      expect(page.total).toBe(5);
      expect(page.facets).toMatchObject({
        materials: [{ material: "da-bo", label: "Da bò", count: 5 }],
        price: { min: 450_000, max: 1_250_000 },
        onSale: 0,
        inStock: 5,
      });
    });

    it("filters a search and counts its matches alone", async () => {
      const page = await list("?q=tui&facets=true&colors=blue");
      expect(page.items.map((p) => p.name)).toEqual(["Túi đeo chéo mini"]);
      // "Túi" finds the pink clutch too (a clutch is carried as a bag: shared categories.ts).
      expect(page.facets?.colors.map((each) => each.color).sort()).toEqual(
        ["#000000", "#1e4fa3", "#7b4a2d", "#d32f2f", "#e3d3b5", "#e891b0"].sort(),
      );
      expect(page.matchedColors).toEqual({ [ids["Túi đeo chéo mini"] ?? ""]: "#1e4fa3" });
    });

    it("answers no counts unless asked", async () => {
      expect((await list("?colors=black")).facets).toBeUndefined();
    });
  });

  describe("bad list queries", () => {
    it.each([
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=abc", "limit"],
      ["page=0", "page"],
      ["page=-1", "page"],
      ["sort=cheapest", "sort"],
      ["category=Backpack", "category"],
      ["ids=not-a-uuid", "ids"],
      ["ids=", "ids"],
      // An unknown parameter: the query string as a whole is at fault.
      ["colour=red", "querystring"],
      ["colors=purple", "colors"],
      ["colors=", "colors"],
      ["materials=", "materials"],
      ["minPrice=-1", "minPrice"],
      ["maxPrice=abc", "maxPrice"],
      ["minPrice=900000&maxPrice=100000", "maxPrice"],
      ["onSale=yes", "onSale"],
      ["inStock=1", "inStock"],
      ["facets=maybe", "facets"],
    ])("refuses ?%s with 400 naming the field", async (query, field) => {
      const body = await expectError(`/api/products?${query}`, 400, "validation_failed");
      expect(body.error.fields).toBeDefined();
      const named = Object.keys(body.error.fields ?? {});
      expect(named.some((path) => path === field || path.startsWith(`${field}.`))).toBe(true);
    });
  });

  describe("GET /api/products/:id", () => {
    it("answers one product", async () => {
      const response = await t.app.inject({ method: "GET", url: `/api/products/${ids["Túi xách đỏ"]}` });
      expect(response.statusCode).toBe(200);
      expect(productSchema.parse(response.json()).name).toBe("Túi xách đỏ");
    });

    it("answers 404 for a product that does not exist", async () => {
      await expectError("/api/products/00000000-0000-4000-8000-000000000000", 404, "product_not_found");
    });

    it("answers 400 for a malformed id", async () => {
      const body = await expectError("/api/products/abc", 400, "validation_failed");
      expect(body.error.fields).toHaveProperty("id");
    });
  });

  describe("GET /api/categories", () => {
    it("counts products per category, most first, leaving out empty ones", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/categories" });
      expect(response.statusCode).toBe(200);
      const categories = categoryCountSchema.array().parse(response.json());
      expect(categories[0]).toEqual({ name: "Handbag", count: 2 });
      expect(categories).toHaveLength(4);
      expect(categories.map((c) => c.count)).toEqual([2, 1, 1, 1]);
    });

    it("breaks a tie by the shop's own category order (CATEGORIES), not by the alphabet", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/categories" });
      const categories = categoryCountSchema.array().parse(response.json());
      expect(categories.map((c) => c.name)).toEqual([
        "Handbag",
        "Shoulder Bag",
        "Crossbody Bag",
        "Accessories",
      ]);
    });
  });

  describe("unknown API paths", () => {
    it("answers JSON 404 for GET and POST", async () => {
      await expectError("/api/nothing-here", 404, "not_found");
      const response = await t.app.inject({ method: "POST", url: "/api/nothing", payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.code).toBe("not_found");
    });
  });

  it("answers the health check", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok" });
  });
});
