import type {
  AccountSession,
  RecoveryCodes,
  StaffSecurity,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from "@shop/shared";
import { authFetch } from "../../entities/session/session-store";

/** The account's security calls (two-factor sign-in, sessions) and the owner's staff switch. */

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return authFetch<TwoFactorStatus>("/me/two-factor");
}

export function beginTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  return authFetch<TwoFactorEnrolment>("/me/two-factor/enrolment", { method: "POST" });
}

export function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return authFetch<RecoveryCodes>("/me/two-factor/confirm", { method: "POST", body: { code } });
}

/** Turning it off proves the caller again: a code (or recovery code), or the password. */
export function disableTwoFactor(body: { code: string } | { password: string }): Promise<void> {
  return authFetch<void>("/me/two-factor/disable", { method: "POST", body });
}

export async function fetchSessions(): Promise<AccountSession[]> {
  return (await authFetch<{ items: AccountSession[] }>("/me/sessions")).items;
}

export function endSession(id: string): Promise<void> {
  return authFetch<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function signOutOtherSessions(): Promise<void> {
  return authFetch<void>("/me/sessions/sign-out-others", { method: "POST" });
}

export function fetchStaffSecurity(): Promise<StaffSecurity> {
  return authFetch<StaffSecurity>("/admin/settings/staff-security");
}

export function saveStaffSecurity(body: StaffSecurity): Promise<StaffSecurity> {
  return authFetch<StaffSecurity>("/admin/settings/staff-security", { method: "PUT", body });
}
