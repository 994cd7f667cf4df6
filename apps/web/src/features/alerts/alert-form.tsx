import {
  type AlertKind,
  type AlertStatus,
  DEFAULT_LANGUAGE,
  emailSchema,
  isLanguage,
  PRIVACY_NOTICE_VERSION,
} from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../entities/session/use-session";
import { isApiError } from "../../lib/api-client";
import { useAskAlert } from "./alerts-api";

/** What the server's refusal means for the shopper, as a message key. */
function refusalKey(error: unknown): string {
  if (!isApiError(error)) return "alerts.error_send";
  switch (error.code) {
    case "alert_in_stock":
      return "alerts.error_in_stock";
    case "color_not_available":
      return "alerts.error_color";
    case "too_many_requests":
      return "alerts.error_rate_limited";
    case "network_error":
      return "alerts.error_network";
    default:
      return "alerts.error_send";
  }
}

/**
 * The "notify me" form, loaded when the shopper opens it (alert-control.tsx): the address (a
 * signed-in customer's own is used when proved), and a consent box the shopper ticks himself. A
 * guest is asked to confirm by mail; the server checks everything again.
 */
export default function AlertForm({
  productId,
  color,
  kind,
  onDone,
  onClose,
}: {
  productId: string;
  color: string;
  kind: AlertKind;
  onDone: (status: AlertStatus) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { user } = useSession();
  const ownAddress = user?.emailVerified ? user.email : null;
  // An unproved account's address is offered (it is confirmed by mail like a guest's).
  const [email, setEmail] = useState(user?.email ?? "");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useAskAlert();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found: { email?: string; consent?: string } = {};
    const address = ownAddress ? undefined : emailSchema.safeParse(email);
    if (address && !address.success) found.email = address.error.issues[0]?.message ?? "checkout.error_email";
    if (!consent) found.consent = "alerts.error_consent";
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    ask.mutate(
      {
        productId,
        color,
        kind,
        consent: true,
        lang: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        ...(address?.success ? { email: address.data } : {}),
      },
      {
        onSuccess: (created) => onDone(created.status),
        onError: (error) => setFailure(refusalKey(error)),
      },
    );
  };

  return (
    <form
      onSubmit={send}
      noValidate
      className="mt-4 space-y-3 rounded-xl border border-line px-4 py-4 text-sm"
      aria-labelledby={`${id}-title`}
      data-testid="alert-form"
    >
      <p id={`${id}-title`} className="font-semibold text-ink">
        {t(`alerts.title_${kind}`)}
      </p>
      {ownAddress ? (
        <p className="text-muted">{t("alerts.to_own_address", { email: ownAddress })}</p>
      ) : (
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block font-medium text-ink">
            {t("alerts.email")}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : `${id}-email-hint`}
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-base"
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="mt-1 text-red-800">
              {t(errors.email)}
            </p>
          ) : (
            <p id={`${id}-email-hint`} className="mt-1 text-muted">
              {t("alerts.email_hint")}
            </p>
          )}
        </div>
      )}
      <div>
        <label className="flex items-start gap-2 text-ink">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-accent"
          />
          <span>{t(`alerts.consent_${kind}`)}</span>
        </label>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1 text-red-800">
            {t(errors.consent)}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-red-800">
          {t(failure)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={ask.isPending}
          className="min-h-11 rounded-full bg-accent px-5 font-medium text-white transition-colors hover:bg-accent-strong disabled:bg-line disabled:text-muted"
        >
          {ask.isPending ? t("alerts.sending") : t("alerts.send")}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full px-4 font-medium text-muted hover:text-ink"
        >
          {t("alerts.close")}
        </button>
      </div>
    </form>
  );
}
