import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../ui/page-title";

/**
 * Shown when a page fails to render or its chunk cannot be fetched (for example after a new
 * release replaced the old files): reloading fetches the current ones.
 */
export function RouteError() {
  const { t } = useTranslation();
  usePageTitle(t("common.error_title"));
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl">{t("common.error_title")}</h1>
      <p className="mt-3 text-muted">{t("common.error")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="tap mt-8 inline-flex items-center justify-center rounded-full bg-accent px-6 py-3 text-white hover:bg-accent-strong"
      >
        {t("common.reload")}
      </button>
    </section>
  );
}
