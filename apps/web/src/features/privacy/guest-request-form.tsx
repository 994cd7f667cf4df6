import { DATA_REQUEST_DUE_DAYS, type DataRequestKind, guestDataRequestSchema } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { currentLanguage } from "../../lib/i18n";
import { FormMessage, SubmitButton, TextField } from "../auth";
import { requestAsGuest } from "./privacy-api";

/**
 * A guest's request for a copy or the deletion of their data, by e-mail: the shop mails a link
 * that carries it out (modules/privacy). Shown on the privacy notice's page, with the word that an
 * account was deleted when the account page sent the person here.
 */
export function GuestRequestForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [kind, setKind] = useState<DataRequestKind>("export");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSent(false);
    const parsed = guestDataRequestSchema.safeParse({ email, kind, language: currentLanguage() });
    if (!parsed.success) return setError(t("personal_data.guest_error_email"));
    setIsBusy(true);
    try {
      await requestAsGuest({ email: parsed.data.email, kind, language: currentLanguage() });
      setSent(true);
    } catch {
      setError(t("personal_data.guest_failed"));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="guest-request-title"
      className="mt-12 rounded-2xl border border-line bg-surface p-5 md:p-8"
    >
      {params.get("deleted") === "1" ? (
        <div className="mb-6">
          <FormMessage kind="success">{t("personal_data.account_deleted")}</FormMessage>
        </div>
      ) : null}
      <h2 id="guest-request-title" className="text-2xl font-semibold">
        {t("personal_data.guest_title")}
      </h2>
      <p className="mt-2 leading-relaxed text-ink/90">
        {t("personal_data.guest_intro", {
          exportDays: DATA_REQUEST_DUE_DAYS.export,
          deleteDays: DATA_REQUEST_DUE_DAYS.delete,
        })}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex max-w-md flex-col gap-4">
        <TextField
          label={t("personal_data.guest_email")}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t("personal_data.guest_kind")}</legend>
          {(["export", "delete"] as const).map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-5 accent-accent"
              />
              <span>{t(`personal_data.guest_kind_${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{sent ? t("personal_data.guest_sent") : null}</FormMessage>
        <SubmitButton
          isBusy={isBusy}
          label={t("personal_data.guest_submit")}
          busyLabel={t("personal_data.guest_sending")}
        />
      </form>
    </section>
  );
}
