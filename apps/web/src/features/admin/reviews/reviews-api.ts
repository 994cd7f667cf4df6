import type { AdminReview, AdminReviewPage, ReviewModeration, ReviewStatus } from "@shop/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../common";

/** The back office's reviews: GET /api/admin/reviews and PATCH /api/admin/reviews/:id. */

const reviewsKey = ["admin", "reviews"] as const;

export function useAdminReviews(status: ReviewStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...reviewsKey, status ?? "all", page],
    queryFn: ({ signal }) =>
      adminFetch<AdminReviewPage>("/admin/reviews", { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewModeration }) =>
      adminFetch<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}`, { method: "PATCH", body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
