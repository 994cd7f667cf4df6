import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/dates";
import { authErrorMessage, FormMessage } from "../auth";
import { deviceNameOf } from "./device-name";
import { endSession, fetchSessions, signOutOtherSessions } from "./security-api";

const SESSIONS_KEY = ["me", "sessions"] as const;
const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/20 px-5 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent disabled:opacity-60";

/** The devices signed in to the account (browser, since, last used), with signing out of others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  // "Chrome trên Android", the text as sent when it cannot be read (kept whole in the title).
  const deviceLabel = (userAgent: string | null) => {
    if (userAgent === null) return t("security.sessions_unknown_device");
    const name = deviceNameOf(userAgent);
    return name ? t("security.sessions_device", { browser: name.browser, system: name.system }) : userAgent;
  };
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setError(null);
    setIsBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (failure) {
      setError(authErrorMessage(t, failure, t("security.error_generic")));
    } finally {
      setIsBusy(false);
    }
  }

  const others = (sessions.data ?? []).filter((session) => !session.current);

  return (
    <section
      className="rounded-2xl border border-line bg-surface p-5 md:p-8"
      aria-labelledby="sessions-title"
    >
      <h2 id="sessions-title" className="text-xl font-semibold">
        {t("security.sessions_title")}
      </h2>
      {sessions.isError ? <FormMessage kind="error">{t("security.error_load")}</FormMessage> : null}
      {sessions.isPending ? (
        <PendingSessions />
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {(sessions.data ?? []).map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="break-words text-sm font-medium" title={session.userAgent ?? undefined}>
                  {deviceLabel(session.userAgent)}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-accent/10 px-2 py-0.5 text-xs text-accent">
                      {t("security.sessions_this_device")}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  {t("security.sessions_dates", {
                    created: formatDate(session.createdAt, i18n.language, { withTime: true }),
                    lastUsed: formatDate(session.lastUsedAt, i18n.language, { withTime: true }),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className={buttonClass}
                  disabled={isBusy}
                  onClick={() => run(() => endSession(session.id))}
                >
                  {t("security.sessions_sign_out")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions.isPending ? null : others.length > 0 ? (
        <button
          type="button"
          className={`${buttonClass} mt-4`}
          disabled={isBusy}
          onClick={() => run(signOutOtherSessions)}
        >
          {t("security.sessions_sign_out_others")}
        </button>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("security.sessions_alone")}</p>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}

/**
 * While the list loads: this device's row (the one session always there) drawn with "loading" in
 * place of its name, its badge and dates kept invisibly, and the "alone" line's place, so the
 * sections below do not move when a shopper signed in only here gets the answer. Nothing is
 * claimed about other devices before the server has said.
 */
function PendingSessions() {
  const { t, i18n } = useTranslation();
  const now = new Date().toISOString();
  return (
    <div className="mt-4">
      <div className="py-3">
        <p role="status" className="text-sm font-medium text-muted">
          {t("common.loading")}
          <span aria-hidden="true" className="invisible ml-2 rounded-full px-2 py-0.5 text-xs">
            {t("security.sessions_this_device")}
          </span>
        </p>
        <p aria-hidden="true" className="invisible text-xs">
          {t("security.sessions_dates", {
            created: formatDate(now, i18n.language, { withTime: true }),
            lastUsed: formatDate(now, i18n.language, { withTime: true }),
          })}
        </p>
      </div>
      <p aria-hidden="true" className="invisible mt-2 text-sm">
        {t("security.sessions_alone")}
      </p>
    </div>
  );
}
