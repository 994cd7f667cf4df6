import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { ButtonLink } from "../../ui/button-link";
import { usePageTitle } from "../../ui/page-title";

const PARAGRAPHS = ["about.intro_1", "about.intro_2", "about.intro_3", "about.intro_4"] as const;

/** About: title, subtitle, four paragraphs and a closing line. */
export function AboutPage() {
  const { t } = useTranslation();
  const { name } = getShopInfo();
  usePageTitle(t("about.title"), t("about.description", { name }));
  return (
    <article className="container-page max-w-3xl py-12 md:py-20">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{t("about.title")}</p>
      <h1 className="mt-4 text-4xl font-semibold md:text-5xl">{t("about.subtitle")}</h1>
      <img
        src="/images/about.webp"
        alt={t("about.image_alt")}
        width="1600"
        height="1067"
        loading="lazy"
        decoding="async"
        className="mt-8 aspect-[3/2] w-full rounded-2xl bg-sand object-cover"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink/90">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key, { name })}</p>
        ))}
      </div>
      <p className="mt-10 border-l-2 border-accent pl-5 font-display text-xl italic">
        {t("about.closing", { name })}
      </p>
      <ButtonLink to={PAGE_PATHS.products} className="mt-10">
        {t("home.shop_now")}
      </ButtonLink>
    </article>
  );
}
