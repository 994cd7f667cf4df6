import { imageUrlForWidth, PAGE_PATHS, type Product, type PublicReview } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../entities/session/use-session";
import { formatDate } from "../../lib/dates";
import { sentenceGap } from "../../lib/i18n";
import { LoadingText } from "../../ui/spinner";
import { ReviewForm } from "./review-form";
import { useMyReview, useProductReviews } from "./reviews-api";
import { Stars } from "./stars";

/**
 * The product page's reviews (docs/decisions/057-reviews-related-address-book.md): the approved
 * ones, newest first, with their photos, "verified purchase" and the shop's answer; the average
 * and count; and, for a buyer whose order with it was delivered, the form to write one. Loaded
 * when the shopper scrolls near it (catalog/render-when-near.tsx), in a chunk of its own.
 */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(product.id, page);
  const rating = reviews.data?.rating ?? product.rating;

  return (
    <section aria-labelledby="reviews-title" className="mt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-title" className="text-2xl font-semibold">
          {t("reviews.title")}
        </h2>
        {rating?.count ? (
          <div className="flex items-center gap-2" data-testid="reviews-average">
            <Stars rating={rating.average} className="text-lg" />
            <span className="text-sm">{t("reviews.rating_line", rating)}</span>
          </div>
        ) : null}
      </div>
      <WriteReview productId={product.id} />
      {reviews.isPending ? (
        <LoadingText />
      ) : reviews.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {t("reviews.error_fetch")}
        </p>
      ) : reviews.data.items.length === 0 ? (
        <p className="mt-4 text-muted">{t("reviews.none")}</p>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-line border-y border-line" data-testid="review-list">
            {reviews.data.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.data.total > page * reviews.data.limit && (
            <button
              type="button"
              onClick={() => setPage(page + 1)}
              className="tap mt-4 rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
            >
              {t("reviews.more")}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Stars rating={review.rating} />
        <span className="sr-only">{t("reviews.stars", { count: review.rating })}</span>
        <span className="font-medium">{review.authorName}</span>
        {review.verifiedPurchase && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong">
            {t("reviews.verified_purchase")}
          </span>
        )}
        <span className="text-muted">{formatDate(review.createdAt, i18n.language)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer" className="block">
                <img
                  src={imageUrlForWidth(photo, 320) ?? photo}
                  alt={t("reviews.photo_alt", { name: review.authorName, number: index + 1 })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-sand px-4 py-3 text-sm" data-testid="shop-reply">
          <p className="font-medium">{t("reviews.shop_reply")}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply}</p>
        </div>
      )}
    </li>
  );
}

/** The form for a buyer who may review; a word for one who did; a sign-in link for a guest. */
function WriteReview({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mine = useMyReview(productId);
  const [justSent, setJustSent] = useState(false);
  if (!user) {
    return (
      <p className="mt-3 text-sm text-muted">
        <Link to={PAGE_PATHS.login} className="font-medium text-accent underline">
          {t("reviews.sign_in")}
        </Link>
        {sentenceGap()}
        {t("reviews.sign_in_hint")}
      </p>
    );
  }
  if (justSent || mine.data?.review?.status === "pending") {
    return (
      <p role="status" className="mt-3 rounded-xl bg-accent-soft px-4 py-3 text-sm">
        {t("reviews.sent_pending")}
      </p>
    );
  }
  if (!mine.data?.canReview) return null;
  return <ReviewForm productId={productId} onSent={() => setJustSent(true)} />;
}
