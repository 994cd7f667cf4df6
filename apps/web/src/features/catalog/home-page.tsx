import { type Category, categoryKey, HOME_PRODUCTS_PER_CATEGORY, PAGE_PATHS } from "@shop/shared";
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type ProductListRequest, productListQuery, useCategories } from "../../entities/product/product-api";
import { ButtonLink } from "../../ui/button-link";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { categoryHref } from "./catalog-links";
import type { CategoryGroup } from "./category-groups";
import { CategorySections } from "./category-sections";
import { HeroBanner } from "./hero-banner";
import { PromoVideo } from "./promo-video";

/**
 * HOME_PRODUCTS_PER_CATEGORY (shared: the server sends these lists with the page) fill 2 rows at 4
 * columns and 4 rows at 2 columns; at 3 columns (768–1023 px) the last two are hidden so that no
 * row is left half full.
 */
const HIDDEN_AT_THREE_COLUMNS = 6;

/** Home: the hero banner, the featured video and the featured products by category. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t("home.title"), t("home.description"));
  return (
    <>
      {/* The page's heading for screen readers and search engines; the slides show it too. */}
      <h1 className="sr-only">{t("home.heading")}</h1>
      <HeroBanner />
      <PromoVideo />
      <FeaturedProducts />
      <div className="container-page pb-16 text-center">
        <ButtonLink to={PAGE_PATHS.products} variant="secondary">
          {t("common.view_all")}
        </ButtonLink>
      </div>
    </>
  );
}

function featuredRequest(category: Category): ProductListRequest {
  return { category, limit: HOME_PRODUCTS_PER_CATEGORY, sort: "newest" };
}

/**
 * Featured products grouped by category, the categories ordered by their product count. One small request per category, so the page never downloads the whole catalogue.
 */
function FeaturedProducts() {
  const { t } = useTranslation();
  const categories = useCategories();
  const counted = (categories.data ?? []).filter((category) => category.count > 0);
  const lists = useQueries({
    queries: counted.map((category) => productListQuery(featuredRequest(category.name))),
  });

  let content: ReactNode;
  if (categories.isPending || lists.some((list) => list.isPending)) {
    content = <LoadingText text={t("products.loading")} />;
  } else if (categories.isError || lists.some((list) => list.isError)) {
    content = (
      <p role="alert" className="py-12 text-center text-red-700">
        {t("products.error")}
      </p>
    );
  } else {
    const groups: CategoryGroup[] = counted
      .map((category, index) => ({ category: category.name, products: lists[index]?.data?.items ?? [] }))
      .filter((group) => group.products.length > 0);
    content =
      groups.length === 0 ? (
        <p className="py-12 text-center text-muted">{t("products.no_products")}</p>
      ) : (
        <CategorySections
          groups={groups}
          headingLevel="h3"
          itemClassName={(index) => (index >= HIDDEN_AT_THREE_COLUMNS ? "md:max-lg:hidden" : "")}
          renderLaterGroupsWhenNear
          renderFooter={(category) => (
            <div className="mt-6 text-right">
              <ButtonLink to={categoryHref(category)} variant="secondary">
                {t("home.view_category", { category: t(categoryKey(category), { defaultValue: category }) })}
              </ButtonLink>
            </div>
          )}
        />
      );
  }

  return (
    <section aria-labelledby="home-featured" className="container-page py-12 md:py-16">
      <h2 id="home-featured" className="mb-8 text-3xl font-semibold md:mb-10 md:text-4xl">
        {t("home.featured")}
      </h2>
      {content}
    </section>
  );
}
