import type {
  AdminReturn,
  AdminReturnList,
  OrderRefunds,
  Refund,
  RefundRequest,
  ReturnStatus,
} from "@shop/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "../common";

/** The back office's returns and refunds calls (modules/returns on the server). */

export function useAdminReturns(query: { status?: ReturnStatus; page: number }) {
  return useQuery({
    queryKey: ["admin", "returns", query],
    queryFn: ({ signal }) =>
      adminFetch<AdminReturnList>("/admin/returns", {
        query: { status: query.status, page: query.page, limit: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrderRefunds(orderId: string) {
  return useQuery({
    queryKey: ["admin", "returns", "order", orderId],
    queryFn: ({ signal }) =>
      adminFetch<OrderRefunds>(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, { signal }),
    staleTime: 0,
  });
}

export type ReturnAction =
  | { kind: "approve" | "reject"; id: string; message: string }
  | { kind: "receive"; id: string }
  | { kind: "exchange"; id: string; lines: Array<{ productId: string; color: string }> }
  | { kind: "refund"; id: string; body: RefundRequest };

/** One staff step on a return; the orders and returns shown anywhere are read again after it. */
export function useReturnAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReturnAction): Promise<unknown> => {
      const base = `/admin/returns/${encodeURIComponent(action.id)}`;
      if (action.kind === "receive") return adminFetch<AdminReturn>(`${base}/receive`, { method: "POST" });
      if (action.kind === "exchange") {
        return adminFetch<AdminReturn>(`${base}/exchange`, { method: "POST", body: { lines: action.lines } });
      }
      if (action.kind === "refund") {
        return adminFetch<{ refund: Refund; return: AdminReturn }>(`${base}/refund`, {
          method: "POST",
          body: action.body,
        });
      }
      return adminFetch<AdminReturn>(`${base}/${action.kind}`, {
        method: "POST",
        body: { message: action.message },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** A refund of an order without a return (POST /api/admin/orders/:id/refunds). */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      adminFetch<{ refund: Refund; order: OrderRefunds }>(
        `/admin/orders/${encodeURIComponent(orderId)}/refunds`,
        {
          method: "POST",
          body,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
