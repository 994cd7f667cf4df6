import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { formatDate } from "../common";
import { useDataRequests } from "./privacy-api";

/**
 * The owner's list of personal-data requests (docs/decisions/051-personal-data.md): the open ones
 * (a guest's, until the mailed link is used) with the date the law gives, or all of them.
 */
export function DataRequestsPanel() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<"open" | "all">("open");
  const requests = useDataRequests(status);
  const now = Date.now();
  return (
    <section
      aria-labelledby="data-requests-title"
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
      data-testid="data-requests"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="data-requests-title" className="text-lg font-semibold">
          {t("personal_data.admin_requests_title")}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={status === "all"}
            onChange={(event) => setStatus(event.target.checked ? "all" : "open")}
            className="size-4 accent-accent"
          />
          {t("personal_data.admin_show_all")}
        </label>
      </div>
      <p className="text-sm text-muted">{t("personal_data.admin_requests_intro")}</p>
      {requests.isPending ? (
        <LoadingText />
      ) : requests.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("personal_data.admin_requests_failed")}
        </p>
      ) : requests.data.length === 0 ? (
        <p className="text-sm text-muted">{t("personal_data.admin_requests_none")}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {requests.data.map((request) => {
            const overdue = request.status === "pending" && new Date(request.dueAt).getTime() < now;
            return (
              <li
                key={request.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="min-w-0 break-all">
                  <span className="font-medium">{t(`personal_data.admin_kind_${request.kind}`)}</span>
                  {" · "}
                  {request.email}
                  {" · "}
                  <span className="text-muted">{t(`personal_data.admin_source_${request.source}`)}</span>
                </span>
                <span className={overdue ? "font-medium text-red-800" : "text-muted"}>
                  {t(`personal_data.admin_status_${request.status}`)} ·{" "}
                  {t("personal_data.admin_due", { date: formatDate(request.dueAt, i18n.language) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
