import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewIdParamsSchema,
  reviewModerationSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ReviewService } from "./reviews.service";

/**
 * The back office's reviews (section `reviews`, modules/admin-routes.ts): GET /api/admin/reviews
 * (?status&page) and PATCH /api/admin/reviews/:id (`status` approved|hidden, `reply`).
 */
export function registerReviewAdminRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: ReviewService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/admin/reviews",
    { schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewPageSchema } } },
    async (request) => reviews.adminList(request.query),
  );
  routes.patch(
    "/api/admin/reviews/:id",
    {
      schema: {
        params: reviewIdParamsSchema,
        body: reviewModerationSchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => reviews.moderate(request.params.id, request.body),
  );
}
