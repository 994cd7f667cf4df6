import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../lib/i18n";
import { authErrorMessage, FormMessage } from "../auth";
import { resendVerification } from "./account-api";

/**
 * A gentle reminder on the account page while the address is not verified: guest orders with it
 * join the account only once it is (docs/decisions/020-accounts-and-headers.md).
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setError(null);
    setState("sending");
    try {
      await resendVerification({ language: currentLanguage() });
      setState("sent");
    } catch (resendError) {
      setError(authErrorMessage(t, resendError, t("verify_email.error_resend")));
      setState("idle");
    }
  }

  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-notice"
      className="mt-8 rounded-2xl border border-accent/30 bg-accent/5 p-5 md:px-8"
    >
      <h2 id="verify-email-title" className="font-semibold">
        {t("verify_email.notice_title")}
      </h2>
      <p className="mt-1 text-sm">{t("verify_email.notice_text")}</p>
      {state === "sent" ? (
        <FormMessage kind="success">{t("verify_email.resent")}</FormMessage>
      ) : (
        <button
          type="button"
          onClick={resend}
          disabled={state === "sending"}
          className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full border border-ink/20 px-5 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:opacity-60"
        >
          {t(state === "sending" ? "verify_email.resending" : "verify_email.resend")}
        </button>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}
