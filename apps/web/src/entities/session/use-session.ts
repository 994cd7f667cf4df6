import { type AccountUser, hasPermission, isStaffRole, type Permission } from "@shop/shared";
import { useSyncExternalStore } from "react";
import { authFetch, getSessionState, signOut, subscribeSession } from "./session-store";

export interface SessionView {
  user: AccountUser | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** Any role of the back office (packages/shared/src/staff-permissions.ts). */
  isStaff: boolean;
  /** Whether the role may use a part of the back office; the server checks again. */
  can: (permission: Permission) => boolean;
  /** A stored session is being checked with the server: show the loading text, not "signed out". */
  isLoading: boolean;
  signOut: () => Promise<void>;
  /** Calls the API with the bearer token (refreshing it when needed). */
  authFetch: typeof authFetch;
}

/**
 * Who is signed in: the user, the logged-in and admin flags, and whether the
 * stored session is still being checked. Every component reading it re-renders on sign-in,
 * sign-out, refresh and changes made in other tabs.
 */
export function useSession(): SessionView {
  const { session, isLoading } = useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
  const user = session?.user ?? null;
  return {
    user,
    isLoggedIn: user !== null,
    isAdmin: user?.role === "admin",
    isStaff: user ? isStaffRole(user.role) : false,
    can: (permission) => (user ? hasPermission(user.role, permission) : false),
    isLoading,
    signOut,
    authFetch,
  };
}
