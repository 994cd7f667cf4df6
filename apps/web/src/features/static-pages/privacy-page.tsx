import { PRIVACY_NOTICE_VERSION } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDate } from "../../lib/dates";
import { getShopInfo } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";
import { DataRequestResult, GuestRequestForm } from "../privacy";

/**
 * The privacy notice, versioned (PRIVACY_NOTICE_VERSION in packages/shared: the consents recorded
 * at checkout and registration name it): what is collected, citing Vietnam's e-commerce decree
 * (52/2013/NĐ-CP, amended by 85/2021/NĐ-CP) and the Personal Data Protection Law (91/2025/QH15)
 * with Decree 356/2025/NĐ-CP; why, for how long, who receives it, the person's rights and the
 * contact; then the guests' request form (docs/decisions/051-personal-data.md).
 */
export function PrivacyPage() {
  const [params] = useSearchParams();
  const request = params.get("request");
  // A guest's mailed link (modules/privacy) opens this page with its token.
  if (request !== null) return <DataRequestResult token={request} />;
  return <PrivacyNotice />;
}

function PrivacyNotice() {
  const { t, i18n } = useTranslation();
  const { name, supportEmail, hotline } = getShopInfo();
  usePageTitle(t("privacy.title"), t("privacy.description", { name }));
  const sections = [
    { id: "privacy-collection", title: t("privacy.section_title"), content: t("privacy.section_content") },
    {
      id: "privacy-purposes",
      title: t("personal_data.notice_purposes_title"),
      content: t("personal_data.notice_purposes_content"),
    },
    {
      id: "privacy-retention",
      title: t("personal_data.notice_retention_title"),
      content: t("personal_data.notice_retention_content"),
    },
    {
      id: "privacy-recipients",
      title: t("personal_data.notice_recipients_title"),
      content: t("personal_data.notice_recipients_content"),
    },
    {
      id: "privacy-rights",
      title: t("personal_data.notice_rights_title"),
      content: t("personal_data.notice_rights_content"),
    },
    { id: "privacy-storage", title: t("privacy.storage_title"), content: t("privacy.storage_content") },
    {
      id: "privacy-security",
      title: t("privacy.security_title"),
      content: t("privacy.security_content", { email: supportEmail }),
    },
    {
      id: "privacy-contact",
      title: t("personal_data.notice_contact_title"),
      content: t("personal_data.notice_contact_content", { name, email: supportEmail, hotline }),
    },
  ];
  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t("privacy.title")}</h1>
      <p className="mt-4 text-sm text-muted" data-testid="privacy-notice-version">
        {t("personal_data.notice_version_line", {
          version: PRIVACY_NOTICE_VERSION,
          date: formatDate(`${PRIVACY_NOTICE_VERSION}T00:00:00+07:00`, i18n.language),
        })}
      </p>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="text-2xl font-semibold">
            {section.title}
          </h2>
          <p className="mt-4 leading-relaxed whitespace-pre-line text-ink/90">{section.content}</p>
        </section>
      ))}
      <GuestRequestForm />
    </article>
  );
}
