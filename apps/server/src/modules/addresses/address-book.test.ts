import { ADDRESS_BOOK_MAX, type ApiErrorBody, type SavedAddress, savedAddressListSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/** Real 2025 units: Hồ Chí Minh City (79) with its ward 26740, and Hà Nội (1) with ward 4. */
const HOME = {
  fullName: "Trần Thị Mai",
  phone: "0907654321",
  address: "5 Nguyễn Huệ",
  provinceCode: 79,
  wardCode: 26740,
};
const OFFICE = {
  ...HOME,
  fullName: "Trần Thị Mai (văn phòng)",
  address: "12 Lý Thường Kiệt",
  provinceCode: 1,
  wardCode: 4,
};

describe.each(TEST_DATABASE_KINDS)("the address book on %s", (kind) => {
  let t: TestApp;
  let mai: SignedIn;
  let lan: SignedIn;

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: SignedIn | null,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const listOf = async (who: SignedIn): Promise<SavedAddress[]> =>
    savedAddressListSchema.parse((await call("GET", "/api/me/addresses", who)).json()).items;

  beforeAll(async () => {
    t = await createTestApp(kind);
    mai = await signIn(t);
    lan = await signIn(t);
  });
  afterAll(() => t?.close());

  it("adds, lists (default first), edits, makes default and deletes a customer's addresses", async () => {
    const home = await call("POST", "/api/me/addresses", mai, HOME);
    expect(home.statusCode, home.body).toBe(201);
    // The first address is the default, and carries the units' names as the checkout resolves them.
    expect(home.json<SavedAddress>()).toMatchObject({
      ...HOME,
      isDefault: true,
      provinceName: expect.stringContaining("Hồ Chí Minh"),
    });
    const office = (await call("POST", "/api/me/addresses", mai, OFFICE)).json<SavedAddress>();
    expect(office.isDefault).toBe(false);
    expect((await listOf(mai)).map((each) => each.address)).toEqual(["5 Nguyễn Huệ", "12 Lý Thường Kiệt"]);

    const edited = await call("PUT", `/api/me/addresses/${office.id}`, mai, {
      ...OFFICE,
      phone: "0912345678",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SavedAddress>().phone).toBe("0912345678");

    const madeDefault = await call("PUT", `/api/me/addresses/${office.id}/default`, mai);
    expect(madeDefault.statusCode).toBe(200);
    const list = await listOf(mai);
    expect(list.map((each) => [each.address, each.isDefault])).toEqual([
      ["12 Lý Thường Kiệt", true],
      ["5 Nguyễn Huệ", false],
    ]);

    // Deleting the default makes the one left the default.
    expect((await call("DELETE", `/api/me/addresses/${office.id}`, mai)).statusCode).toBe(204);
    expect((await listOf(mai)).map((each) => [each.address, each.isDefault])).toEqual([
      ["5 Nguyễn Huệ", true],
    ]);
  });

  it("refuses a bad address with the checkout's messages, and stores nothing", async () => {
    const before = await listOf(mai);
    const badPhone = await call("POST", "/api/me/addresses", mai, { ...HOME, phone: "12ab" });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json<ApiErrorBody>().error)).toContain("checkout.error_phone");
    // A ward of another province, as the checkout refuses it.
    const wrongWard = await call("POST", "/api/me/addresses", mai, { ...HOME, provinceCode: 1 });
    expect(wrongWard.statusCode).toBe(400);
    expect(wrongWard.json<ApiErrorBody>().error).toMatchObject({
      code: "invalid_ward",
      fields: { wardCode: "checkout.error_ward" },
    });
    const unknownProvince = await call("POST", "/api/me/addresses", mai, { ...HOME, provinceCode: 99_999 });
    expect(unknownProvince.json<ApiErrorBody>().error.code).toBe("invalid_province");
    const extraField = await call("POST", "/api/me/addresses", mai, { ...HOME, userId: lan.user.id });
    expect(extraField.statusCode).toBe(400);
    expect(await listOf(mai)).toEqual(before);
  });

  it("never lets a customer see, edit, default or delete another customer's address", async () => {
    const [maiHome] = await listOf(mai);
    if (!maiHome) throw new Error("Mai has an address from the first test");
    for (const [method, url, payload] of [
      ["PUT", `/api/me/addresses/${maiHome.id}`, { ...OFFICE, address: "Của Lan" }],
      ["PUT", `/api/me/addresses/${maiHome.id}/default`, undefined],
      ["DELETE", `/api/me/addresses/${maiHome.id}`, undefined],
    ] as const) {
      const response = await call(method, url, lan, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<ApiErrorBody>().error.code).toBe("address_not_found");
    }
    expect(await listOf(lan)).toEqual([]);
    expect(await listOf(mai)).toEqual([maiHome]);
    expect((await call("GET", "/api/me/addresses", null)).statusCode).toBe(401);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const hoa = await signIn(t);
    for (let index = 0; index < ADDRESS_BOOK_MAX; index += 1) {
      const added = await call("POST", "/api/me/addresses", hoa, { ...HOME, address: `${index + 1} Lê Lợi` });
      expect(added.statusCode).toBe(201);
    }
    const full = await call("POST", "/api/me/addresses", hoa, { ...HOME, address: "Thêm nữa" });
    expect(full.statusCode).toBe(409);
    expect(full.json<ApiErrorBody>().error.code).toBe("address_book_full");
    expect(await listOf(hoa)).toHaveLength(ADDRESS_BOOK_MAX);
  });
});
