import type { Session } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { completeMfa } from "./auth-api";
import { authErrorMessage } from "./auth-errors";
import { FormMessage, SubmitButton, TextField } from "./form-fields";

/**
 * The login's second step for staff with two-factor sign-in: the 6-digit code of the authenticator
 * app, or one of the recovery codes. A wrong code says so and lets the user try again; an expired
 * step (5 minutes) sends them back to the password.
 */
export function MfaStep({
  mfaToken,
  onSignedIn,
  onCancel,
}: {
  mfaToken: string;
  onSignedIn: (session: Session) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (code.trim().length < 6) return setError(t("security.error_code_required"));
    setIsBusy(true);
    try {
      onSignedIn(await completeMfa({ mfaToken, code: code.trim() }));
    } catch (mfaError) {
      setError(authErrorMessage(t, mfaError, t("security.error_invalid_code")));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="text-xl font-semibold">
        {t("security.login_mfa_title")}
      </h2>
      <p>{t("security.login_mfa_hint")}</p>
      <TextField
        label={t("security.code_label")}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint={t("security.recovery_code_hint")}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <SubmitButton isBusy={isBusy} label={t("security.submit_code")} busyLabel={t("security.verifying")} />
      <button
        type="button"
        onClick={onCancel}
        className="min-h-11 text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        {t("security.back_to_login")}
      </button>
    </form>
  );
}
