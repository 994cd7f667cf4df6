import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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

/** The loading line, as tall as the "no alerts yet" line that most often replaces it. */
export function MyAlertsLoadingLine() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted">
      {t("common.loading")}
    </p>
  );
}

export function MyAlertsLoading() {
  return (
    <MyAlertsFrame>
      <MyAlertsLoadingLine />
    </MyAlertsFrame>
  );
}
