import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Product detail (spec §2); gallery, colours and the add-to-cart form arrive with the catalogue. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t("productdetail.title"));
  return (
    <div className="container-page">
      <PageIntro title={t("productdetail.title")}>
        {!id?.trim() && <p role="alert">{t("productdetail.error_invalid_id")}</p>}
      </PageIntro>
      <ButtonLink to={PAGE_PATHS.products} variant="secondary" className="mt-8">
        {t("productdetail.back_to_products")}
      </ButtonLink>
    </div>
  );
}
