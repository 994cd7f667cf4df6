import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadingLine } from "../../ui/spinner";

/**
 * The account page's alerts section: its heading and what goes under it. Drawn with a loading line
 * while the list's own code and the alerts are on their way (`MyAlertsLoading`), the height of the
 * line that says there are none: the section never appears from nothing, nor shrinks, and so never
 * moves the orders below it as a shopper taps one of them.
 */
export function MyAlertsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mt-12" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="text-2xl font-semibold">
        {t("alerts.mine_title")}
      </h2>
      <div className="mt-6" data-testid="my-alerts">
        {children}
      </div>
    </section>
  );
}

export function MyAlertsLoading() {
  const { t } = useTranslation();
  return (
    <MyAlertsFrame>
      <LoadingLine emptyText={t("alerts.mine_empty")} />
    </MyAlertsFrame>
  );
}
