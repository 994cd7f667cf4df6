import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Checkout (spec §2); the shipping form and the summary arrive with the checkout issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t("checkout.title"), t("checkout.description"));
  return (
    <div className="container-page">
      <PageIntro title={t("checkout.title")}>
        <p>{t("checkout.description")}</p>
      </PageIntro>
    </div>
  );
}
