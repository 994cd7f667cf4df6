import { z } from "./zod";

/**
 * Reviews from verified buyers (docs/decisions/057-reviews-related-address-book.md): a customer
 * whose order with the product was delivered writes one review of it (1–5 stars, a text, up to
 * REVIEW_PHOTOS_MAX photos); staff with the `reviews` permission approve, hide or answer it; only
 * approved reviews are shown and counted in the product's rating.
 */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_PAGE_LIMIT = 10;

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A product's approved reviews: their average (one decimal) and count; `{0, 0}` without any. */
export const productRatingSchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/** The average of `count` ratings adding up to `total`, to one decimal (4.67 → 4.7). */
export function ratingOf(count: number, total: number): ProductRating {
  return { average: count > 0 ? Math.round((total * 10) / count) / 10 : 0, count };
}

/**
 * The text fields of POST /api/products/:id/reviews (multipart, with the photos as `photos`).
 * Messages are i18n keys, shown under the fields.
 */
export const reviewFieldsSchema = z
  .object({
    rating: z.coerce
      .number("reviews.error_rating")
      .int("reviews.error_rating")
      .min(REVIEW_RATING_MIN, "reviews.error_rating")
      .max(REVIEW_RATING_MAX, "reviews.error_rating"),
    body: z.string().trim().min(1, "reviews.error_body").max(REVIEW_BODY_MAX, "reviews.error_body"),
  })
  .strict();
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** One review as the product page shows it: only approved ones are ever answered. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(z.string()),
  /** The buyer's given name from the delivered order ("Mai"), never the e-mail. */
  authorName: z.string(),
  /** Always true: only buyers of a delivered order can review. */
  verifiedPurchase: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict();

/** GET /api/products/:id/reviews: newest first, with the rating of every approved review. */
export const reviewPageSchema = z.object({
  items: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  rating: productRatingSchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /api/products/:id/reviews/mine: whether the caller may write one, and his own if written. */
export const myReviewStateSchema = z.object({
  canReview: z.boolean(),
  review: z.object({ id: z.uuid(), rating: z.number().int(), status: z.enum(REVIEW_STATUSES) }).nullable(),
});
export type MyReviewState = z.infer<typeof myReviewStateSchema>;

/** A review as staff see it in the back office. */
export const adminReviewSchema = publicReviewSchema.extend({
  productId: z.uuid(),
  productName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** The delivered order (ORDER… code) that made the author a verified buyer. */
  orderCode: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewQuerySchema = z
  .object({
    status: z.enum(REVIEW_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

export const adminReviewPageSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid() });

/** PATCH /api/admin/reviews/:id: publish or hide, and/or the shop's answer ("" removes it). */
export const reviewModerationSchema = z
  .object({
    status: z.enum(["approved", "hidden"]).optional(),
    reply: z.string().trim().max(REVIEW_REPLY_MAX, "reviews.error_reply").optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.reply !== undefined, {
    message: "status or reply is required",
  });
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** "Trần Thị Mai" → "Mai": the given name Vietnamese put last, shown beside a review. */
export function reviewAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return words[words.length - 1] ?? "";
}
