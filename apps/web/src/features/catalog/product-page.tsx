import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  categoryKey,
  formatVnd,
  hexColourParam,
  isFewLeft,
  isPromotionShown,
  isSoldOut,
  PAGE_PATHS,
  PRODUCT_COLOUR_PARAM,
  type Product,
  parseColourParam,
  productPagePath,
} from "@shop/shared";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { colourNameKey } from "../../entities/product/colour-name";
import { useProduct } from "../../entities/product/product-api";
import { priceTag } from "../../entities/product/product-price";
import { ProductPrice } from "../../entities/product/product-price-view";
import { RatingLine } from "../../entities/product/product-rating";
import { isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/dates";
import { ButtonLink } from "../../ui/button-link";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { ErrorMessage } from "../../ui/status-message";
import { loadAlertControl } from "../alerts";
import { addToCart } from "../cart";
import { FavouriteButton } from "../favourites";
import { RecentlyViewed, useRecordView } from "../recently-viewed";
import { loadProductReviews } from "../reviews";
import { categoryHref } from "./catalog-links";
import { ColourSwatches } from "./colour-swatches";
import { Notice, useNotice } from "./notice";
import { PreContractDisclosure } from "./pre-contract-disclosure";
import { ProductCover } from "./product-cover";
import { isProductId } from "./product-id";
import { QuantitySelector } from "./quantity-selector";
import { RenderWhenNear } from "./render-when-near";
import { ShareButtons } from "./share-buttons";

// Its own chunk: only shoppers who open the gallery download it.
const ProductGallery = lazy(() => import("./product-gallery"));
// Below the fold, each its own chunk, rendered when the shopper scrolls near (render-when-near.tsx).
const ProductReviews = lazy(async () => ({ default: await loadProductReviews() }));
const RelatedProducts = lazy(() => import("./related-products"));
/** "Notify me": its form's code loads with the page, never in the first load (features/alerts). */
const AlertControl = lazy(async () => ({ default: await loadAlertControl() }));
// Swiper (25 KB gzip) arrives after the first paint; until then ProductCover shows the first image.
const ProductCarousel = lazy(async () => ({ default: (await import("./product-carousel")).ProductCarousel }));

/**
 * Product detail: loading, then the product, an error, or "not found". A malformed id
 * is refused here with the shared uuid rule, before any request (`productdetail.error_invalid_id`).
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const isValidId = isProductId(id);
  const product = useProduct(id, isValidId);
  usePageTitle(product.data?.name ?? t("productdetail.title"), product.data?.description[0]);

  let content: ReactNode;
  if (!isValidId) {
    content = <ErrorMessage>{t("productdetail.error_invalid_id")}</ErrorMessage>;
  } else if (product.isPending) {
    content = <LoadingText text={t("productdetail.loading")} />;
  } else if (product.isError) {
    const isMissing = isApiError(product.error) && product.error.status === 404;
    content = (
      <ErrorMessage>{isMissing ? t("productdetail.not_found") : t("productdetail.error_fetch")}</ErrorMessage>
    );
  } else {
    return <ProductDetails key={product.data.id} product={product.data} />;
  }

  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="sr-only">{t("productdetail.title")}</h1>
      {content}
      <div className="text-center">
        <ButtonLink to={PAGE_PATHS.products} variant="secondary">
          {t("productdetail.back_to_products")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The index of the colour a page address names, or the first colour's. */
function variationOfColour(product: Product, param: string | null): number {
  const colour = param === null ? null : parseColourParam(param);
  return Math.max(
    0,
    product.variations.findIndex((variation) => variation.color === colour),
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The chosen colour lives in the address: opened from a search or a colour filter at the colour
  // its card showed (routes.ts), and a colour picked here is still chosen when the shopper comes back.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const variationIndex = variationOfColour(product, searchParams.get(PRODUCT_COLOUR_PARAM));
  const [imageIndex, setImageIndex] = useState(0);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(CART_QUANTITY_MIN);
  const { notice, show } = useNotice();
  const carouselRef = useRef<HTMLDivElement>(null);
  useRecordView(product.id);

  const variation = product.variations[variationIndex];
  const images = variation?.images ?? [];
  const category = t(categoryKey(product.category), { defaultValue: product.category });
  const maxAlert = t("cart.quantity_max_alert", { max: CART_QUANTITY_MAX });
  // Shared at the colour on the screen once the address names one, as the picture Pinterest gets.
  const sharedPath = productPagePath(
    product.id,
    searchParams.has(PRODUCT_COLOUR_PARAM) ? variation?.color : undefined,
  );
  const pageUrl = typeof window === "undefined" ? "" : `${window.location.origin}${sharedPath}`;
  const coverUrl = images[0] ? new URL(images[0], pageUrl || "http://localhost").href : undefined;

  const selectVariation = (index: number) => {
    const picked = product.variations[index];
    if (!picked) return;
    // In place: Back leaves the page instead of walking through the colours tried. The hash is
    // kept (setSearchParams drops it): a link to #reviews still points there after a pick.
    const next = new URLSearchParams(searchParams);
    next.set(PRODUCT_COLOUR_PARAM, hexColourParam(picked.color));
    navigate({ search: `?${next}`, hash: location.hash }, { replace: true });
    setImageIndex(0); // A new colour starts at its first image.
  };

  // A product without colours has nothing in stock (the server keeps stock per colour).
  const stock = variation?.stock ?? 0;
  const soldOut = isSoldOut(stock);

  /** Adds the chosen quantity in the chosen colour; false (and the max alert) when the cart refuses. */
  const add = (): boolean => {
    if (soldOut) return false;
    if (quantity > stock) {
      show("alert", t("stock.over_stock", { count: stock }));
      return false;
    }
    const result = addToCart({ id: product.id, color: variation?.color ?? "#000000", quantity });
    if (!result.ok) {
      show("alert", maxAlert);
      return false;
    }
    return true;
  };

  const closeGallery = () => {
    setGalleryIndex(null);
    carouselRef.current?.querySelector<HTMLElement>(".swiper-slide-active button")?.focus();
  };

  return (
    <div className="container-page pt-6 pb-16 md:pt-10">
      <div className="mb-5 text-sm text-muted">
        <Link to={PAGE_PATHS.products} className="hover:text-accent">
          {t("header.shop")}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={categoryHref(product.category)} className="hover:text-accent">
          {category}
        </Link>
      </div>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div ref={carouselRef} className="min-w-0">
          <Suspense
            fallback={<ProductCover productName={product.name} images={images} onOpen={setGalleryIndex} />}
          >
            <ProductCarousel
              key={variationIndex}
              productName={product.name}
              images={images}
              onIndexChange={setImageIndex}
              onOpen={setGalleryIndex}
            />
          </Suspense>
          <p className="sr-only" aria-live="polite">
            {images.length > 0 &&
              t("productdetail.image_alt", { name: product.name, number: imageIndex + 1 })}
          </p>
        </div>

        <div className="min-w-0">
          <p
            className="text-xs font-semibold tracking-[0.2em] text-accent uppercase"
            data-testid="product-category"
          >
            {category}
          </p>
          <div className="mt-2 flex items-start justify-between gap-4">
            <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
            <FavouriteButton product={product} size="page" />
          </div>
          <ProductPrice product={product} size="large" className="mt-4" />
          {product.rating?.count ? (
            <a href="#reviews" className="mt-1 inline-block hover:underline">
              <RatingLine rating={product.rating} />
            </a>
          ) : null}

          {isPromotionShown(product.promotion) && product.promotion && (
            <div className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm" data-testid="promotion">
              <p className="font-semibold text-accent-strong">
                {t("productdetail.promotion")}:{" "}
                {t("productdetail.discount", { discount: product.promotion.discount })}
              </p>
              <p className="text-ink">
                {t("productdetail.promotion_period", {
                  start: formatDate(product.promotion.startDate, i18n.language),
                  end: formatDate(product.promotion.endDate, i18n.language),
                })}
              </p>
              {product.promotionText && (
                <p className="mt-1 text-ink" data-testid="promotion-text">
                  {product.promotionText}
                </p>
              )}
            </div>
          )}

          {product.variations.length > 0 && (
            <div className="mt-6">
              <ColourSwatches
                variations={product.variations}
                selected={variationIndex}
                onSelect={selectVariation}
              />
            </div>
          )}

          <div className="mt-6">
            <QuantitySelector
              quantity={quantity}
              onChange={setQuantity}
              onOverMax={() => show("alert", maxAlert)}
            />
          </div>

          {soldOut ? (
            <p id="stock-note" className="mt-4 text-sm font-medium text-red-800" data-testid="stock-note">
              {t("stock.sold_out_reason")}
            </p>
          ) : (
            isFewLeft(stock) && (
              <p
                id="stock-note"
                className="mt-4 text-sm font-medium text-accent-strong"
                data-testid="stock-note"
              >
                {t("stock.only_left", { count: stock })}
              </p>
            )
          )}

          {variation && (
            <Suspense fallback={null}>
              <AlertControl
                key={`${variation.color}:${soldOut}`}
                productId={product.id}
                color={variation.color}
                soldOut={soldOut}
              />
            </Suspense>
          )}

          {/*
            The buy buttons: inline on a desktop; on a phone a bar fixed at the bottom of the screen
            with the price and the chosen colour, so they never scroll away. One set of buttons, not
            a copy, so a screen reader meets each once. styles.css pads the page's bottom by the
            bar's height (--buy-bar-offset: 0.5 + 1.5 + 0.5 + 3 rem, the 1px border and the safe
            area, the sizes here) so that it never covers the footer.
          */}
          <section
            data-buy-bar
            aria-label={t("productdetail.buy_bar")}
            className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(42_36_32/0.08)] backdrop-blur lg:static lg:z-auto lg:mt-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
          >
            <div
              aria-hidden="true"
              className="mb-2 flex h-6 items-center justify-between gap-3 text-sm lg:hidden"
            >
              <span className="font-semibold text-ink">{formatVnd(priceTag(product).price)}</span>
              {variation && (
                <span className="flex min-w-0 items-center gap-2 text-muted">
                  <span
                    className="size-4 shrink-0 rounded-full border border-ink/15"
                    style={{ backgroundColor: variation.color }}
                  />
                  <span className="truncate">{t(colourNameKey(variation.color))}</span>
                </span>
              )}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <button
                type="button"
                onClick={() => {
                  if (add()) show("success", t("productdetail.added_to_cart"));
                }}
                disabled={soldOut}
                aria-describedby={soldOut ? "stock-note" : undefined}
                className="min-h-12 rounded-full border border-ink bg-surface px-3 text-sm font-medium sm:px-6 sm:text-base text-ink transition-colors hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:border-line disabled:hover:text-muted"
              >
                {t("productdetail.add_to_cart")}
              </button>
              <button
                type="button"
                onClick={() => {
                  if (add()) navigate(PAGE_PATHS.checkout);
                }}
                disabled={soldOut}
                aria-describedby={soldOut ? "stock-note" : undefined}
                className="min-h-12 rounded-full bg-accent px-3 text-sm font-medium sm:px-6 sm:text-base text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-line disabled:text-muted"
              >
                {t("productdetail.buy_now")}
              </button>
            </div>
          </section>

          <div className="mt-6">
            <ShareButtons pageUrl={pageUrl} productName={product.name} imageUrl={coverUrl} />
          </div>

          <dl className="mt-8 divide-y divide-line border-y border-line text-sm">
            {product.description.length > 0 && (
              <Detail term={t("productdetail.description")}>
                <ul className="list-disc space-y-1 pl-5">
                  {product.description.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Detail>
            )}
            {product.dimensions && <Detail term={t("productdetail.dimensions")}>{product.dimensions}</Detail>}
            {product.material && <Detail term={t("productdetail.material")}>{product.material}</Detail>}
            {product.careInstructions && (
              <Detail term={t("productdetail.care_instructions")}>{product.careInstructions}</Detail>
            )}
          </dl>
          <PreContractDisclosure origin={product.origin} />
        </div>
      </div>

      <BelowTheFold product={product} />
      <RecentlyViewed excludeId={product.id} />
      {galleryIndex !== null && (
        <Suspense fallback={null}>
          <ProductGallery
            productName={product.name}
            images={images}
            startIndex={galleryIndex}
            onClose={closeGallery}
          />
        </Suspense>
      )}
      <Notice notice={notice} />
    </div>
  );
}

/** Reviews and related products: loaded and rendered only as the shopper scrolls near them. */
function BelowTheFold({ product }: { product: Product }) {
  // A link to #reviews (from the account's orders) renders them at once and scrolls to them.
  const [isAskedFor] = useState(() => typeof window !== "undefined" && window.location.hash === "#reviews");
  useEffect(() => {
    if (isAskedFor) document.getElementById("reviews")?.scrollIntoView();
  }, [isAskedFor]);
  const reviews = (
    <Suspense fallback={null}>
      <ProductReviews product={product} />
    </Suspense>
  );
  return (
    <>
      {/* Always on the page, so the rating's link under the price finds it before it renders. */}
      <div id="reviews" className="scroll-mt-24">
        {isAskedFor ? reviews : <RenderWhenNear placeholderClassName="mt-16 h-48">{reviews}</RenderWhenNear>}
      </div>
      <RenderWhenNear placeholderClassName="mt-16 h-96">
        <Suspense fallback={null}>
          <RelatedProducts productId={product.id} />
        </Suspense>
      </RenderWhenNear>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-4">
      <dt className="mb-1.5 font-semibold text-ink">{term}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}
