import type { SavedAddress, SavedAddressRequest } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authFetch } from "../session/session-store";
import { useSession } from "../session/use-session";

/**
 * The signed-in customer's address book (`/api/me/addresses`): the account page manages it, the
 * checkout offers it and saves the order's address to it. Nothing for a guest.
 */
export function savedAddressesKey(userId: string | undefined) {
  return ["me", "addresses", userId ?? ""] as const;
}

export function useSavedAddresses() {
  const { user } = useSession();
  return useQuery({
    queryKey: savedAddressesKey(user?.id),
    queryFn: async ({ signal }) =>
      (await authFetch<{ items: SavedAddress[] }>("/me/addresses", { signal })).items,
    enabled: user !== null,
  });
}

type AddressChange =
  | { kind: "add"; address: SavedAddressRequest }
  | { kind: "edit"; id: string; address: SavedAddressRequest }
  | { kind: "default"; id: string }
  | { kind: "delete"; id: string };

/** One change to the book; the list is asked again after it, so it matches the server. */
export function useChangeSavedAddress() {
  const { user } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: AddressChange): Promise<SavedAddress | null> => {
      switch (change.kind) {
        case "add":
          return authFetch<SavedAddress>("/me/addresses", { method: "POST", body: change.address });
        case "edit":
          return authFetch<SavedAddress>(`/me/addresses/${encodeURIComponent(change.id)}`, {
            method: "PUT",
            body: change.address,
          });
        case "default":
          return authFetch<SavedAddress>(`/me/addresses/${encodeURIComponent(change.id)}/default`, {
            method: "PUT",
          });
        case "delete":
          await authFetch<void>(`/me/addresses/${encodeURIComponent(change.id)}`, { method: "DELETE" });
          return null;
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedAddressesKey(user?.id) }),
  });
}

/** Whether the book already holds this address (same person, phone, street and units). */
export function isSaved(
  book: readonly SavedAddress[],
  address: Pick<SavedAddress, "fullName" | "phone" | "address" | "provinceCode" | "wardCode">,
): boolean {
  return book.some(
    (saved) =>
      saved.fullName === address.fullName &&
      saved.phone === address.phone &&
      saved.address === address.address &&
      saved.provinceCode === address.provinceCode &&
      saved.wardCode === address.wardCode,
  );
}
