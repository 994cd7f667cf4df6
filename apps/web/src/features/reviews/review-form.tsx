import { REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_RATING_MAX, reviewFieldsSchema } from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { useSubmitReview } from "./reviews-api";

/** The formats the server accepts, judged there by their bytes (media/image-content.ts). */
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

type Field = "rating" | "body" | "photos";

/** What the server's refusal means for the buyer, as a message key. */
function refusalKey(error: unknown): string {
  if (!isApiError(error)) return "reviews.error_submit";
  switch (error.code) {
    case "review_not_buyer":
      return "reviews.error_not_buyer";
    case "review_exists":
      return "reviews.error_exists";
    case "unsupported_media_type":
      return "reviews.error_photo_type";
    case "payload_too_large":
      return "reviews.error_photo_size";
    default:
      return "reviews.error_submit";
  }
}

/**
 * A buyer's review: stars, a text and up to three photos. Checked here with the server's own
 * schema (shared reviewFieldsSchema), then again by the server, which also judges the photos.
 */
export function ReviewForm({ productId, onSent }: { productId: string; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitReview(productId);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewFieldsSchema.safeParse({ rating: String(rating), body });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    }
    if (photos.length > REVIEW_PHOTOS_MAX) found.photos = "reviews.error_photos_max";
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    submit.mutate(
      { rating: parsed.data.rating, body: parsed.data.body, photos },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (isApiError(error) && error.fields) {
            setErrors(
              Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, key])) as Partial<
                Record<Field, string>
              >,
            );
          }
          setFailure(refusalKey(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={send} className="mt-4 space-y-4 rounded-2xl border border-line bg-surface p-5">
      <h3 className="font-semibold">{t("reviews.write_title")}</h3>
      <fieldset>
        <legend className="text-sm font-medium">{t("reviews.your_rating")}</legend>
        <div className="mt-1 flex gap-1">
          {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1).map((stars) => (
            <label key={stars} className="tap cursor-pointer text-2xl leading-none">
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="peer sr-only"
                aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
              />
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${stars <= rating ? "text-accent" : "text-line"}`}
              >
                ★
              </span>
              <span className="sr-only">{t("reviews.stars", { count: stars })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-800">
            {t(errors.rating)}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium">
          {t("reviews.your_review")}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_BODY_MAX}
          rows={4}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2"
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="mt-1 text-sm text-red-800">
            {t(errors.body)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium">
          {t("reviews.photos", { max: REVIEW_PHOTOS_MAX })}
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept={PHOTO_TYPES}
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
          aria-describedby={errors.photos ? `${id}-photos-error` : undefined}
          className="mt-1 block w-full text-sm"
        />
        {errors.photos && (
          <p id={`${id}-photos-error`} className="mt-1 text-sm text-red-800">
            {t(errors.photos, { max: REVIEW_PHOTOS_MAX })}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(failure)}
        </p>
      )}
      <button
        type="submit"
        disabled={submit.isPending}
        className="min-h-11 rounded-full bg-accent px-6 text-sm font-medium text-white hover:bg-accent-strong disabled:bg-line disabled:text-muted"
      >
        {submit.isPending ? t("reviews.sending") : t("reviews.send")}
      </button>
    </form>
  );
}
