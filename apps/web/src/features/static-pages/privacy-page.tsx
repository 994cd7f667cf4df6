import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";

/** Privacy (spec §2): a title and one section, citing the e-commerce decree. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { name } = getShopInfo();
  usePageTitle(t("privacy.title"), t("privacy.description", { name }));
  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t("privacy.title")}</h1>
      <section className="mt-10">
        <h2 className="text-2xl font-semibold">{t("privacy.section_title")}</h2>
        <p className="mt-4 leading-relaxed text-ink/90">{t("privacy.section_content")}</p>
      </section>
    </article>
  );
}
