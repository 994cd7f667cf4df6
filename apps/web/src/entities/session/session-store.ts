import { type AccountUser, type Session, TOKEN_REFRESH_MARGIN_SECONDS } from "@shop/shared";
import { type ApiRequest, apiFetch, isApiError } from "../../lib/api-client";
import { fetchWithSession, type SessionAccess } from "./auth-fetch";
import { withRefreshLock } from "./refresh-lock";
import { readStoredSession, SESSION_STORAGE_KEY, writeStoredSession } from "./session-storage";

export { SESSION_STORAGE_KEY } from "./session-storage";

/**
 * The signed-in session, in one place for the whole app (docs/decisions/007-identity-of-our-own.md).
 *
 * - Kept in localStorage (session-storage.ts), so it survives reloads and is shared by the tabs of
 *   the shop; a change in one tab reaches the others through `storage` events.
 * - The access token is refreshed TOKEN_REFRESH_MARGIN_SECONDS before it expires (a timer), and
 *   before any call that would carry an almost expired one. Refresh tokens rotate and a reused one
 *   ends the session on the server, so only one refresh may run at a time across tabs: a Web Lock
 *   (refresh-lock.ts), and each tab first re-reads storage in case another tab already rotated.
 * - No React here: the header, the pages and the admin's API calls all read the same store
 *   (`useSession` in use-session.ts, `authFetch` for calls with the bearer token, auth-fetch.ts).
 */

export interface SessionState {
  session: Session | null;
  /** True while a stored session is being checked with the server (role, still valid). */
  isLoading: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: SessionState = { session: readStoredSession(), isLoading: false };
state = { ...state, isLoading: state.session !== null };
let hasVerified = false;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<Session | null> | null = null;

function setState(next: SessionState): void {
  state = next;
  scheduleRefresh();
  for (const listener of listeners) listener();
}

function store(session: Session | null): void {
  writeStoredSession(session);
  setState({ session, isLoading: false });
}

function msUntilRefresh(session: Session): number {
  return Date.parse(session.accessTokenExpiresAt) - TOKEN_REFRESH_MARGIN_SECONDS * 1000 - Date.now();
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const session = state.session;
  if (!session || listeners.size === 0) return;
  // At least a second: a clock far off must not make the tab refresh in a tight loop.
  const wait = Math.max(1000, msUntilRefresh(session));
  refreshTimer = setTimeout(() => void refreshSession(), Math.min(wait, 2 ** 31 - 1));
}

/**
 * Trades the refresh token for a new pair. Single-flight in this tab, locked across tabs; a 401
 * (revoked, expired, reused) signs out, a network failure keeps the session for a later try.
 */
export function refreshSession(): Promise<Session | null> {
  refreshInFlight ??= withRefreshLock(async () => {
    const before = state.session;
    const latest = readStoredSession();
    // Another tab rotated while this one waited: take its result instead of spending a token twice.
    if (latest && before && latest.refreshToken !== before.refreshToken && msUntilRefresh(latest) > 0) {
      store(latest);
      return latest;
    }
    const current = latest ?? before;
    if (!current) return null;
    try {
      const next = await apiFetch<Session>("/token/refresh", {
        method: "POST",
        body: { refreshToken: current.refreshToken },
      });
      store(next);
      return next;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) {
        store(null);
        return null;
      }
      throw error;
    }
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The access token to send now, refreshed first when it is (nearly) expired; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  const session = state.session;
  if (!session) return null;
  if (msUntilRefresh(session) > 0) return session.accessToken;
  try {
    return (await refreshSession())?.accessToken ?? null;
  } catch {
    return session.accessToken;
  }
}

const sessionAccess: SessionAccess = {
  getAccessToken,
  refreshSession,
  isSignedIn: () => state.session !== null,
  endSession: () => store(null),
};

/** `apiFetch` with the signed-in user's bearer token; see auth-fetch.ts for its retry on a 401. */
export function authFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return fetchWithSession<T>(sessionAccess, path, request);
}

/** After register, login or a social sign-in. */
export function signIn(session: Session): void {
  hasVerified = true;
  store(session);
}

/** Ends the session here and on the server (best effort: a dead network still signs out locally). */
export async function signOut(): Promise<void> {
  const session = state.session;
  store(null);
  if (!session) return;
  await apiFetch("/logout", { method: "POST", body: { refreshToken: session.refreshToken } }).catch(() => {});
}

/** Replaces the user's details (e.g. after GET /api/me), keeping the tokens. */
function updateUser(user: AccountUser): void {
  const session = state.session;
  if (!session) return;
  store({ ...session, user });
}

/** Asks the server who the user is now (e.g. after the e-mail was verified) and keeps the answer. */
export async function reloadUser(): Promise<void> {
  if (!state.session) return;
  updateUser(await authFetch<AccountUser>("/me"));
}

/** Once per page load: the stored session is asked about at the server (still valid? role now?). */
async function verifyStoredSession(): Promise<void> {
  if (hasVerified || !state.session) return;
  hasVerified = true;
  try {
    updateUser(await authFetch<AccountUser>("/me"));
  } catch (error) {
    if (isApiError(error) && error.status === 401) store(null);
    // Offline: keep what was stored; the next call will tell.
    else setState({ ...state, isLoading: false });
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  setState({ session: readStoredSession(), isLoading: false });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    globalThis.addEventListener?.("storage", onStorage);
    scheduleRefresh();
    void verifyStoredSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      globalThis.removeEventListener?.("storage", onStorage);
      clearTimeout(refreshTimer);
    }
  };
}

export function getSessionState(): SessionState {
  return state;
}

/** Tests only: forget everything, as a fresh page load would. */
export function resetSessionStoreForTests(): void {
  clearTimeout(refreshTimer);
  refreshInFlight = null;
  hasVerified = false;
  const session = readStoredSession();
  state = { session, isLoading: session !== null };
}
