import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../../app-error";

/**
 * New passwords (register, change, reset, an administrator's set) must not be common ones
 * (OWASP ASVS 2.1.7, NIST SP 800-63B §5.1.1.2). The length rule lives in @shop/shared's
 * `newPasswordSchema`, so the forms say it before sending; the list stays on the server, so
 * 49,000 words never reach the storefront's JavaScript: the web app only translates the
 * `weak_password` answer. The list is zxcvbn-ts's frequency list of leaked passwords, compared
 * case-insensitively ("Password1" is as weak as "password1").
 */
let commonPasswords: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** Throws 400 `weak_password` for a common password. */
export function assertStrongPassword(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw new AppError("weak_password", 400, "This password is too common; choose another.", {
      [field]: "password_policy.error_weak",
    });
  }
}
