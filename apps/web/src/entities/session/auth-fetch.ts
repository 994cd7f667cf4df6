import type { Session } from "@shop/shared";
import { type ApiRequest, apiFetch, isApiError } from "../../lib/api-client";

/** What the HTTP client needs of the session; session-store.ts hands it over. */
export interface SessionAccess {
  /** The token to send now, refreshed first when (nearly) expired; null when signed out. */
  getAccessToken: () => Promise<string | null>;
  refreshSession: () => Promise<Session | null>;
  isSignedIn: () => boolean;
  endSession: () => void;
}

/**
 * `apiFetch` with the signed-in user's bearer token (the admin screens and the account pages use
 * it). A 401 gets one refresh and one retry: the access token may have been ended by a rotation in
 * another tab. A second 401 means the session is over, and the user is signed out.
 */
export async function fetchWithSession<T>(
  session: SessionAccess,
  path: string,
  request: ApiRequest = {},
): Promise<T> {
  const token = await session.getAccessToken();
  try {
    return await apiFetch<T>(path, { ...request, token });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401 || !session.isSignedIn()) throw error;
    const next = await session.refreshSession().catch(() => null);
    if (!next) throw error;
    try {
      return await apiFetch<T>(path, { ...request, token: next.accessToken });
    } catch (retryError) {
      if (isApiError(retryError) && retryError.status === 401) session.endSession();
      throw retryError;
    }
  }
}
