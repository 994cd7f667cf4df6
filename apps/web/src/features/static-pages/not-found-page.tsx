import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button-link";
import { usePageTitle } from "../../ui/page-title";

/** Any path that is no page. (The server answers such paths with status 404 and this same app.) */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("not_found.title"), t("not_found.message"));
  return (
    <section className="container-page py-20 text-center md:py-28">
      <p className="font-display text-7xl font-semibold text-accent/30 md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold md:text-4xl">{t("not_found.title")}</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">{t("not_found.message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={PAGE_PATHS.home}>{t("not_found.back_home")}</ButtonLink>
        <ButtonLink to={PAGE_PATHS.products} variant="secondary">
          {t("not_found.browse")}
        </ButtonLink>
      </div>
    </section>
  );
}
