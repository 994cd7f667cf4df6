import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";
import { SupportContact } from "./support-contact";

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
      <SupportContact sentenceKey={`${group}.contact`} />
    </article>
  );
}
