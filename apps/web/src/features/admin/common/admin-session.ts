import type { Permission, UserRole } from "@shop/shared";
import { authFetch, getAccessToken as sessionAccessToken } from "../../../entities/session/session-store";
import { useSession } from "../../../entities/session/use-session";
import type { ApiRequest } from "../../../lib/api-client";

/**
 * The admin screens' view of the session (features/auth): whether the role is still loading,
 * whether the caller is an administrator or other staff (and which role), and calls with the bearer token. One seam, so the
 * admin code names the auth feature's public parts in one place.
 */
export function useAdminSession(): {
  isLoading: boolean;
  isAdmin: boolean;
  /** Staff of any role reach the back office; each sees only its sections (shell/sections.ts). */
  isStaff: boolean;
  /** What the role may do (packages/shared/src/staff-permissions.ts); the server checks again. */
  can: (permission: Permission) => boolean;
  role: UserRole | null;
  email: string | null;
} {
  const { isLoading, isAdmin, isStaff, can, user } = useSession();
  return { isLoading, isAdmin, isStaff, can, role: user?.role ?? null, email: user?.email ?? null };
}

/** For uploads, which go through XMLHttpRequest (progress) and so set the header themselves. */
export function getAccessToken(): Promise<string | null> {
  return sessionAccessToken();
}

export function adminFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return authFetch<T>(path, request);
}
