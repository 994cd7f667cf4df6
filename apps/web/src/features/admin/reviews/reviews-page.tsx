import { type AdminReview, REVIEW_REPLY_MAX, REVIEW_STATUSES, type ReviewStatus } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminNotify, AdminPager, failure, formatDate, SectionPage, useUrlFilters } from "../common";
import { useAdminReviews, useModerateReview } from "./reviews-api";

function isReviewStatus(value: string | undefined): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? "");
}

const buttonClass =
  "tap rounded-full border border-ink/20 px-4 text-sm font-medium hover:border-accent hover:text-accent disabled:opacity-40";

/**
 * /admin/reviews: the buyers' reviews, waiting ones first by default; approve, hide, answer as the
 * shop (permission `reviews`). The filter and page live in the URL.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_reviews")}>
      {(notify) => <ReviewList notify={notify} />}
    </SectionPage>
  );
}

function ReviewList({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const { values, page, refine, setPage } = useUrlFilters(["status"] as const);
  // Without a filter in the URL the section opens on the reviews waiting for a decision.
  const status =
    values.status === "all" ? undefined : isReviewStatus(values.status) ? values.status : "pending";
  const reviews = useAdminReviews(status, page);

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("admin_reviews.filter")}</legend>
        {(["pending", "approved", "hidden", "all"] as const).map((option) => {
          const isCurrent = (status ?? "all") === option;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isCurrent}
              onClick={() => refine({ status: option === "pending" ? undefined : option })}
              className={`${buttonClass} ${isCurrent ? "border-accent bg-accent-soft text-accent-strong" : ""}`}
            >
              {t(`admin_reviews.status_${option}`)}
            </button>
          );
        })}
      </fieldset>
      {reviews.isPending ? (
        <p className="text-muted">{t("admin_reviews.loading")}</p>
      ) : reviews.isError ? (
        <p role="alert" className="text-red-800">
          {failure("admin_reviews.error_fetch", reviews.error, t)}
        </p>
      ) : reviews.data.items.length === 0 ? (
        <p className="text-muted">{t("admin_reviews.none")}</p>
      ) : (
        <>
          <ul className="grid gap-4" data-testid="admin-reviews">
            {reviews.data.items.map((review) => (
              <ReviewCard key={review.id} review={review} notify={notify} />
            ))}
          </ul>
          <AdminPager
            page={page}
            pages={Math.ceil(reviews.data.total / reviews.data.limit)}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

function ReviewCard({ review, notify }: { review: AdminReview; notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply ?? "");

  const act = (change: { status?: "approved" | "hidden"; reply?: string }, done: string) =>
    moderate.mutate(
      { id: review.id, change },
      {
        onSuccess: () => notify("success", t(done)),
        onError: (error) => notify("alert", failure("admin_reviews.error_save", error, t)),
      },
    );

  return (
    <li className="rounded-2xl border border-line bg-surface p-5" data-testid="admin-review">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium">{review.productName}</p>
        <span className="rounded-full bg-sand px-2 py-0.5 text-xs">
          {t(`admin_reviews.status_${review.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        <span aria-hidden="true" className="text-accent">
          {"★".repeat(review.rating)}
        </span>
        <span className="sr-only">{t("reviews.stars", { count: review.rating })}</span> · {review.authorName}{" "}
        · {review.orderCode} · {formatDate(review.createdAt, i18n.language)}
      </p>
      <p className="mt-3 whitespace-pre-line">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <img
                  src={photo}
                  alt={t("reviews.photo_alt", { name: review.authorName, number: index + 1 })}
                  className="size-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {review.status !== "approved" && (
          <button
            type="button"
            className={buttonClass}
            disabled={moderate.isPending}
            onClick={() => act({ status: "approved" }, "admin_reviews.approved")}
          >
            {t("admin_reviews.approve")}
          </button>
        )}
        {review.status !== "hidden" && (
          <button
            type="button"
            className={buttonClass}
            disabled={moderate.isPending}
            onClick={() => act({ status: "hidden" }, "admin_reviews.hidden")}
          >
            {t("admin_reviews.hide")}
          </button>
        )}
      </div>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          act({ reply: reply.trim() }, "admin_reviews.replied");
        }}
      >
        <label htmlFor={`${id}-reply`} className="block text-sm font-medium">
          {t("admin_reviews.reply_label")}
        </label>
        <textarea
          id={`${id}-reply`}
          value={reply}
          maxLength={REVIEW_REPLY_MAX}
          rows={2}
          onChange={(event) => setReply(event.target.value)}
          className="mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2"
        />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={moderate.isPending}>
          {t("admin_reviews.reply_save")}
        </button>
      </form>
    </li>
  );
}
