import type {
  AdminOrderEvent,
  AdminOrderPage,
  AdminUser,
  OrderStatus,
  PaymentStatus,
  Product,
  ProductCsvQuery,
  ProductInput,
  ProductPage,
  ProductUpdate,
  UserRole,
} from "@shop/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { catalogKeys } from "../../../entities/product/product-api";
import type { ApiRequest } from "../../../lib/api-client";
import { adminFetch } from "./admin-session";

/** The administrator's calls, each with the bearer token. */

export const ADMIN_PRODUCTS_PAGE_LIMIT = 24;

export const adminKeys = {
  all: ["admin"] as const,
  products: (page: number) => ["admin", "products", page] as const,
  product: (id: string) => ["admin", "product", id] as const,
  users: () => ["admin", "users"] as const,
  orders: (status: OrderStatus | undefined, page: number) =>
    ["admin", "orders", status ?? "all", page] as const,
};

function call<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return adminFetch<T>(path, request);
}

/** The admin grid: a page of the products the search and filters match (GET /api/admin/products). */
export function useAdminProducts(page: number, filter: ProductCsvQuery = {}) {
  return useQuery({
    queryKey: [...adminKeys.products(page), filter],
    queryFn: ({ signal }) =>
      call<ProductPage>("/admin/products", {
        query: { ...filter, page, limit: ADMIN_PRODUCTS_PAGE_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ""),
    queryFn: ({ signal }) => call<Product>(`/products/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/**
 * After a product changes, the admin grid and every storefront list and page are refetched, so
 * the shop shows the change at once; the server dropped its own cache already.
 */
function useProductWrites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "products"] }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    ]);
}

export function useCreateProduct() {
  const refresh = useProductWrites();
  return useMutation({
    mutationFn: (input: ProductInput) => call<Product>("/products", { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateProduct(id: string) {
  const refresh = useProductWrites();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductUpdate) =>
      call<Product>(`/products/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    onSuccess: async (product) => {
      queryClient.setQueryData(adminKeys.product(id), product);
      await refresh();
    },
  });
}

export function useDeleteProduct() {
  const refresh = useProductWrites();
  return useMutation({
    mutationFn: (id: string) => call<void>(`/products/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => call<AdminUser[]>("/users", { signal }),
    staleTime: 0,
  });
}

function useUserWrite<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export function useDeleteUser() {
  return useUserWrite((uid: string) => call<void>(`/users/${encodeURIComponent(uid)}`, { method: "DELETE" }));
}

export function useSetUserPassword() {
  return useUserWrite(({ uid, password }: { uid: string; password: string }) =>
    call(`/users/${encodeURIComponent(uid)}/password`, { method: "PUT", body: { password } }),
  );
}

export function useSetUserRole() {
  return useUserWrite(({ uid, role }: { uid: string; role: UserRole }) =>
    role === "admin"
      ? call("/set-admin", { method: "POST", body: { uid } })
      : call("/set-role", { method: "POST", body: { uid, role } }),
  );
}

export function useAdminOrders(status: OrderStatus | undefined, page: number, limit: number) {
  return useQuery({
    queryKey: adminKeys.orders(status, page),
    queryFn: ({ signal }) => call<AdminOrderPage>("/orders", { query: { status, page, limit }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useOrderWrite<T, R>(mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The orders reload after an update.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "orders"] }),
  });
}

export function useSetOrderStatus() {
  return useOrderWrite(({ id, status }: { id: string; status: OrderStatus }) =>
    call(`/orders/${encodeURIComponent(id)}/status`, { method: "PUT", body: { status } }),
  );
}

export function useSetPaymentStatus() {
  return useOrderWrite(({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }) =>
    call(`/orders/${encodeURIComponent(id)}/payment-status`, { method: "PUT", body: { paymentStatus } }),
  );
}

/** One order's timeline, loaded when the administrator opens it; reloads after each order write. */
export function useOrderTimeline(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "orders", "timeline", id],
    queryFn: ({ signal }) =>
      call<{ items: AdminOrderEvent[] }>(`/orders/${encodeURIComponent(id)}/timeline`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** How many delivered orders there are, asked right before the bulk delete. */
export function countDeliveredOrders(): Promise<number> {
  return call<AdminOrderPage>("/orders", { query: { status: "delivered", limit: 1 } }).then(
    (page) => page.total,
  );
}

export function useDeleteDeliveredOrders() {
  return useOrderWrite(() =>
    call<{ deleted: number }>("/orders", { method: "DELETE", query: { status: "delivered" } }),
  );
}
