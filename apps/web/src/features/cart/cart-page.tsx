import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { useCartCount } from "./cart-storage";

/** Cart (spec §2); the lines and the summary arrive with the cart issue. */
export function CartPage() {
  const { t } = useTranslation();
  const count = useCartCount();
  usePageTitle(t("cart.title"), t("cart.description"));
  return (
    <div className="container-page">
      <PageIntro title={t("cart.title_count", { count })}>
        <p>{count === 0 ? t("cart.empty") : t("cart.description")}</p>
      </PageIntro>
      <ButtonLink to={PAGE_PATHS.products} variant="secondary" className="mt-8">
        {t("cart.continue_shopping")}
      </ButtonLink>
    </div>
  );
}
