import { type Session, USER_ROLES } from "@shop/shared";

/**
 * Where the tokens are kept: localStorage under `auth`, so a session survives reloads and is shared
 * by the shop's tabs (a change in one reaches the others through `storage` events, see
 * session-store.ts). Anything unreadable counts as signed out.
 */

export const SESSION_STORAGE_KEY = "auth";

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== "object") return false;
  const s = value as Record<string, unknown>;
  const user = s.user as Record<string, unknown> | undefined;
  return (
    typeof s.accessToken === "string" &&
    typeof s.refreshToken === "string" &&
    typeof s.accessTokenExpiresAt === "string" &&
    !!user &&
    typeof user.id === "string" &&
    typeof user.email === "string" &&
    (USER_ROLES as readonly unknown[]).includes(user.role)
  );
}

export function readStoredSession(): Session | null {
  try {
    const text = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the session still works in this tab.
  }
}
