import { CUSTOMERS_PAGE_LIMIT, type CustomerDetail, type CustomerPage } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminFetch } from "../common";

/** GET /api/admin/customers: a page of customers, optionally those matching `q`. */
export function useCustomerSearch(q: string | undefined, page: number) {
  return useQuery({
    queryKey: ["admin", "customers", "search", q ?? "", page],
    queryFn: ({ signal }) =>
      adminFetch<CustomerPage>("/admin/customers", {
        query: { q, page, limit: CUSTOMERS_PAGE_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/customers/:id: the profile, orders and addresses of one customer. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: ["admin", "customers", "detail", id],
    queryFn: ({ signal }) =>
      adminFetch<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}
