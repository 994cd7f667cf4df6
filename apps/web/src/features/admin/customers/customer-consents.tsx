import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { formatDate } from "../common";
import { useCustomerConsents } from "./privacy-api";

/** The customer page's consents: marketing now, and every consent and withdrawal with its notice. */
export function CustomerConsents({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const consents = useCustomerConsents(customerId);
  return (
    <section aria-labelledby="customer-consents" className="space-y-3" data-testid="customer-consents">
      <h2 id="customer-consents" className="text-lg font-semibold">
        {t("personal_data.admin_consents_title")}
      </h2>
      {consents.isPending ? (
        <LoadingText />
      ) : consents.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("personal_data.consents_failed")}
        </p>
      ) : (
        <>
          <p className="text-sm">
            {t("personal_data.purpose_marketing")}:{" "}
            <strong>
              {consents.data.marketing ? t("personal_data.given") : t("personal_data.not_given")}
            </strong>
          </p>
          {consents.data.history.length === 0 ? (
            <p className="text-sm text-muted">{t("personal_data.history_empty")}</p>
          ) : (
            <ol className="divide-y divide-line rounded-xl border border-line bg-surface text-sm">
              {[...consents.data.history].reverse().map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
                  <span>
                    <span className="font-medium">{t(`personal_data.purpose_${row.purpose}`)}</span>
                    {" · "}
                    {row.given ? t("personal_data.given") : t("personal_data.withdrawn")}
                  </span>
                  <span className="text-muted">
                    {t(`personal_data.channel_${row.channel}`)} · {formatDate(row.at, i18n.language)} ·{" "}
                    {t("personal_data.notice_version", { version: row.noticeVersion })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
