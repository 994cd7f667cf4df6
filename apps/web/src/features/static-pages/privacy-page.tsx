import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";

/**
 * Privacy: the title and the section on personal information, citing Vietnam's
 * e-commerce decree (52/2013/NĐ-CP, amended by 85/2021/NĐ-CP); then what the browser keeps and how
 * data is protected, so a shopper knows what this shop does with theirs.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { name, supportEmail } = getShopInfo();
  usePageTitle(t("privacy.title"), t("privacy.description", { name }));
  const sections = [
    { id: "privacy-collection", title: t("privacy.section_title"), content: t("privacy.section_content") },
    { id: "privacy-storage", title: t("privacy.storage_title"), content: t("privacy.storage_content") },
    {
      id: "privacy-security",
      title: t("privacy.security_title"),
      content: t("privacy.security_content", { email: supportEmail }),
    },
  ];
  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t("privacy.title")}</h1>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="text-2xl font-semibold">
            {section.title}
          </h2>
          <p className="mt-4 leading-relaxed text-ink/90">{section.content}</p>
        </section>
      ))}
    </article>
  );
}
