import type { CustomerOrder } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { authFetch } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";

export function useMyOrders() {
  const { user } = useSession();
  return useQuery({
    queryKey: ["my-orders", user?.id ?? "guest"],
    queryFn: async () => (await authFetch<{ items: CustomerOrder[] }>("/me/orders")).items,
    enabled: user !== null,
  });
}

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  return authFetch<void>("/me/password", { method: "PUT", body });
}
