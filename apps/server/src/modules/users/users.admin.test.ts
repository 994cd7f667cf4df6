import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { assertStrongPassword } from "../auth/password-policy";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeUserSessions } from "../auth/sessions.repository";
import { createUserAdminService } from "./users.admin.service";

describe.each(TEST_DATABASE_KINDS)("users and roles on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { email: "chu@example.vn", role: "admin" });
  });
  afterAll(() => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    as: SignedIn = admin,
  ) => t.app.inject({ method, url, payload, headers: as.headers });

  it("lists every account but the caller's, without password hashes", async () => {
    const member = await signIn(t, { email: "khach@example.vn" });
    const response = await call("GET", "/api/users");
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.email)).toContain("khach@example.vn");
    expect(rows.map((row) => row.email)).not.toContain("chu@example.vn");
    const row = rows.find((candidate) => candidate.uid === member.user.uid);
    expect(Object.keys(row ?? {}).sort()).toEqual(["createdAt", "email", "id", "role", "uid"]);
    expect(response.body).not.toContain("argon2");
  });

  it("refuses to delete, demote or reset the caller's own account (409 own_account)", async () => {
    for (const response of [
      await call("DELETE", `/api/users/${admin.user.uid}`),
      await call("POST", "/api/set-role", { uid: admin.user.uid, role: "member" }),
      await call("PUT", `/api/users/${admin.user.uid}/password`, { password: "mat-khau-moi-123" }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("own_account");
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.role).toBe("admin");
  });

  it("grants admin to a member, who can then call admin routes, and revokes it at once", async () => {
    const member = await signIn(t);
    expect((await call("GET", "/api/users", undefined, member)).statusCode).toBe(403);
    expect((await call("POST", "/api/set-admin", { uid: member.user.uid })).statusCode).toBe(200);
    expect((await call("GET", "/api/users", undefined, member)).statusCode).toBe(200);
    expect((await call("POST", "/api/set-role", { uid: member.user.uid, role: "member" })).statusCode).toBe(
      200,
    );
    expect((await call("GET", "/api/users", undefined, member)).statusCode).toBe(403);
  });

  it("refuses to demote or delete the last administrator (409 last_administrator)", async () => {
    // Over HTTP the caller is always another administrator, so the rule shows in a race (below)
    // or with a caller whose rights went a moment ago; the service is asked directly here.
    const scratch = await createTestApp(kind);
    try {
      const only = await signIn(scratch, { role: "admin" });
      const service = createUserAdminService({
        db: scratch.db,
        hashPassword,
        assertStrongPassword,
        endSessions: (tx, userId) => revokeUserSessions(tx, { userId, now: new Date() }),
      });
      const formerAdmin = { id: randomUUID(), email: "former@example.vn" };
      // One after the other: a second attempt started early could reject before anyone awaits it.
      for (const attempt of [
        () => service.setRole(formerAdmin, only.user.uid, "member"),
        () => service.setRole(formerAdmin, only.user.uid, "staff_orders"),
        () => service.setRole(formerAdmin, only.user.uid, "staff_catalogue"),
        () => service.deleteUser(formerAdmin, only.user.uid),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ status: 409, code: "last_administrator" });
      }
      await service.setRole(formerAdmin, only.user.uid, "admin");
      const [row] = await scratch.db.select().from(users).where(eq(users.id, only.user.id));
      expect(row?.role).toBe("admin");
    } finally {
      await scratch.close();
    }
  });

  it("keeps one administrator when two demote each other at the same moment", async () => {
    // Only `a` and `b` are administrators in this scratch app.
    const scratch = await createTestApp(kind);
    try {
      const a = await signIn(scratch, { role: "admin" });
      const b = await signIn(scratch, { role: "admin" });
      const demote = (by: SignedIn, target: SignedIn) =>
        scratch.app.inject({
          method: "POST",
          url: "/api/set-role",
          payload: { uid: target.user.uid, role: "member" },
          headers: by.headers,
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = answers.map((response) => response.statusCode).sort();
      // One wins; the other is refused: as the last administrator (409) or, if the winner's
      // change landed first, as a member (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await scratch.db.select().from(users).where(eq(users.role, "admin"));
      expect(admins).toHaveLength(1);
      const last = admins[0]?.uid === a.user.uid ? a : b;
      const lastAgain = await scratch.app.inject({
        method: "DELETE",
        url: `/api/users/${last.user.uid}`,
        headers: last.headers,
      });
      expect(lastAgain.statusCode).toBe(409);
    } finally {
      await scratch.close();
    }
  });

  it("moves a member to each staff role and back, as the database accepts every role", async () => {
    const member = await signIn(t);
    for (const role of ["staff_orders", "staff_catalogue", "member"] as const) {
      const response = await call("POST", "/api/set-role", { uid: member.user.uid, role });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.role).toBe(role);
    }
  });

  it("sets a member's password (argon2id) and signs them out everywhere", async () => {
    const member = await signIn(t);
    const response = await call("PUT", `/api/users/${member.user.uid}/password`, {
      password: "mat-khau-moi-123",
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? "", "mat-khau-moi-123")).toBe(true);
    const sessions = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, member.user.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await call("GET", "/api/users", undefined, member)).statusCode).toBe(401);
  });

  it("refuses a short password and an unknown user, changing nothing", async () => {
    const member = await signIn(t);
    const short = await call("PUT", `/api/users/${member.user.uid}/password`, { password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe("validation_failed");
    expect(
      (await call("PUT", "/api/users/nobody-here/password", { password: "mat-khau-moi-123" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", "/api/users/nobody-here")).statusCode).toBe(404);
    expect((await call("POST", "/api/set-role", { uid: member.user.uid, role: "owner" })).statusCode).toBe(
      400,
    );
    expect((await call("POST", "/api/set-admin", { uid: "../x" })).statusCode).toBe(400);
    expect((await call("POST", "/api/set-admin", { uid: member.user.uid, role: "admin" })).statusCode).toBe(
      400,
    );
  });

  it("deletes a member with their sessions", async () => {
    const member = await signIn(t);
    expect((await call("DELETE", `/api/users/${member.user.uid}`)).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect((await call("GET", "/api/users", undefined, member)).statusCode).toBe(401);
  });
});
