import type { TwoFactorEnrolment } from "@shop/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authErrorMessage, FormMessage, SubmitButton, TextField } from "../auth";
import {
  beginTwoFactorEnrolment,
  confirmTwoFactor,
  disableTwoFactor,
  fetchTwoFactorStatus,
} from "./security-api";

const TWO_FACTOR_KEY = ["me", "two-factor"] as const;
const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/20 px-6 py-2.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:opacity-60";

/**
 * Two-factor sign-in on the account page (staff): off → scan the QR code, confirm with a first code
 * → the 10 recovery codes, shown this once; on → how many recovery codes are left, and turning it
 * off with a current code or the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: fetchTwoFactorStatus });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });

  async function run(work: () => Promise<void>, fallback: string) {
    setError(null);
    setNotice(null);
    setIsBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(authErrorMessage(t, failure, fallback));
    } finally {
      setIsBusy(false);
    }
  }

  const onBegin = () =>
    run(async () => {
      setEnrolment(await beginTwoFactorEnrolment());
      setCode("");
    }, t("security.error_generic"));

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await confirmTwoFactor(code.trim());
      setRecoveryCodes(answer.recoveryCodes);
      setEnrolment(null);
      setCode("");
      await refresh();
    }, t("security.error_invalid_code"));
  };

  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    const given = secret.trim();
    if (!given) return setError(t("security.error_code_required"));
    // Six or more digits are a code; anything else is the password (or a recovery code's dashes).
    const body =
      /^[\d\s]{6,}$/.test(given) || /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/i.test(given)
        ? { code: given }
        : { password: secret };
    void run(async () => {
      await disableTwoFactor(body);
      setSecret("");
      setRecoveryCodes(null);
      setNotice(t("security.disabled_success"));
      await refresh();
    }, t("security.error_generic"));
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface p-5 md:p-8"
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title" className="text-xl font-semibold">
        {t("security.two_factor_title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("security.two_factor_intro")}</p>
      {status.data?.required && !status.data.enrolled ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t("security.required_notice")}
        </p>
      ) : null}

      {recoveryCodes ? (
        <div className="mt-4" data-testid="recovery-codes">
          <h3 className="font-semibold">{t("security.recovery_title")}</h3>
          <p className="mt-1 text-sm">{t("security.recovery_hint")}</p>
          <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <button type="button" className={`${buttonClass} mt-4`} onClick={() => setRecoveryCodes(null)}>
            {t("security.recovery_done")}
          </button>
        </div>
      ) : null}

      {status.isLoading ? <p className="mt-4 text-sm">{t("account.loading")}</p> : null}

      {status.data && !status.data.enrolled && !enrolment ? (
        <div className="mt-4">
          <p className="text-sm font-medium">{t("security.status_off")}</p>
          <button type="button" className={`${buttonClass} mt-3`} onClick={onBegin} disabled={isBusy}>
            {t("security.enrol_start")}
          </button>
        </div>
      ) : null}

      {enrolment ? (
        <form noValidate onSubmit={onConfirm} className="mt-4 flex flex-col gap-4">
          <p className="text-sm">{t("security.enrol_scan")}</p>
          <img
            src={enrolment.qrCode}
            alt={t("security.qr_alt")}
            width={200}
            height={200}
            className="h-48 w-48 self-start rounded-lg border border-line bg-white"
          />
          <p className="text-sm">
            {t("security.enrol_secret")}{" "}
            <code className="break-all font-mono" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <TextField
            label={t("security.code_label")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitButton
            isBusy={isBusy}
            label={t("security.enrol_confirm")}
            busyLabel={t("security.verifying")}
          />
        </form>
      ) : null}

      {status.data?.enrolled ? (
        <div className="mt-4">
          <p className="text-sm font-medium">{t("security.status_on")}</p>
          <p className="mt-1 text-sm text-muted">
            {t("security.codes_left", { count: status.data.recoveryCodesLeft })}
          </p>
          <form noValidate onSubmit={onDisable} className="mt-4 flex flex-col gap-4">
            <TextField
              label={t("security.disable_label")}
              name="disable-secret"
              type="password"
              autoComplete="off"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              hint={t("security.disable_hint")}
            />
            <button type="submit" className={buttonClass} disabled={isBusy}>
              {t("security.disable_submit")}
            </button>
          </form>
        </div>
      ) : null}

      <div className="mt-4">
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{notice}</FormMessage>
      </div>
    </section>
  );
}
