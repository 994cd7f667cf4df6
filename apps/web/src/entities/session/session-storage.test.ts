import { USER_ROLES } from "@shop/shared";
import { afterEach, describe, expect, it } from "vitest";
import { readStoredSession, SESSION_STORAGE_KEY } from "./session-storage";

const stored = (role: string) =>
  JSON.stringify({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2026-11-26T20:00:00.000Z",
    user: { id: "u1", email: "nhanvien@example.vn", role },
  });

describe("the stored session", () => {
  afterEach(() => localStorage.clear());

  it.each(USER_ROLES)("keeps a signed-in %s across a reload", (role) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored(role));
    expect(readStoredSession()?.user.role).toBe(role);
  });

  it("counts a role the shop does not have as signed out", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored("superuser"));
    expect(readStoredSession()).toBeNull();
  });
});
