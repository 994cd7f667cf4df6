import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { deleteTwoFactor, findTotp, saveUnconfirmedTotp } from "../auth/two-factor.repository";
import { ensureAdministrator, resetAdministratorSecondFactor } from "./administrator";
import { findUserByEmail, insertUser } from "./users.repository";

describe.each(TEST_DATABASE_KINDS)("ensureAdministrator on %s", (kind) => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("creates the administrator with an argon2id hash and a lower-cased e-mail", async () => {
    const outcome = await ensureAdministrator({
      db: database.db,
      email: "Chu.Shop@Example.VN",
      password: "mat-khau-rat-dai",
      hashPassword,
    });
    expect(outcome).toBe("created");
    const user = await findUserByEmail(database.db, "chu.shop@example.vn");
    expect(user?.role).toBe("admin");
    expect(user?.email).toBe("chu.shop@example.vn");
    expect(user?.uid).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? "", "mat-khau-rat-dai")).toBe(true);
  });

  it("changes nothing on the next start", async () => {
    const outcome = await ensureAdministrator({
      db: database.db,
      email: "chu.shop@example.vn",
      password: "another-password",
      hashPassword,
    });
    expect(outcome).toBe("unchanged");
    const user = await findUserByEmail(database.db, "chu.shop@example.vn");
    expect(await verifyPassword(user?.passwordHash ?? "", "mat-khau-rat-dai")).toBe(true);
  });

  it("promotes an existing member without touching the password", async () => {
    await insertUser(database.db, { email: "khach@example.vn", passwordHash: "kept", role: "member" });
    const outcome = await ensureAdministrator({
      db: database.db,
      email: "KHACH@example.vn",
      password: "mat-khau-rat-dai",
      hashPassword,
    });
    expect(outcome).toBe("promoted");
    const user = await findUserByEmail(database.db, "khach@example.vn");
    expect(user).toMatchObject({ role: "admin", passwordHash: "kept" });
  });

  it("creates the administrator once when two instances start at the same time", async () => {
    const email = "hai.luc@example.vn";
    const start = () =>
      ensureAdministrator({ db: database.db, email, password: "mat-khau-rat-dai", hashPassword });
    const outcomes = await Promise.all([start(), start()]);
    expect(outcomes.sort()).toEqual(["created", "unchanged"]);
    expect((await findUserByEmail(database.db, email))?.role).toBe("admin");
  });

  it("removes the second factor of ADMIN_EMAIL's account at start, and says when there was one", async () => {
    const user = await findUserByEmail(database.db, "chu.shop@example.vn");
    if (!user) throw new Error("administrator missing");
    await saveUnconfirmedTotp(database.db, user.id, "JBSWY3DPEHPK3PXP");
    const reset = await resetAdministratorSecondFactor({ db: database.db, email: "CHU.shop@example.vn" });
    expect(reset).toBe(true);
    expect(await findTotp(database.db, user.id)).toBeNull();
    expect(await resetAdministratorSecondFactor({ db: database.db, email: "chu.shop@example.vn" })).toBe(
      false,
    );
    expect(await deleteTwoFactor(database.db, user.id)).toBe(false);
  });
});
