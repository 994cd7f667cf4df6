import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";
import { SupportContact } from "./support-contact";

const STEPS = ["warranty.step_1", "warranty.step_2", "warranty.step_3"] as const;

/** Warranty: conditions, three steps and a contact line with the support e-mail and hotline. */
export function WarrantyPage() {
  const { t } = useTranslation();
  const shop = getShopInfo();
  usePageTitle(t("warranty.title"), t("warranty.description", { name: shop.name }));

  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t("warranty.title")}</h1>
      <section className="mt-10">
        <h2 className="text-2xl font-semibold">{t("warranty.condition_title")}</h2>
        <p className="mt-4 leading-relaxed text-ink/90">{t("warranty.condition_content")}</p>
      </section>
      <section className="mt-10">
        <h2 className="text-2xl font-semibold">{t("warranty.process_title")}</h2>
        <ol className="mt-5 space-y-4">
          {STEPS.map((key, index) => (
            <li key={key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display font-semibold text-accent"
              >
                {index + 1}
              </span>
              <p className="pt-1.5 leading-relaxed text-ink/90">{t(key)}</p>
            </li>
          ))}
        </ol>
      </section>
      <SupportContact sentenceKey={"warranty.contact"} />
    </article>
  );
}
