import type { CustomerOrder, Language } from "@shop/shared";
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

/** A fresh verification link, mailed in the interface language. */
export function resendVerification(body: { language: Language }): Promise<void> {
  return authFetch<void>("/verify-email/resend", { method: "POST", body });
}

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<void> {
  return authFetch<void>("/me/password", { method: "PUT", body });
}
