import type {
  AdminOrderPage,
  CodReconciliation,
  CodReconciliationQuery,
  CreateShipments,
  CreateShipmentsResult,
  Language,
  OrderShipment,
  ShipmentCarrier,
} from "@shop/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiUrl, type QueryValue } from "../../../lib/api-client";
import { adminFetch, getAccessToken } from "../common";

/** The back office's shipment calls (modules/shipping on the server). */

export const shipmentKeys = {
  order: (id: string) => ["admin", "shipments", "order", id] as const,
  carriers: () => ["admin", "shipments", "carriers"] as const,
  waiting: () => ["admin", "orders", "search", "confirmed-for-shipping"] as const,
  cod: (query: CodReconciliationQuery) => ["admin", "cod", query] as const,
};

export function useOrderShipment(orderUuid: string) {
  return useQuery({
    queryKey: shipmentKeys.order(orderUuid),
    queryFn: ({ signal }) =>
      adminFetch<OrderShipment>(`/admin/orders/${encodeURIComponent(orderUuid)}/shipment`, { signal }),
    staleTime: 0,
  });
}

export function useShipmentCarriers() {
  return useQuery({
    queryKey: shipmentKeys.carriers(),
    queryFn: ({ signal }) =>
      adminFetch<{ carriers: ShipmentCarrier[] }>("/admin/shipments/carriers", { signal }),
  });
}

/** The confirmed orders, the ones a carrier may be booked for, newest first (one page of 100). */
export function useOrdersWaitingForShipment() {
  return useQuery({
    queryKey: shipmentKeys.waiting(),
    queryFn: ({ signal }) =>
      adminFetch<AdminOrderPage>("/orders", { query: { status: "confirmed", page: 1, limit: 100 }, signal }),
    staleTime: 0,
  });
}

/** Books one or many orders; every admin answer is read again afterwards (statuses moved). */
export function useCreateShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShipments) =>
      adminFetch<CreateShipmentsResult>("/admin/shipments", { method: "POST", body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/**
 * Cancels an order whose parcel is booked: the server asks the carrier to cancel the parcel
 * first. Every admin answer is read again afterwards (the order, its parcel, the lists).
 */
export function useCancelOrderWithParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderUuid: string) =>
      adminFetch<{ status: string }>(`/orders/${encodeURIComponent(orderUuid)}/status`, {
        method: "PUT",
        body: { status: "cancelled" },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useCodReconciliation(query: CodReconciliationQuery, enabled: boolean) {
  return useQuery({
    queryKey: shipmentKeys.cod(query),
    queryFn: ({ signal }) =>
      adminFetch<CodReconciliation>("/admin/cod-reconciliation", { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** A GET with the bearer token whose answer is a file, not JSON; a refusal as the usual ApiError. */
async function fetchFile(path: string, query?: Record<string, QueryValue>): Promise<Response> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, "network_error", "No answer");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      (body?.error?.code as ApiError["code"] | undefined) ?? "internal_error",
      body?.error?.message ?? `${path} answered ${response.status}`,
    );
  }
  return response;
}

/**
 * Opens a file the API answers in a new tab. The tab is opened at the click (a tab opened after an
 * await is a pop-up browsers block) and pointed at the file once it has arrived.
 */
async function openInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open("about:blank", "_blank");
  try {
    const url = await load();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The carrier's label: GHTK's PDF (through the server), or GHN's print page. */
export function openLabel(orderUuid: string): Promise<void> {
  return openInNewTab(async () => {
    const response = await fetchFile(`/admin/orders/${encodeURIComponent(orderUuid)}/label`);
    if (response.headers.get("content-type")?.startsWith("application/pdf")) {
      return URL.createObjectURL(await response.blob());
    }
    return ((await response.json()) as { url: string }).url;
  });
}

/** The printable packing slip, in the staff member's language. */
export function openPackingSlip(orderUuid: string, language: Language): Promise<void> {
  return openInNewTab(async () => {
    const response = await fetchFile(`/admin/orders/${encodeURIComponent(orderUuid)}/packing-slip`, {
      lang: language,
    });
    return URL.createObjectURL(new Blob([await response.text()], { type: "text/html" }));
  });
}

/** The parcels whose cash differs, as CSV or .xlsx, saved under the server's file name. */
export async function downloadCodReconciliation(
  query: CodReconciliationQuery,
  format: "csv" | "xlsx",
): Promise<void> {
  const response = await fetchFile(`/admin/cod-reconciliation.${format}`, { ...query });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    `cod-reconciliation.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
