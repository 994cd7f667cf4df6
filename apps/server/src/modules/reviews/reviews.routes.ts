import {
  MEDIA_UPLOAD_MAX_BYTES,
  myReviewStateSchema,
  productIdParamsSchema,
  REVIEW_PHOTOS_MAX,
  reviewPageQuerySchema,
  reviewPageSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import { signedInUser } from "../../plugins/auth-guard";
import { readMultipartForm, registerMultipartForm } from "../../plugins/multipart-form";
import type { ReviewService } from "./reviews.service";

const TEXT_FIELDS = ["rating", "body"] as const;
/** The two text fields (a review's text is at most 2,000 characters, 4 bytes each at most). */
const FIELD_SIZE_BYTES = 8 * 1024;

/**
 * The product page's reviews (public) and a buyer's own (customer): GET /api/products/:id/reviews,
 * GET /api/products/:id/reviews/mine, POST /api/products/:id/reviews (multipart: `rating`, `body`,
 * up to three `photos`).
 */
export async function registerReviewRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: ReviewService },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" as const } };

  routes.get(
    "/api/products/:id/reviews",
    {
      schema: {
        params: productIdParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => reviews.published(request.params.id, request.query.page),
  );

  routes.get(
    "/api/products/:id/reviews/mine",
    { ...guarded, schema: { params: productIdParamsSchema, response: { 200: myReviewStateSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return reviews.mine(signedInUser(request), request.params.id);
    },
  );

  // In a scope of its own, so the multipart parser exists for this route only (plugins/multipart-form.ts).
  await app.register(async (scope) => {
    await registerMultipartForm(scope, {
      fileSizeBytes: MEDIA_UPLOAD_MAX_BYTES,
      files: REVIEW_PHOTOS_MAX,
      fields: TEXT_FIELDS.length,
      fieldSizeBytes: FIELD_SIZE_BYTES,
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/products/:id/reviews",
        { ...guarded, schema: { params: productIdParamsSchema } },
        async (request, reply) => {
          if (!request.isMultipart()) {
            throw new AppError("unsupported_media_type", 415, "Send the review as multipart/form-data.");
          }
          const user = signedInUser(request);
          // Before the body is read: a stranger's photos are never buffered.
          await reviews.assertCanReview(user, request.params.id);
          const { fields, files: photos } = await readMultipartForm(request, {
            fileField: "photos",
            maxFiles: REVIEW_PHOTOS_MAX,
            what: "review",
            tooManyFiles: () =>
              new AppError("validation_failed", 400, `At most ${REVIEW_PHOTOS_MAX} photos.`, {
                photos: "reviews.error_photos_max",
              }),
            fileTooLarge: () => new AppError("payload_too_large", 413, "A photo may be at most 10 MB."),
          });
          return reply.code(201).send(await reviews.submit(user, request.params.id, fields, photos));
        },
      );
  });
}
