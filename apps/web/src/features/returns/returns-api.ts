import type { CustomerReturn, CustomerReturnList, ReturnRequest } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { authFetch } from "../../entities/session/session-store";
import { apiFetch } from "../../lib/api-client";

/** How the buyer proves the order: a guest with its phone (as the lookup), or the signed-in account. */
export type ReturnProof = { kind: "guest"; phone: string } | { kind: "customer" };

export const returnKeys = {
  ofOrder: (orderId: string, proof: ReturnProof) =>
    ["returns", orderId, proof.kind === "guest" ? proof.phone : "account"] as const,
};

/** GET /api/returns?orderId&phone (guest) or /api/me/returns?orderId (account): the order's returns. */
export function useOrderReturns(orderId: string, proof: ReturnProof, enabled = true) {
  return useQuery({
    enabled,
    queryKey: returnKeys.ofOrder(orderId, proof),
    queryFn: async ({ signal }) => {
      const list =
        proof.kind === "guest"
          ? await apiFetch<CustomerReturnList>("/returns", { query: { orderId, phone: proof.phone }, signal })
          : await authFetch<CustomerReturnList>("/me/returns", { query: { orderId }, signal });
      return list.items;
    },
    staleTime: 0,
  });
}

/** POST /api/returns (guest, with the phone) or /api/me/returns: the request as JSON, the photos as files. */
export function requestReturn(
  request: Omit<ReturnRequest, "phone">,
  photos: readonly File[],
  proof: ReturnProof,
): Promise<CustomerReturn> {
  const form = new FormData();
  form.set("request", JSON.stringify(proof.kind === "guest" ? { ...request, phone: proof.phone } : request));
  for (const photo of photos) form.append("photos", photo);
  return proof.kind === "guest"
    ? apiFetch<CustomerReturn>("/returns", { method: "POST", body: form })
    : authFetch<CustomerReturn>("/me/returns", { method: "POST", body: form });
}
