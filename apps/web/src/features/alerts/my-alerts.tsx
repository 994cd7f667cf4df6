import { formatVnd, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { colourNameKey } from "../../entities/product/colour-name";
import { formatDate } from "../../lib/dates";
import { LoadingLine } from "../../ui/spinner";
import { useCancelAlert, useMyAlerts } from "./alerts-api";
import { MyAlertsFrame } from "./alerts-section";

/** The account page's list of the customer's alerts, each waiting one with a cancel button. */
export function MyAlerts() {
  const { t, i18n } = useTranslation();
  const alerts = useMyAlerts();
  const cancel = useCancelAlert();
  return (
    <MyAlertsFrame>
      {alerts.isPending ? (
        <LoadingLine emptyText={t("alerts.mine_empty")} />
      ) : alerts.isError ? (
        <p role="alert" className="text-red-800">
          {t("alerts.mine_failed")}
        </p>
      ) : alerts.data.items.length === 0 ? (
        <p className="text-muted">{t("alerts.mine_empty")}</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line text-sm">
          {alerts.data.items.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full border border-ink/15"
                  style={{ backgroundColor: alert.color }}
                />
                <span>
                  <span className="font-medium">{t(`alerts.kind_${alert.kind}`)}</span> ·{" "}
                  {t(colourNameKey(alert.color))} · {formatVnd(alert.priceSeen)} ·{" "}
                  {formatDate(alert.createdAt, i18n.language)} · {t(`alerts.status_${alert.status}`)}
                </span>
              </span>
              <span className="flex gap-3">
                <Link
                  className="text-accent hover:underline"
                  to={pagePath("product", { id: alert.productId })}
                >
                  {t("alerts.product")}
                </Link>
                {(alert.status === "waiting" || alert.status === "pending_confirmation") && (
                  <button
                    type="button"
                    className="text-red-800 hover:underline disabled:text-muted"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(alert.id)}
                  >
                    {t("alerts.cancel")}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {cancel.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {t("alerts.cancel_failed")}
        </p>
      )}
    </MyAlertsFrame>
  );
}
