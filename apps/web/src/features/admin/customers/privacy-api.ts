import type { ConsentOverview, DataRequest } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "../common";

/** GET /api/admin/data-requests: guests' requests waiting for their link (or all), by due date. */
export function useDataRequests(status: "open" | "all") {
  return useQuery({
    queryKey: ["admin", "data-requests", status],
    queryFn: async ({ signal }) =>
      (await adminFetch<{ items: DataRequest[] }>("/admin/data-requests", { query: { status }, signal }))
        .items,
    staleTime: 0,
  });
}

/** GET /api/admin/customers/:id/consents: the customer's consent ledger. */
export function useCustomerConsents(id: string) {
  return useQuery({
    queryKey: ["admin", "customers", "consents", id],
    queryFn: ({ signal }) =>
      adminFetch<ConsentOverview>(`/admin/customers/${encodeURIComponent(id)}/consents`, { signal }),
    staleTime: 0,
  });
}
