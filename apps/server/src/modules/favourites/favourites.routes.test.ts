import { randomUUID } from "node:crypto";
import { favouriteListSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser, type TestUser } from "../../test/auth-helpers";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("favourites API on %s", (kind) => {
  let t: TestApp;
  let lan: TestUser;
  let minh: TestUser;
  let bagIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    lan = await signUpTestUser(t);
    minh = await signUpTestUser(t);
    bagIds = [];
    for (const name of ["Túi đỏ", "Túi xanh", "Ví be"]) {
      bagIds.push((await t.products.createProduct(productInput({ name }))).id);
    }
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "PUT" | "DELETE", url: string, user?: TestUser) =>
    t.app.inject({ method, url, headers: user ? user.headers : {} });
  const listOf = async (user: TestUser) =>
    favouriteListSchema
      .parse((await call("GET", "/api/me/favourites", user)).json())
      .items.map((p) => p.name);

  it("adds, lists (latest first, as full products) and removes favourites", async () => {
    expect((await call("PUT", `/api/me/favourites/${bagIds[0]}`, lan)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call("PUT", `/api/me/favourites/${bagIds[2]}`, lan)).statusCode).toBe(204);
    expect(await listOf(lan)).toEqual(["Ví be", "Túi đỏ"]);
    // Adding twice is harmless.
    expect((await call("PUT", `/api/me/favourites/${bagIds[0]}`, lan)).statusCode).toBe(204);
    expect(await listOf(lan)).toHaveLength(2);
    expect((await call("DELETE", `/api/me/favourites/${bagIds[2]}`, lan)).statusCode).toBe(204);
    expect(await listOf(lan)).toEqual(["Túi đỏ"]);
  });

  it("answers in the shopper's language, with the Vietnamese where a text is not translated", async () => {
    const bag = await t.products.createProduct(
      productInput({
        name: "Túi đeo chéo Mây",
        translations: {
          en: {
            name: "May Crossbody",
            description: [],
            material: "",
            careInstructions: "",
            promotionText: "",
          },
        },
      }),
    );
    await call("PUT", `/api/me/favourites/${bag.id}`, minh);
    const inEnglish = favouriteListSchema.parse(
      (await call("GET", "/api/me/favourites?lang=en", minh)).json(),
    ).items;
    expect(inEnglish.map((p) => p.name)).toContain("May Crossbody");
    expect(inEnglish.map((p) => p.name)).not.toContain("Túi đeo chéo Mây");
    const inKorean = favouriteListSchema.parse(
      (await call("GET", "/api/me/favourites?lang=kr", minh)).json(),
    );
    expect(inKorean.items.map((p) => p.name)).toContain("Túi đeo chéo Mây");
    expect((await call("GET", "/api/me/favourites?lang=fr", minh)).statusCode).toBe(400);
    await call("DELETE", `/api/me/favourites/${bag.id}`, minh);
  });

  it("keeps each user's favourites to themselves", async () => {
    await call("PUT", `/api/me/favourites/${bagIds[1]}`, minh);
    expect(await listOf(minh)).toEqual(["Túi xanh"]);
    expect(await listOf(lan)).not.toContain("Túi xanh");
    // Minh removing Lan's favourite only touches Minh's own list.
    await call("DELETE", `/api/me/favourites/${bagIds[0]}`, minh);
    expect(await listOf(lan)).toContain("Túi đỏ");
  });

  it("needs a signed-in user", async () => {
    for (const [method, url] of [
      ["GET", "/api/me/favourites"],
      ["PUT", `/api/me/favourites/${bagIds[0]}`],
      ["DELETE", `/api/me/favourites/${bagIds[0]}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses unknown products and malformed ids", async () => {
    const unknown = await call("PUT", `/api/me/favourites/${randomUUID()}`, lan);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("product_not_found");
    expect((await call("PUT", "/api/me/favourites/abc", lan)).statusCode).toBe(400);
  });

  it("drops a favourite when its product is deleted", async () => {
    const gone = await t.products.createProduct(productInput({ name: "Sắp hết" }));
    await call("PUT", `/api/me/favourites/${gone.id}`, lan);
    await t.products.deleteProduct(gone.id);
    expect(await listOf(lan)).not.toContain("Sắp hết");
  });
});
