import { PRODUCT_CARD_IMAGE_SIZES, type Product, productPagePath } from "@shop/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price-view";
import { RatingLine } from "./product-rating";
import { variationInColour } from "./variation-in-colour";

/** Cards sit in a grid of 2, 3 and 4 columns inside a page at most 80rem wide. */
export const PRODUCT_CARD_SIZES = PRODUCT_CARD_IMAGE_SIZES;

export interface ProductCardProps {
  product: Product;
  /** The first cards of a page are in the first screen: their image loads at once. */
  isAboveFold?: boolean;
  /**
   * FAVOURITE SLOT: a control placed over the image's top-right corner, outside the card's link
   * (a button inside a link is not allowed). The accounts feature passes its heart button here.
   */
  favouriteButton?: ReactNode;
  /** The name's heading level: 2 in a grid right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /**
   * The colour a search named (`#rrggbb`): its picture is the cover, not the first colour's, and
   * the product's page opens at it.
   */
  colour?: string;
}

/** One product in a grid: cover image, name and price, linking to its page. */
export function ProductCard({
  product,
  isAboveFold = false,
  favouriteButton,
  headingLevel = 3,
  colour,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const named = variationInColour(product, colour);
  const shown = named ?? product.variations[0];
  const cover = shown?.images[0] ?? product.variations[0]?.images[0];
  return (
    <article className="group relative">
      <Link
        to={productPagePath(product.id, named?.color)}
        className="block rounded-xl focus-visible:outline-offset-4"
      >
        <ProductImage
          src={cover}
          alt={product.name}
          sizes={PRODUCT_CARD_SIZES}
          isEager={isAboveFold}
          className="w-full rounded-xl transition-opacity group-hover:opacity-90"
        />
        <Heading className="mt-3 line-clamp-2 font-sans text-sm leading-snug font-medium text-ink group-hover:text-accent md:text-base">
          {product.name}
        </Heading>
        <ProductPrice product={product} className="mt-1" />
        <RatingLine rating={product.rating} className="mt-0.5" />
      </Link>
      {favouriteButton && <div className="absolute top-2 right-2">{favouriteButton}</div>}
    </article>
  );
}

interface ProductGridProps {
  products: readonly Product[];
  /** How many of the first cards load eagerly (those in the first screen). */
  eagerCount?: number;
  /** The favourite control of each card (accounts); see ProductCardProps.favouriteButton. */
  renderFavourite?: (product: Product) => ReactNode;
  /** Extra classes per item index, e.g. to hide the last ones at one width. */
  itemClassName?: (index: number) => string;
  /** See ProductCardProps.headingLevel. */
  headingLevel?: 2 | 3;
  /** A search's answer: the colour each product was found by (see ProductCardProps.colour). */
  matchedColors?: Readonly<Record<string, string>>;
}

/** Products in 2 columns on phones, 3 from 768 px, 4 from 1024 px. */
export function ProductGrid({
  products,
  eagerCount = 0,
  renderFavourite,
  itemClassName,
  headingLevel,
  matchedColors,
}: ProductGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className={itemClassName?.(index) ?? ""}>
          <ProductCard
            product={product}
            isAboveFold={index < eagerCount}
            favouriteButton={renderFavourite?.(product)}
            headingLevel={headingLevel}
            colour={matchedColors?.[product.id]}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Grey cards in the grid's own columns and the cards' square images, shown while a list loads so
 * that the page keeps its shape (the loading text beside it says what is happening).
 */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul
      aria-hidden="true"
      className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered
        <li key={index}>
          <div className="aspect-square w-full rounded-xl bg-sand" />
          <div className="mt-3 h-4 w-3/4 rounded bg-sand" />
          <div className="mt-2 h-4 w-1/3 rounded bg-sand" />
        </li>
      ))}
    </ul>
  );
}
