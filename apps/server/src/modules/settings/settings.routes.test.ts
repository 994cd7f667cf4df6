import { type ApiErrorBody, shippingSettingsSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("the shipping fee settings on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  const read = async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/settings/shipping" });
    expect(response.statusCode).toBe(200);
    return shippingSettingsSchema.parse(response.json());
  };
  const put = (payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "PUT", url: "/api/settings/shipping", payload: payload as object, headers });

  it("charges nothing until the owner sets a fee, and tells anyone so", async () => {
    expect(await read()).toEqual({ flatFee: 0, freeFrom: null });
    const response = await t.app.inject({ method: "GET", url: "/api/settings/shipping" });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps what the administrator sets, and the next change replaces it", async () => {
    const first = await put({ flatFee: 30_000, freeFrom: 1_000_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ flatFee: 30_000, freeFrom: 1_000_000 });
    expect(await read()).toEqual({ flatFee: 30_000, freeFrom: 1_000_000 });

    expect((await put({ flatFee: 25_000, freeFrom: null })).statusCode).toBe(200);
    expect(await read()).toEqual({ flatFee: 25_000, freeFrom: null });
  });

  it.each([
    [{ flatFee: -1, freeFrom: null }, "flatFee", "shipping_settings.error_fee"],
    [{ flatFee: 1.5, freeFrom: null }, "flatFee", "shipping_settings.error_fee"],
    [{ flatFee: "30000", freeFrom: null }, "flatFee", "shipping_settings.error_fee"],
    [{ flatFee: 30_000, freeFrom: -5 }, "freeFrom", "shipping_settings.error_free_from"],
    [{ flatFee: 30_000, freeFrom: 99.9 }, "freeFrom", "shipping_settings.error_free_from"],
    [{ flatFee: 30_000 }, "freeFrom", "shipping_settings.error_free_from"],
  ])("refuses %j with a 400 naming the field, changing nothing", async (payload, field, message) => {
    const before = await read();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toBe(message);
    expect(await read()).toEqual(before);
  });

  it("refuses extra fields and a member, changing nothing", async () => {
    const before = await read();
    expect((await put({ flatFee: 1, freeFrom: null, currency: "USD" })).statusCode).toBe(400);
    const member = await signIn(t, { role: "member" });
    expect((await put({ flatFee: 1, freeFrom: null }, member.headers)).statusCode).toBe(403);
    expect((await put({ flatFee: 1, freeFrom: null }, {})).statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });

  describe("where parcels leave from", () => {
    const pickup = {
      name: "Lumi Bags",
      phone: "0901234567",
      street: "12 Lê Lợi",
      provinceCode: 79,
      wardCode: 26740,
    };
    const readAdmin = async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/settings/shipping",
        headers: admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it("has none until the owner sets it with the fee; it is stored with the units' names and kept when left out", async () => {
      expect((await readAdmin()).pickup).toBeNull();
      const saved = await put({ flatFee: 30_000, freeFrom: null, pickup });
      expect(saved.statusCode, saved.body).toBe(200);
      // The public answer stays the rule alone.
      expect(saved.json()).toEqual({ flatFee: 30_000, freeFrom: null });
      expect(await read()).toEqual({ flatFee: 30_000, freeFrom: null });
      expect(await readAdmin()).toEqual({
        flatFee: 30_000,
        freeFrom: null,
        pickup: { ...pickup, provinceName: "Thành phố Hồ Chí Minh", wardName: "Phường Sài Gòn" },
      });
      expect((await put({ flatFee: 20_000, freeFrom: null })).statusCode).toBe(200);
      expect((await readAdmin()).pickup).toMatchObject(pickup);
    });

    it("refuses a ward outside its province or a bad phone, changing nothing", async () => {
      const before = await readAdmin();
      const outside = await put({ flatFee: 1, freeFrom: null, pickup: { ...pickup, provinceCode: 1 } });
      expect(outside.statusCode).toBe(400);
      expect(outside.json<ApiErrorBody>().error.code).toBe("invalid_ward");
      const phone = await put({ flatFee: 1, freeFrom: null, pickup: { ...pickup, phone: "12" } });
      expect(phone.statusCode).toBe(400);
      expect(phone.json<ApiErrorBody>().error.fields?.["pickup.phone"]).toBe("pickup_settings.error_phone");
      expect(await readAdmin()).toEqual(before);
    });
  });
});
