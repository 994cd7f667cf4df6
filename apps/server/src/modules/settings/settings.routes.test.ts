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
});
