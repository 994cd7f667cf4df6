import type { AlertCreated, AlertList, AlertRequest } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authFetch } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";

/** POST /api/alerts (signed in or not: the token, when there is one, says who asks). */
export function useAskAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AlertRequest) =>
      authFetch<AlertCreated>("/alerts", { method: "POST", body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["alerts", "mine"] }),
  });
}

/** The signed-in customer's alerts (GET /api/me/alerts). */
export function useMyAlerts() {
  const { user } = useSession();
  return useQuery({
    queryKey: ["alerts", "mine", user?.id ?? ""],
    queryFn: ({ signal }) => authFetch<AlertList>("/me/alerts", { signal }),
    enabled: user !== null,
  });
}

export function useCancelAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => authFetch<void>(`/me/alerts/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["alerts", "mine"] }),
  });
}
