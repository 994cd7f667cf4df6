import { type ApiErrorBody, divisionListSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAddressService } from "./addresses.service";

describe("the 2025 units shipped with the server", () => {
  const addresses = createAddressService();

  it("are the 34 provinces and 3,321 wards of the reform", () => {
    expect(addresses.counts()).toEqual({ provinces: 34, wards: 3321 });
  });

  it("resolves a ward of its province to both names", () => {
    expect(addresses.resolve(79, 26740)).toEqual({
      provinceCode: 79,
      provinceName: "Thành phố Hồ Chí Minh",
      wardCode: 26740,
      wardName: "Phường Sài Gòn",
    });
  });

  it("refuses a ward of another province and an unknown province, naming the field", () => {
    // Phường Hoàn Kiếm (70) is in Hà Nội (1), not in Hồ Chí Minh (79).
    expect(() => addresses.resolve(79, 70)).toThrow(
      expect.objectContaining({
        code: "invalid_ward",
        status: 400,
        fields: { "customerInfo.wardCode": "checkout.error_ward" },
      }),
    );
    expect(() => addresses.resolve(3, 70)).toThrow(
      expect.objectContaining({ code: "invalid_province", status: 400 }),
    );
  });

  it("refuses to start on a broken file", () => {
    expect(() => createAddressService([{ code: 1, name: "Hà Nội", type: "tỉnh", wards: [] }])).toThrow();
    expect(() => createAddressService({})).toThrow();
  });
});

describe("GET /api/addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("lists the provinces as {code, name}, cacheable for a day with an ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/addresses/provinces" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toMatch(/public, max-age=86400/);
    const provinces = divisionListSchema.parse(response.json());
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: 1, name: "Thành phố Hà Nội" });
    expect(provinces).toContainEqual({ code: 79, name: "Thành phố Hồ Chí Minh" });
    expect(Object.keys(response.json()[0]).sort()).toEqual(["code", "name"]);

    const etag = response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/addresses/provinces",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("lists a province's wards, all 3,321 across the 34", async () => {
    const hcm = await t.app.inject({ method: "GET", url: "/api/addresses/provinces/79/wards" });
    expect(hcm.statusCode).toBe(200);
    const wards = divisionListSchema.parse(hcm.json());
    expect(wards).toHaveLength(168);
    expect(wards).toContainEqual({ code: 26824, name: "Phường Thủ Đức" });
    expect(hcm.headers.etag).not.toBe(
      (await t.app.inject({ method: "GET", url: "/api/addresses/provinces/1/wards" })).headers.etag,
    );

    const provinces = divisionListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/addresses/provinces" })).json(),
    );
    let total = 0;
    for (const province of provinces) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/addresses/provinces/${province.code}/wards`,
      });
      total += divisionListSchema.parse(response.json()).length;
    }
    expect(total).toBe(3321);
  });

  it("answers 404 for an unknown province and 400 for a malformed code, in the shop's shape", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/addresses/provinces/3/wards" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.code).toBe("not_found");
    const malformed = await t.app.inject({ method: "GET", url: "/api/addresses/provinces/hanoi/wards" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.code).toBe("validation_failed");
  });
});
