import type { Session } from "@shop/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  authFetch,
  getSessionState,
  resetSessionStoreForTests,
  SESSION_STORAGE_KEY,
  signIn,
  signOut,
} from "./session-store";

function session(overrides: Partial<Session> = {}, minutesLeft = 15): Session {
  return {
    accessToken: "access-1",
    accessTokenExpiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    refreshToken: "refresh-1",
    user: {
      id: "5f0c1c1e-0000-4000-8000-000000000001",
      uid: "abc",
      email: "lan@example.vn",
      role: "member",
      hasPassword: true,
      emailVerified: true,
    },
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

describe("the session store", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    resetSessionStoreForTests();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the session in localStorage under `auth` and clears it on sign-out", async () => {
    signIn(session());
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}").refreshToken).toBe("refresh-1");
    fetchMock.mockResolvedValueOnce(json(204, undefined));
    await signOut();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSessionState().session).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  });

  it("sends the bearer token while it has more than the refresh margin left", async () => {
    signIn(session());
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await authFetch("/me");
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe("Bearer access-1");
  });

  it("refreshes first when the token expires within the margin (about 5 minutes)", async () => {
    signIn(session({}, 4));
    fetchMock
      .mockResolvedValueOnce(json(200, session({ accessToken: "access-2", refreshToken: "refresh-2" })))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await authFetch("/me");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/token/refresh");
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe("Bearer access-2");
    expect(getSessionState().session?.refreshToken).toBe("refresh-2");
  });

  it("signs out when the server refuses the refresh token", async () => {
    signIn(session({}, 1));
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: "unauthorized", message: "ended" } }));
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: "unauthorized", message: "no token" } }));
    await expect(authFetch("/me")).rejects.toMatchObject({ status: 401 });
    expect(getSessionState().session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("ignores an unreadable stored value", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{not json");
    resetSessionStoreForTests();
    expect(getSessionState()).toEqual({ session: null, isLoading: false });
  });
});
