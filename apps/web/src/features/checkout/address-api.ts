import type { Division } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * The 2025 units, asked of the server (modules/addresses) rather than bundled: the provinces are
 * one small answer, a province's wards another, fetched when it is picked. They change by law,
 * not while a shopper checks out, so they are never refetched in a session.
 */
export function useProvinces() {
  return useQuery({
    queryKey: ["addresses", "provinces"],
    queryFn: ({ signal }) => apiFetch<Division[]>("/addresses/provinces", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useWards(provinceCode: number | undefined) {
  return useQuery({
    queryKey: ["addresses", "wards", provinceCode],
    queryFn: ({ signal }) => apiFetch<Division[]>(`/addresses/provinces/${provinceCode}/wards`, { signal }),
    enabled: provinceCode !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
