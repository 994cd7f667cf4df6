import type { MyReviewState, ReviewPage } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authFetch } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import { apiFetch } from "../../lib/api-client";

/** The product page's reviews (GET /api/products/:id/reviews) and a buyer's own (…/mine, POST). */

export const reviewKeys = {
  page: (productId: string, page: number) => ["reviews", productId, page] as const,
  mine: (productId: string, userId: string | undefined) =>
    ["reviews", productId, "mine", userId ?? ""] as const,
};

export function useProductReviews(productId: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.page(productId, page),
    queryFn: ({ signal }) =>
      apiFetch<ReviewPage>(`/products/${encodeURIComponent(productId)}/reviews`, { query: { page }, signal }),
  });
}

/** Whether the signed-in customer may review the product, and his review if he wrote one. */
export function useMyReview(productId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: reviewKeys.mine(productId, user?.id),
    queryFn: ({ signal }) =>
      authFetch<MyReviewState>(`/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
    enabled: user !== null,
  });
}

export interface ReviewDraft {
  rating: number;
  body: string;
  photos: readonly File[];
}

/** Sends a review with its photos as multipart/form-data; the server checks everything again. */
export function useSubmitReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => {
      const form = new FormData();
      form.set("rating", String(draft.rating));
      form.set("body", draft.body);
      for (const photo of draft.photos) form.append("photos", photo);
      return authFetch<{ id: string }>(`/products/${encodeURIComponent(productId)}/reviews`, {
        method: "POST",
        body: form,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["reviews", productId] }),
  });
}
