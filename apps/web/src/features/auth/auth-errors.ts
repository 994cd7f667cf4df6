import { PASSWORD_MIN_LENGTH } from "@shop/shared";
import type { TFunction } from "i18next";
import { isApiError } from "../../lib/api-client";

/**
 * The server's error codes as the message keys of docs/product.md (the web app maps codes to
 * message keys). A 400 names the key of the field at fault (shared schemas carry i18n keys).
 */
export function authErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  switch (error.code) {
    case "network_error":
      return t("error.network");
    case "too_many_requests":
      return t("login.error_too_many_requests");
    case "invalid_credentials":
      return t("login.error_invalid_credentials");
    case "email_taken":
      return t("register.error_email_taken");
    case "invalid_current_password":
      return t("account.error_wrong_password");
    case "invalid_reset_token":
      return t("reset_password.error_invalid_token");
    case "weak_password":
      return t("password_policy.error_weak");
    case "invalid_verification_token":
      return t("verify_email.error_invalid_token");
    case "unauthorized":
      return t("error.unauthorized");
    case "invalid_mfa_code":
      return t("security.error_invalid_code");
    case "invalid_mfa_token":
      return t("security.error_mfa_expired");
    case "email_already_verified":
      return t("verify_email.already_verified");
    case "validation_failed": {
      const key = Object.values(error.fields ?? {}).find((value) => /^[a-z_]+\.[a-z_]+$/.test(value));
      return key ? fieldMessage(t, key) : fallback;
    }
    default:
      return fallback;
  }
}

/** A shared-schema message (an i18n key) in words; the length rule needs its number. */
export function fieldMessage(t: TFunction, key: string): string {
  return t(key, { min: PASSWORD_MIN_LENGTH });
}
