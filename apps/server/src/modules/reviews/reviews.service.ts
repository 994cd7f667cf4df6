import {
  type AdminReview,
  type AdminReviewPage,
  type AdminReviewQuery,
  type MyReviewState,
  type PublicReview,
  REVIEW_PAGE_LIMIT,
  REVIEW_PHOTOS_MAX,
  type ReviewModeration,
  type ReviewPage,
  ratingOf,
  reviewAuthorName,
  reviewFieldsSchema,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/database-error";
import type { AuthenticatedUser } from "../../plugins/auth-guard";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import type { MediaService } from "../media/media.service";
import type { DeliveredPurchases } from "../orders/delivered-purchases";
import type { ProductService } from "../products/products.service";
import * as repository from "./reviews.repository";

export interface ReviewServiceDependencies {
  db: Database;
  /** The product's rating is published as a catalogue change in the moderation's transaction. */
  changes: CatalogueChanges;
  /** Whether the product exists, its names for staff, and its stored rating (products module). */
  products: Pick<ProductService, "setRating" | "productsByIds">;
  /** Whether the customer received the product (orders module). */
  purchases: DeliveredPurchases;
  /** Review photos are checked and stored as product images are (media module). */
  media: Pick<MediaService, "storeReviewPhotos">;
  clock?: () => Date;
}

export type ReviewService = ReturnType<typeof createReviewService>;

/** The customer as the guard read him: who he is and whether his e-mail is proved. */
type Reviewer = Pick<AuthenticatedUser, "id" | "email" | "emailVerified">;

function publicReview(row: repository.ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    photos: row.photos,
    authorName: row.authorName,
    verifiedPurchase: true,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function notBuyer(): AppError {
  return new AppError(
    "review_not_buyer",
    403,
    "Only a customer who received this product in a delivered order can review it.",
  );
}

/**
 * Reviews from verified buyers (docs/decisions/057-reviews-related-address-book.md). A customer
 * reviews a product once, and only after an order of his (placed with his verified e-mail) with
 * it was delivered. A review is shown once staff approve it; the product's rating (count and sum
 * of its approved reviews) is stored on the product through the products module and published as
 * a catalogue change in the same transaction, so every instance's lists and pages show it.
 */
export function createReviewService({
  db,
  changes,
  products,
  purchases,
  media,
  clock = () => new Date(),
}: ReviewServiceDependencies) {
  async function assertProductExists(productId: string): Promise<void> {
    const [product] = await products.productsByIds([productId]);
    if (!product) throw new AppError("product_not_found", 404, `Product ${productId} not found`);
  }

  /** The delivered order that lets `user` review `productId`; throws why he may not. */
  async function eligibility(user: Reviewer, productId: string) {
    await assertProductExists(productId);
    // Orders are matched by e-mail: an unproved address would let anyone claim a guest's orders.
    const purchase = user.emailVerified ? await purchases.latestDelivered(user.email, productId) : null;
    if (!purchase) throw notBuyer();
    if (await repository.findUserReview(db, user.id, productId)) {
      throw new AppError("review_exists", 409, "You have already reviewed this product.");
    }
    return purchase;
  }

  return {
    /**
     * Refuses before the photos are read: a stranger's upload is never buffered. The submission
     * checks again (the answer may change in between).
     */
    async assertCanReview(user: Reviewer, productId: string): Promise<void> {
      await eligibility(user, productId);
    },

    async submit(
      user: Reviewer,
      productId: string,
      fields: Record<string, string>,
      photos: readonly Uint8Array[],
    ): Promise<PublicReview & { status: "pending" }> {
      const parsed = reviewFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const faults: Record<string, string> = {};
        for (const issue of parsed.error.issues) faults[String(issue.path[0] ?? "request")] ??= issue.message;
        throw new AppError(
          "validation_failed",
          400,
          `Invalid review: ${Object.keys(faults).join(", ")}`,
          faults,
        );
      }
      if (photos.length > REVIEW_PHOTOS_MAX) {
        throw new AppError("validation_failed", 400, `At most ${REVIEW_PHOTOS_MAX} photos.`, {
          photos: "reviews.error_photos_max",
        });
      }
      const purchase = await eligibility(user, productId);
      // Stored last, once everything else holds; one bad photo stores none (media.service.ts).
      const photoUrls = await media.storeReviewPhotos(photos);
      try {
        const row = await repository.insertReview(db, {
          productId,
          userId: user.id,
          rating: parsed.data.rating,
          body: parsed.data.body,
          photos: photoUrls,
          authorName: reviewAuthorName(purchase.fullName),
          orderCode: purchase.orderId,
        });
        return { ...publicReview(row), status: "pending" };
      } catch (error) {
        // Two submissions at once: the unique index lets one in.
        if (isUniqueViolation(error)) {
          throw new AppError("review_exists", 409, "You have already reviewed this product.");
        }
        throw error;
      }
    },

    /** The caller's own state for a product: may he write one, and his review if written. */
    async mine(user: Reviewer, productId: string): Promise<MyReviewState> {
      const own = await repository.findUserReview(db, user.id, productId);
      if (own) return { canReview: false, review: { id: own.id, rating: own.rating, status: own.status } };
      const purchase = user.emailVerified ? await purchases.latestDelivered(user.email, productId) : null;
      return { canReview: purchase !== null, review: null };
    },

    /** The product page's reviews: approved only, newest first, with their rating. */
    async published(productId: string, page: number): Promise<ReviewPage> {
      await assertProductExists(productId);
      const [{ rows, total }, rating] = await Promise.all([
        repository.findReviewPage(db, {
          productId,
          status: "approved",
          offset: (page - 1) * REVIEW_PAGE_LIMIT,
          limit: REVIEW_PAGE_LIMIT,
        }),
        repository.approvedRating(db, productId),
      ]);
      return {
        items: rows.map(publicReview),
        total,
        page,
        limit: REVIEW_PAGE_LIMIT,
        rating: ratingOf(rating.count, rating.total),
      };
    },

    /** The back office's list: pending first when asked, newest first, with the products' names. */
    async adminList(query: AdminReviewQuery): Promise<AdminReviewPage> {
      const { rows, total } = await repository.findReviewPage(db, {
        status: query.status,
        offset: (query.page - 1) * REVIEW_PAGE_LIMIT,
        limit: REVIEW_PAGE_LIMIT,
      });
      const named = await products.productsByIds([...new Set(rows.map((row) => row.productId))]);
      const names = new Map(named.map((product) => [product.id, product.name]));
      return {
        items: rows.map((row) => adminReview(row, names.get(row.productId) ?? "")),
        total,
        page: query.page,
        limit: REVIEW_PAGE_LIMIT,
      };
    },

    /**
     * Approves or hides a review and/or sets the shop's answer. When the review enters or leaves
     * the approved ones, the product's rating is counted again and stored, and the change is
     * published, all in one transaction.
     */
    async moderate(id: string, change: ReviewModeration): Promise<AdminReview> {
      const now = clock();
      const row = await changes.transaction(async (tx, publish) => {
        const before = await repository.findReviewForUpdate(tx, id);
        if (!before) throw new AppError("review_not_found", 404, `Review ${id} not found`);
        await repository.lockProductReviews(tx, before.productId);
        const reply = change.reply === undefined ? undefined : change.reply === "" ? null : change.reply;
        const after = await repository.updateReview(tx, id, {
          ...(change.status ? { status: change.status } : {}),
          ...(reply !== undefined ? { reply, repliedAt: reply === null ? null : now } : {}),
          updatedAt: now,
        });
        if (!after) throw new AppError("review_not_found", 404, `Review ${id} not found`);
        if ((before.status === "approved") !== (after.status === "approved")) {
          await products.setRating(
            tx,
            publish,
            after.productId,
            await repository.approvedRating(tx, after.productId),
          );
        }
        return after;
      });
      const [product] = await products.productsByIds([row.productId]);
      return adminReview(row, product?.name ?? "");
    },
  };
}

function adminReview(row: repository.ReviewRow, productName: string): AdminReview {
  return {
    ...publicReview(row),
    productId: row.productId,
    productName,
    status: row.status,
    orderCode: row.orderCode,
  };
}
