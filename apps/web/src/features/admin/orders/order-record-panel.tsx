import { type AdminOrderDetail, saleTermsPath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";

/**
 * The order as a record (docs/decisions/052-the-buyers-contract-and-records.md): the sale terms it
 * was placed under (version, link to their text in the order's language, the hash stored with it,
 * whether the shopper ticked them) and, once archived, since when it is out of the working list.
 */
export function OrderRecordPanel({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="order-record"
      className="space-y-2 rounded-xl border border-line bg-surface p-4 text-sm"
      data-testid="order-record"
    >
      <h2 id="order-record" className="font-semibold">
        {t("order_records.title")}
      </h2>
      {order.archivedAt && (
        <p className="font-medium text-amber-900" data-testid="order-archived">
          {t("order_records.archived_at", {
            date: formatDate(order.archivedAt, i18n.language, { withTime: true }),
          })}
        </p>
      )}
      {order.termsVersion ? (
        <p>
          {t("order_records.terms", { version: order.termsVersion })}{" "}
          <a
            href={saleTermsPath(order.termsVersion, order.language)}
            target="_blank"
            rel="noopener"
            className="text-accent-strong underline underline-offset-4"
          >
            {t("order_records.terms_open")}
          </a>
          <span className="block text-xs break-all text-muted">SHA-256 {order.termsHash}</span>
          {/* An API client that sent no termsVersion: placed under the terms in force, not ticked
              by the shopper (docs/decisions/052-the-buyers-contract-and-records.md), so it stands out. */}
          <span
            className={
              order.termsAccepted
                ? "block text-xs text-muted"
                : "mt-1 block text-xs font-medium text-amber-900"
            }
            data-testid="order-terms-acceptance"
            data-accepted={String(order.termsAccepted)}
          >
            {t(order.termsAccepted ? "order_records.terms_accepted" : "order_records.terms_not_accepted")}
          </span>
        </p>
      ) : (
        <p className="text-muted">{t("order_records.no_terms")}</p>
      )}
    </section>
  );
}
