import type { Language, LoginResult, Session } from "@shop/shared";
import { apiFetch } from "../../lib/api-client";

/** The account calls that need no token; one function per endpoint. */

export function register(body: {
  email: string;
  password: string;
  language: Language;
  privacyNoticeVersion?: string;
  marketingOptIn?: boolean;
}): Promise<Session> {
  return apiFetch<Session>("/register", { method: "POST", body });
}

/** A session, or for staff with two-factor sign-in the second step's token (`mfaRequired`). */
export function logIn(body: { email: string; password: string }): Promise<LoginResult> {
  return apiFetch<LoginResult>("/login", { method: "POST", body });
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function completeMfa(body: { mfaToken: string; code: string }): Promise<Session> {
  return apiFetch<Session>("/login/mfa", { method: "POST", body });
}

export function requestPasswordReset(body: { email: string; language: Language }): Promise<void> {
  return apiFetch<void>("/password-reset", { method: "POST", body });
}

export function confirmPasswordReset(body: { token: string; password: string }): Promise<void> {
  return apiFetch<void>("/password-reset/confirm", { method: "POST", body });
}

/** The link mailed at registration: proves the address. */
export function verifyEmail(token: string): Promise<{ emailVerified: true }> {
  return apiFetch<{ emailVerified: true }>("/verify-email", { method: "POST", body: { token } });
}

/** The one-time code the social sign-in callback left in the URL fragment. */
export function exchangeSignInCode(code: string): Promise<Session> {
  return apiFetch<Session>("/auth/exchange", { method: "POST", body: { code } });
}
