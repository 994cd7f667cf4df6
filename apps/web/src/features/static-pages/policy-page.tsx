import { useTranslation } from "react-i18next";
import { getShopInfo, telHref } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";

export interface PolicyPageProps {
  /** The translation group: `<group>.title`, `.description`, `.intro`, `.contact`. */
  group: "returns" | "shipping_policy";
  /** The sections' key stems: `<group>.<stem>_title` and `<group>.<stem>_content`. */
  sections: readonly string[];
}

/**
 * A policy page (returns, shipping): a title, an introduction, numbered sections and the support
 * contact, all from the translation files; Vietnam's e-commerce decree (52/2013/NĐ-CP, article 29,
 * as amended by 85/2021/NĐ-CP) asks a shop's website to publish these terms.
 */
export function PolicyPage({ group, sections }: PolicyPageProps) {
  const { t } = useTranslation();
  const shop = getShopInfo();
  usePageTitle(t(`${group}.title`), t(`${group}.description`, { name: shop.name }));

  // The contact line is one translated sentence; the e-mail and the phone inside it become links.
  const [beforeEmail = "", afterEmail = ""] = t(`${group}.contact`, {
    email: "\u0000",
    phone: "\u0001",
  }).split("\u0000");
  const [betweenLinks = "", afterPhone = ""] = afterEmail.split("\u0001");

  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t(`${group}.title`)}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink/90">{t(`${group}.intro`)}</p>
      {sections.map((stem) => {
        const id = `${group}-${stem}`;
        return (
          <section key={stem} aria-labelledby={id} className="mt-10">
            <h2 id={id} className="text-2xl font-semibold">
              {t(`${group}.${stem}_title`)}
            </h2>
            <p className="mt-4 leading-relaxed text-ink/90">{t(`${group}.${stem}_content`)}</p>
          </section>
        );
      })}
      <p className="mt-10 rounded-2xl bg-sand p-5 leading-relaxed">
        {beforeEmail}
        <a
          href={`mailto:${shop.supportEmail}`}
          className="font-medium text-accent underline underline-offset-4"
        >
          {shop.supportEmail}
        </a>
        {betweenLinks}
        <a href={telHref(shop.hotline)} className="font-medium text-accent underline underline-offset-4">
          {shop.hotline}
        </a>
        {afterPhone}
      </p>
    </article>
  );
}
