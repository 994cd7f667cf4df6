import { placedOrderSchema, productSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../db/schema";
import { insertProduct } from "../modules/products/products.repository";
import { signIn } from "../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../test/test-app";
import { toNfc } from "./unicode-nfc";

/**
 * Vietnamese typed on some keyboards (macOS, some Android ones) arrives decomposed (NFD): "ễ" as
 * "e" + two combining marks. Stored as sent, it would not equal, sort or find the same word typed
 * composed (NFC), as every other client sends it.
 */
const NFC_NAME = "Nguyễn Thị Hương";
const NFD_NAME = NFC_NAME.normalize("NFD");
const NFC_BAG = "Túi xách lụa Đà Lạt";
const NFD_BAG = NFC_BAG.normalize("NFD");

describe("text arriving decomposed (NFD)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { ORDER_RATE_LIMIT: "100000" } });
  });
  afterAll(() => t?.close());

  it("is stored composed (NFC) in an order", async () => {
    const bag = await insertProduct(t.db, productInput({ name: "Túi A" }), { now: new Date() });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: { ...CHECKOUT_CUSTOMER, fullName: NFD_NAME, address: "5 Nguyễn Huệ".normalize("NFD") },
        items: [{ productId: bag.id, color: "#d32f2f", quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    const [row] = await t.db
      .select({ fullName: orders.fullName, address: orders.address })
      .from(orders)
      .where(eq(orders.orderId, placed.orderId));
    expect(row).toEqual({ fullName: NFC_NAME, address: "5 Nguyễn Huệ" });
  });

  it("is stored composed in a product the owner writes, and a search typed either way finds it", async () => {
    const admin = await signIn(t, { role: "admin" });
    const input = productInput({ name: NFD_BAG, description: ["Lụa tơ tằm".normalize("NFD")] });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    const created = productSchema.parse(response.json());
    expect(created.name).toBe(NFC_BAG);
    const [row] = await t.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row?.name).toBe(NFC_BAG);

    for (const words of ["Đà Lạt", "Đà Lạt".normalize("NFD")]) {
      const search = await t.app.inject({
        method: "GET",
        url: `/api/products?q=${encodeURIComponent(words)}`,
      });
      expect(search.statusCode).toBe(200);
      expect((search.json() as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
        created.id,
      );
    }
  });
});

describe("toNfc", () => {
  it("composes strings inside objects and lists, keys too, and leaves other values alone", () => {
    const buffer = Buffer.from(NFD_NAME);
    expect(toNfc({ [NFD_NAME]: [NFD_BAG, 3, null, { deep: NFD_NAME }], file: buffer })).toEqual({
      [NFC_NAME]: [NFC_BAG, 3, null, { deep: NFC_NAME }],
      file: buffer,
    });
    expect(toNfc({ file: buffer }).file).toBe(buffer);
  });

  it("gives back the very object when it has nothing to compose (most requests: no copy)", () => {
    const query = { q: "tui xach den", page: "2", ids: ["a1", "b2"] };
    expect(toNfc(query)).toBe(query);
    expect(toNfc(query.ids)).toBe(query.ids);
  });

  it("composes the query parser's objects, whose prototype has no prototype", () => {
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.q = NFD_BAG;
    expect(toNfc(query)).toEqual({ q: NFC_BAG });
  });

  it("keeps a __proto__ key a key, never the copy's prototype", () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, {
      ["__proto__"]: [NFD_BAG, "b"],
    });
    const copy = toNfc(query);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__"]);
  });
});
