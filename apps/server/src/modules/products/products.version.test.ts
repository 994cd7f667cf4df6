import type { ApiErrorBody, Product } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/**
 * Two administrators edit one bag: the second save, made on what the first one loaded, must not
 * silently undo the first (last write wins). Product answers carry `version`; a PUT names the
 * version it edited, and a stale one is 409 `version_conflict`.
 */
describe.each(TEST_DATABASE_KINDS)("editing a product someone else changed, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({ name: "Túi xách Classic", variations: [] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<Product>().id;
  });
  afterAll(() => t?.close());

  const load = async () => {
    const response = await t.app.inject({ url: `/api/products/${id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json<Product>();
  };
  /** The product as GET answered it, less id and timestamps: what the admin form sends back. */
  const editable = ({ id: _id, createdAt: _created, updatedAt: _updated, ...rest }: Product) => rest;
  const save = (body: object) =>
    t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: admin.headers, payload: body });

  it("refuses a save made on a stale version and keeps the newer edit", async () => {
    const first = await load();
    const second = await load();
    expect(first.version).toBe(1);

    const saved = await save({ ...editable(first), name: "Túi xách Classic (mới)" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Product>().version).toBe(2);

    const stale = await save({ ...editable(second), price: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>().error.code).toBe("version_conflict");

    const now = await load();
    expect(now).toMatchObject({ name: "Túi xách Classic (mới)", version: 2 });
    expect(now.price).not.toBe(1);
  });

  it("takes the reloaded version, and wants one", async () => {
    const current = await load();
    const saved = await save({ ...editable(current), price: 990_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Product>()).toMatchObject({ price: 990_000, version: current.version + 1 });

    const { version: _version, ...withoutVersion } = editable(await load());
    const refused = await save(withoutVersion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.code).toBe("validation_failed");
  });

  it("answers 404 for a product that is gone", async () => {
    const current = await load();
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/products/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
      payload: editable(current),
    });
    expect(missing.statusCode).toBe(404);
  });
});
