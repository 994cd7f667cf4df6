import { useTranslation } from "react-i18next";
import { getShopInfo, telHref } from "../../lib/shop-info";
import { usePageTitle } from "../../ui/page-title";

const STEPS = ["warranty.step_1", "warranty.step_2", "warranty.step_3"] as const;

/** Warranty: conditions, three steps and a contact line with the support e-mail and hotline. */
export function WarrantyPage() {
  const { t } = useTranslation();
  const shop = getShopInfo();
  usePageTitle(t("warranty.title"), t("warranty.description", { name: shop.name }));

  // The contact line is one translated sentence; the e-mail and the phone inside it become links.
  const [beforeEmail = "", afterEmail = ""] = t("warranty.contact", {
    email: "\u0000",
    phone: "\u0001",
  }).split("\u0000");
  const [betweenLinks = "", afterPhone = ""] = afterEmail.split("\u0001");

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
