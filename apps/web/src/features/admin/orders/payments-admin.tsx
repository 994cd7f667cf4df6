import type { PaymentNotification } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { adminFetch, formatDate } from "../common";

const cell = "border-b border-line px-3 py-2 align-top";

/** The gateways' notifications (GET /api/payments/notifications): all, flagged only, or one order's. */
function usePaymentNotifications(query: { flaggedOnly?: boolean; orderId?: string }) {
  return useQuery({
    queryKey: ["admin", "payment-notifications", query],
    queryFn: ({ signal }) =>
      adminFetch<{ notifications: PaymentNotification[] }>("/payments/notifications", {
        query: { flagged: query.flaggedOnly ? "true" : undefined, orderId: query.orderId, limit: 100 },
        signal,
      }),
    staleTime: 0,
  });
}

/**
 * The notifications as a table: the owner's list below the orders, and an order's payment
 * records in its detail view (`orderId`).
 */
export function PaymentRecords({
  flaggedOnly = false,
  orderId,
}: {
  flaggedOnly?: boolean;
  orderId?: string;
}) {
  const { t, i18n } = useTranslation();
  const list = usePaymentNotifications({ flaggedOnly, orderId });
  if (list.isPending) return <LoadingText />;
  if (list.isError) return <p role="alert">{t("payment_admin.error_load")}</p>;
  if (list.data.notifications.length === 0) return <p className="text-muted">{t("payment_admin.empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="payment-notifications">
        <thead className="bg-sand">
          <tr>
            {["received", "provider", "order", "verdict", "times"].map((key) => (
              <th key={key} scope="col" className={cell}>
                {t(`payment_admin.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data.notifications.map((notification) => (
            <tr key={notification.id} className={notification.flagged ? "bg-red-50" : undefined}>
              <td className={`${cell} whitespace-nowrap`}>
                {formatDate(notification.receivedAt, i18n.language)}
              </td>
              <td className={cell}>{notification.provider === "vnpay" ? "VNPay" : "MoMo"}</td>
              <td className={`${cell} font-mono text-xs`}>{notification.orderId ?? "—"}</td>
              <td className={cell}>
                {t(`payment_admin.verdict_${notification.verdict}`)}
                {notification.flagged ? (
                  <strong className="ml-2 text-red-800">{t("payment_admin.flagged")}</strong>
                ) : null}
              </td>
              <td className={cell}>{notification.timesReceived}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's list of every gateway notification, the ones to look at first on request. */
export function PaymentNotifications() {
  const { t } = useTranslation();
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  return (
    <section aria-labelledby="admin-payment-notifications" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-payment-notifications" className="text-2xl font-semibold">
          {t("payment_admin.title")}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            checked={flaggedOnly}
            onChange={(event) => setFlaggedOnly(event.target.checked)}
          />
          {t("payment_admin.flagged_only")}
        </label>
      </div>
      <PaymentRecords flaggedOnly={flaggedOnly} />
    </section>
  );
}
