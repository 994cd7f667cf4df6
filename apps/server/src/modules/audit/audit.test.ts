import { type AuditEntry, auditPageSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertUser } from "../users/users.repository";

describe.each(TEST_DATABASE_KINDS)("the audit log on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin", email: "chu.shop@example.vn" });
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: admin.headers });

  async function history(entity: string, entityId: string): Promise<AuditEntry[]> {
    const response = await call(
      "GET",
      `/api/audit-log?entity=${entity}&entityId=${encodeURIComponent(entityId)}`,
    );
    expect(response.statusCode).toBe(200);
    return auditPageSchema.parse(response.json()).items;
  }

  it("records a product's creation, its price and promotion change, and its deletion, newest first", async () => {
    const created = await call(
      "POST",
      "/api/products",
      productInput({ name: "Túi đeo chéo", price: 900_000 }),
    );
    const id = created.json().id as string;
    const promotion = {
      discount: 20,
      startDate: "2026-11-01T00:00:00.000Z",
      endDate: "2026-12-01T00:00:00.000Z",
    };
    const updated = await call(
      "PUT",
      `/api/products/${id}`,
      // The edit names the version it was made on (a save since then is 409 version_conflict).
      {
        ...productInput({ name: "Túi đeo chéo", price: 950_000, promotion }),
        version: created.json().version,
      },
    );
    expect(updated.statusCode).toBe(200);
    expect((await call("DELETE", `/api/products/${id}`)).statusCode).toBe(204);

    const entries = await history("product", id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "product.delete",
      "product.update",
      "product.create",
    ]);
    const update = entries[1];
    expect(update?.actor).toEqual({ id: admin.user.id, email: "chu.shop@example.vn" });
    expect(update?.before).toMatchObject({ price: 900_000, promotion: null });
    expect(update?.after).toMatchObject({ price: 950_000, promotion: { discount: 20 } });
    expect(entries[0]?.before).toMatchObject({ name: "Túi đeo chéo" });
    expect(entries[0]?.after).toBeNull();
  });

  it("records a role granted and revoked, a password set (never the password) and a deletion", async () => {
    const user = await insertUser(t.db, { email: "nhanvien@example.vn", passwordHash: null, role: "member" });
    await call("POST", "/api/set-admin", { uid: user.uid });
    await call("POST", "/api/set-role", { uid: user.uid, role: "member" });
    await call("PUT", `/api/users/${user.uid}/password`, { password: "mat-khau-moi-123" });
    await call("DELETE", `/api/users/${user.uid}`);

    const entries = await history("user", user.uid);
    expect(entries.map((entry) => entry.action)).toEqual([
      "user.delete",
      "user.password",
      "user.role",
      "user.role",
    ]);
    expect(entries[3]).toMatchObject({ before: { role: "member" }, after: { role: "admin" } });
    expect(JSON.stringify(entries)).not.toContain("mat-khau-moi-123");
  });

  it("records nothing for a change that was refused", async () => {
    const before = auditPageSchema.parse((await call("GET", "/api/audit-log?entity=user")).json()).total;
    const refused = await call("POST", "/api/set-role", { uid: admin.user.uid, role: "member" });
    expect(refused.statusCode).toBe(409);
    const after = auditPageSchema.parse((await call("GET", "/api/audit-log?entity=user")).json()).total;
    expect(after).toBe(before);
  });

  it("records an order's payment marked through the lifecycle, and nothing for a refused move", async () => {
    const order = await insertOrder(t.db);
    expect(
      (await call("PUT", `/api/orders/${order.id}/payment-status`, { paymentStatus: "paid" })).statusCode,
    ).toBe(200);
    expect((await call("PUT", `/api/orders/${order.id}/status`, { status: "cancelled" })).statusCode).toBe(
      200,
    );
    expect((await call("PUT", `/api/orders/${order.id}/status`, { status: "shipping" })).statusCode).toBe(
      409,
    );
    const entries = await history("order", order.id);
    expect(entries.map((entry) => entry.action)).toEqual(["order.status", "order.payment"]);
    expect(entries[1]).toMatchObject({
      before: { paymentStatus: "unpaid" },
      after: { paymentStatus: "paid" },
    });
  });

  // An order is never deleted: DELETE archives it (docs/decisions/052-the-buyers-contract-and-records.md).
  it("records an order's status change and its archiving", async () => {
    const order = await insertOrder(t.db);
    await call("PUT", `/api/orders/${order.id}/status`, { status: "delivered" });
    await call("DELETE", `/api/orders/${order.id}`);
    const entries = await history("order", order.id);
    expect(entries.map((entry) => entry.action)).toEqual(["order.archive", "order.status"]);
    expect(entries[1]).toMatchObject({ before: { status: "pending" }, after: { status: "delivered" } });
    expect(entries[0]?.after).toMatchObject({ archivedAt: expect.any(String) });
  });

  it("records vouchers created, paused and deleted", async () => {
    await call("POST", "/api/vouchers", { code: "NHATKY", percentOff: 10, amountOff: null });
    await call("PUT", "/api/vouchers/NHATKY", {
      code: "NHATKY",
      percentOff: 10,
      amountOff: null,
      paused: true,
    });
    await call("DELETE", "/api/vouchers/NHATKY");
    const entries = await history("voucher", "NHATKY");
    expect(entries.map((entry) => entry.action)).toEqual([
      "voucher.delete",
      "voucher.pause",
      "voucher.create",
    ]);
  });

  it("records the shipping fee changed, with the old and the new rule and who changed it", async () => {
    const first = await call("PUT", "/api/settings/shipping", { flatFee: 30_000, freeFrom: 500_000 });
    expect(first.statusCode).toBe(200);
    await call("PUT", "/api/settings/shipping", { flatFee: 25_000, freeFrom: null });
    const entries = await history("setting", "shipping");
    expect(entries.map((entry) => entry.action)).toEqual(["setting.shipping", "setting.shipping"]);
    expect(entries[0]).toMatchObject({
      actor: { email: "chu.shop@example.vn" },
      before: { flatFee: 30_000, freeFrom: 500_000 },
      after: { flatFee: 25_000, freeFrom: null },
    });
  });

  it("pages the whole log and refuses an unknown entity", async () => {
    const page = auditPageSchema.parse((await call("GET", "/api/audit-log?limit=2&page=2")).json());
    expect(page).toMatchObject({ page: 2, limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect((await call("GET", "/api/audit-log?entity=planet")).statusCode).toBe(400);
  });
});
