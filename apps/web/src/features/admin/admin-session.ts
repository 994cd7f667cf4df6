import type { Permission } from "@shop/shared";
import { authFetch, getAccessToken as sessionAccessToken } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import type { ApiRequest } from "../../lib/api-client";

/**
 * The admin screens' view of the session (features/auth): whether the role is still loading,
 * whether the caller is staff and what the role may do, and calls with the bearer token. One seam, so the
 * admin code names the auth feature's public parts in one place.
 */
export function useAdminSession(): {
  isLoading: boolean;
  /** Any staff role: the back office opens, each part asks `can` (the server checks again). */
  isStaff: boolean;
  can: (permission: Permission) => boolean;
} {
  const { isLoading, isStaff, can } = useSession();
  return { isLoading, isStaff, can };
}

/** For uploads, which go through XMLHttpRequest (progress) and so set the header themselves. */
export function getAccessToken(): Promise<string | null> {
  return sessionAccessToken();
}

export function adminFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return authFetch<T>(path, request);
}
