import { type ConsentOverview, PAGE_PATHS } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../entities/session/use-session";
import { isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/dates";
import { sentenceGap } from "../../lib/i18n";
import { LoadingText } from "../../ui/spinner";
import { FormMessage, TextField } from "../auth";
import { deleteAccount, downloadMyData, fetchConsents, saveMarketing } from "./privacy-api";

const sectionClass = "rounded-2xl border border-line bg-surface p-5 md:p-8";
const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/20 px-6 py-2.5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:cursor-wait disabled:opacity-70";

/**
 * The account's "My data" (docs/decisions/051-personal-data.md): the copy of everything the shop
 * holds, the marketing switch, the history of consents, and the deletion of the account.
 */
export function MyDataSection() {
  const { t } = useTranslation();
  return (
    <section className="mt-12" aria-labelledby="my-data-title" id="my-data">
      <h2 id="my-data-title" className="text-2xl font-semibold">
        {t("personal_data.my_data_title")}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/80">
        {t("personal_data.my_data_intro")}
        {sentenceGap()}
        <Link to={PAGE_PATHS.privacy} className="font-medium text-accent underline underline-offset-4">
          {t("personal_data.notice_read")}
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <DownloadPanel />
          <ConsentsPanel />
        </div>
        <DeletePanel />
      </div>
    </section>
  );
}

function DownloadPanel() {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  return (
    <div className={sectionClass}>
      <h3 className="text-xl font-semibold">{t("personal_data.download_title")}</h3>
      <p className="mt-2 text-sm text-ink/80">{t("personal_data.download_intro")}</p>
      <button
        type="button"
        className={`${buttonClass} mt-4`}
        disabled={state === "busy"}
        aria-busy={state === "busy"}
        onClick={async () => {
          setState("busy");
          try {
            await downloadMyData();
            setState("idle");
          } catch {
            setState("failed");
          }
        }}
      >
        {state === "busy" ? t("personal_data.downloading") : t("personal_data.download")}
      </button>
      {state === "failed" ? (
        <div className="mt-3">
          <FormMessage kind="error">{t("personal_data.download_failed")}</FormMessage>
        </div>
      ) : null}
    </div>
  );
}

function ConsentsPanel() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const key = ["my-consents", user?.id ?? "guest"];
  const consents = useQuery({ queryKey: key, queryFn: fetchConsents, enabled: user !== null });
  const marketing = useMutation({
    mutationFn: saveMarketing,
    onSuccess: (overview: ConsentOverview) => client.setQueryData(key, overview),
  });
  const checked = consents.data?.marketing ?? false;
  return (
    <div className={sectionClass}>
      <h3 className="text-xl font-semibold">{t("personal_data.consents_title")}</h3>
      {consents.isPending ? (
        <LoadingText />
      ) : consents.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {t("personal_data.consents_failed")}
        </p>
      ) : (
        <>
          <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              aria-checked={checked}
              checked={checked}
              disabled={marketing.isPending}
              onChange={(event) => marketing.mutate(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-accent"
            />
            <span>
              <span className="font-medium">{t("personal_data.marketing_switch")}</span>
              <span className="block text-sm text-muted">{t("personal_data.marketing_switch_hint")}</span>
            </span>
          </label>
          {marketing.isError ? (
            <FormMessage kind="error">{t("personal_data.marketing_failed")}</FormMessage>
          ) : null}
          <h4 className="mt-6 text-sm font-semibold">{t("personal_data.history_title")}</h4>
          {consents.data.history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t("personal_data.history_empty")}</p>
          ) : (
            <ol className="mt-2 divide-y divide-line text-sm" data-testid="consent-history">
              {[...consents.data.history].reverse().map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span>
                    <span className="font-medium">{t(`personal_data.purpose_${row.purpose}`)}</span>
                    {" · "}
                    {row.given ? t("personal_data.given") : t("personal_data.withdrawn")}
                  </span>
                  <span className="text-muted">
                    {t(`personal_data.channel_${row.channel}`)} ·{" "}
                    {formatDate(row.at, i18n.language, { withTime: true })}
                    {" · "}
                    {t("personal_data.notice_version", { version: row.noticeVersion })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function DeletePanel() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password) return setError(t("personal_data.error_password"));
    setIsBusy(true);
    try {
      await deleteAccount({ password, ...(code.trim() ? { code: code.trim() } : {}) });
      await signOut();
      navigate(`${PAGE_PATHS.privacy}?deleted=1`, { replace: true });
    } catch (deleteError) {
      const reason = isApiError(deleteError) ? deleteError.code : null;
      setError(
        reason === "invalid_current_password"
          ? t("personal_data.error_wrong_password")
          : reason === "invalid_mfa_code"
            ? t("personal_data.error_code")
            : t("personal_data.delete_failed"),
      );
      setIsBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={`${sectionClass} flex flex-col gap-4 border-red-200`}
      aria-labelledby="delete-account-title"
    >
      <h3 id="delete-account-title" className="text-xl font-semibold text-red-900">
        {t("personal_data.delete_title")}
      </h3>
      <p className="rounded-lg bg-red-50 px-3 py-2 text-sm leading-relaxed text-red-900">
        {t("personal_data.delete_warning")}
      </p>
      <TextField
        label={t("personal_data.delete_password")}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t("personal_data.delete_code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        hint={t("personal_data.delete_code_hint")}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button
        type="submit"
        disabled={isBusy}
        aria-busy={isBusy}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-red-800 px-6 py-2.5 text-sm font-medium text-white transition-colors hover:bg-red-900 disabled:cursor-wait disabled:opacity-70"
      >
        {isBusy ? t("personal_data.deleting") : t("personal_data.delete_button")}
      </button>
    </form>
  );
}
