import { categoryKey, type Product } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProductGrid } from "../../entities/product/product-card";
import type { CategoryGroup } from "./category-groups";
import { RenderWhenNear } from "./render-when-near";

interface CategorySectionsProps {
  groups: readonly CategoryGroup[];
  headingLevel: "h2" | "h3";
  /** Cards in the first screen load eagerly: this many of the first group's. */
  eagerCount?: number;
  /** A link under each group, e.g. "View all: Handbags". */
  renderFooter?: (category: string) => ReactNode;
  renderFavourite?: (product: Product) => ReactNode;
  itemClassName?: (index: number) => string;
  /** Groups after the first render their cards only as they come near the screen. */
  renderLaterGroupsWhenNear?: boolean;
}

/** Products grouped by category, each under its translated name (the raw name when untranslated). */
export function CategorySections({
  groups,
  headingLevel: Heading,
  eagerCount = 0,
  renderFooter,
  renderFavourite,
  itemClassName,
  renderLaterGroupsWhenNear = false,
}: CategorySectionsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-12 md:space-y-16">
      {groups.map((group, index) => {
        const grid = (
          <ProductGrid
            products={group.products}
            eagerCount={index === 0 ? eagerCount : 0}
            renderFavourite={renderFavourite}
            itemClassName={itemClassName}
          />
        );
        return (
          <section key={group.category}>
            <Heading
              className="mb-5 text-2xl font-semibold md:mb-6 md:text-3xl"
              data-testid="category-heading"
            >
              {t(categoryKey(group.category), { defaultValue: group.category })}
            </Heading>
            {renderLaterGroupsWhenNear && index > 0 ? (
              <RenderWhenNear placeholderClassName="h-[1080px] md:h-[660px] lg:h-[740px]">
                {grid}
              </RenderWhenNear>
            ) : (
              grid
            )}
            {renderFooter?.(group.category)}
          </section>
        );
      })}
    </div>
  );
}
