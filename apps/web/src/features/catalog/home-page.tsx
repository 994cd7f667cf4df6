import { CATEGORIES, categoryKey, PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/button-link";
import { usePageTitle } from "../../ui/page-title";
import { categoryHref } from "./catalog-links";

/** Home (spec §2). The video, the hero slider and the featured products arrive with the catalogue. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("home.title"), t("home.description"));
  return (
    <>
      <section className="bg-sand/70">
        <div className="container-page py-16 md:py-28">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{t("home.eyebrow")}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold md:text-6xl">{t("home.heading")}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{t("home.subtitle")}</p>
          <ButtonLink to={PAGE_PATHS.products} className="mt-8">
            {t("home.shop_now")}
          </ButtonLink>
        </div>
      </section>
      <section aria-labelledby="home-categories" className="container-page py-12 md:py-16">
        <h2 id="home-categories" className="text-2xl font-semibold md:text-3xl">
          {t("home.browse_categories")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryHref(category)}
                className="flex min-h-24 items-end rounded-2xl border border-line bg-surface p-4 font-display text-lg transition-colors hover:border-accent hover:text-accent md:min-h-36 md:p-6 md:text-xl"
              >
                {t(categoryKey(category))}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
