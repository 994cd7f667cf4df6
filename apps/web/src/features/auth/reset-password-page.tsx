import { PAGE_PATHS, PASSWORD_MIN_LENGTH, passwordResetConfirmSchema } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../ui/page-title";
import { confirmPasswordReset } from "./auth-api";
import { AuthCard } from "./auth-card";
import { authErrorMessage, fieldMessage } from "./auth-errors";
import { FormMessage, SubmitButton, TextField } from "./form-fields";

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

/** The page the reset e-mail links to (docs/decisions/007-identity-of-our-own.md): a new password, twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  usePageTitle(t("reset_password.title"), t("reset_password.description"));
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) return setError(t("account.error_empty_fields"));
    if (password !== confirm) return setError(t("account.error_password_mismatch"));
    const parsed = passwordResetConfirmSchema.safeParse({ token, password });
    if (!parsed.success)
      return setError(fieldMessage(t, parsed.error.issues[0]?.message ?? "reset_password.error_failed"));
    setIsBusy(true);
    try {
      await confirmPasswordReset(parsed.data);
      setIsDone(true);
    } catch (resetError) {
      setError(authErrorMessage(t, resetError, t("reset_password.error_failed")));
    } finally {
      setIsBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title={t("reset_password.title")}>
        <p>{t("reset_password.missing_token")}</p>
        <p className="mt-6">
          <Link to={PAGE_PATHS.login} className={linkClass}>
            {t("reset_password.request_new")}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("reset_password.title")}>
      {isDone ? (
        <FormMessage kind="success">{t("reset_password.success")}</FormMessage>
      ) : (
        <>
          <p>{t("reset_password.description")}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
            <TextField
              label={t("reset_password.new_password")}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={t("register.password_hint", { min: PASSWORD_MIN_LENGTH })}
            />
            <TextField
              label={t("reset_password.confirm_password")}
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <FormMessage kind="error">{error}</FormMessage>
            <SubmitButton
              isBusy={isBusy}
              label={t("reset_password.submit")}
              busyLabel={t("reset_password.saving")}
            />
          </form>
        </>
      )}
      <p className="mt-6">
        <Link to={PAGE_PATHS.login} className={linkClass}>
          {t("reset_password.back_to_login")}
        </Link>
      </p>
    </AuthCard>
  );
}
