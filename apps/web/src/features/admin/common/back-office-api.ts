import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminStats,
  AuditEntity,
  AuditPage,
  OrderFilter,
  ProductCsvQuery,
  ProductImportResult,
  Voucher,
  VoucherInputRequest,
} from "@shop/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiUrl } from "../../../lib/api-client";
import { adminFetch, getAccessToken } from "./admin-session";

/** The back office's calls: the dashboard, vouchers, the audit log, the order search and its CSV. */

export const backOfficeKeys = {
  stats: (from: string, to: string) => ["admin", "stats", from, to] as const,
  vouchers: () => ["admin", "vouchers"] as const,
  audit: (entity: AuditEntity, entityId: string) => ["admin", "audit", entity, entityId] as const,
  orderSearch: (filter: OrderFilter, page: number) => ["admin", "orders", "search", filter, page] as const,
  order: (id: string) => ["admin", "orders", "detail", id] as const,
};

export function useStats(from: string, to: string) {
  return useQuery({
    queryKey: backOfficeKeys.stats(from, to),
    queryFn: ({ signal }) => adminFetch<AdminStats>("/admin/stats", { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useVouchers() {
  return useQuery({
    queryKey: backOfficeKeys.vouchers(),
    queryFn: ({ signal }) => adminFetch<Voucher[]>("/vouchers", { signal }),
    staleTime: 0,
  });
}

function useVoucherWrite<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useSaveVoucher() {
  return useVoucherWrite(({ input, existing }: { input: VoucherInputRequest; existing: boolean }) =>
    existing
      ? adminFetch<Voucher>(`/vouchers/${encodeURIComponent(input.code)}`, { method: "PUT", body: input })
      : adminFetch<Voucher>("/vouchers", { method: "POST", body: input }),
  );
}

export function useDeleteVoucher() {
  return useVoucherWrite((code: string) =>
    adminFetch<void>(`/vouchers/${encodeURIComponent(code)}`, { method: "DELETE" }),
  );
}

export function useAuditHistory(entity: AuditEntity, entityId: string) {
  return useQuery({
    queryKey: backOfficeKeys.audit(entity, entityId),
    queryFn: ({ signal }) =>
      adminFetch<AuditPage>("/audit-log", { query: { entity, entityId, limit: 50 }, signal }),
    staleTime: 0,
  });
}

export function useOrderSearch(filter: OrderFilter, page: number, limit: number) {
  return useQuery({
    queryKey: backOfficeKeys.orderSearch(filter, page),
    queryFn: ({ signal }) =>
      adminFetch<AdminOrderPage>("/orders", { query: { ...filter, page, limit }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: backOfficeKeys.order(id),
    queryFn: ({ signal }) => adminFetch<AdminOrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/**
 * Downloads an export of the API (GET /api/orders.csv|.xlsx, /api/products.csv|.xlsx) for a filter. The call needs
 * the bearer token, so it cannot be a plain link: the file is fetched, then handed to the browser
 * as a download under the name the server gave it.
 */
async function downloadExport(path: string, filter: Record<string, string | undefined>): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(apiUrl(path, filter), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? path.slice(1);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadOrdersCsv(filter: OrderFilter): Promise<void> {
  return downloadExport("/orders.csv", { ...filter });
}

/** The same rows as the CSV, as a spreadsheet whose phones and codes stay text and money numbers. */
export function downloadOrdersXlsx(filter: OrderFilter): Promise<void> {
  return downloadExport("/orders.xlsx", { ...filter });
}

export function downloadProductsCsv(filter: ProductCsvQuery): Promise<void> {
  return downloadExport("/products.csv", { ...filter });
}

export function downloadProductsXlsx(filter: ProductCsvQuery): Promise<void> {
  return downloadExport("/products.xlsx", { ...filter });
}

/** POST /api/products/import: a dry run answers the plan; confirmed, it writes the file or nothing. */
export function importProductsCsv(file: Blob, dryRun: boolean): Promise<ProductImportResult> {
  return adminFetch<ProductImportResult>("/products/import", {
    method: "POST",
    query: { dryRun: String(dryRun) },
    headers: { "Content-Type": "text/csv" },
    body: file,
  });
}
