import type { FavouriteList, Product } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { authFetch } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import { currentLanguage } from "../../lib/i18n";
import { guestFavourites, mergeGuestFavourites } from "./guest-favourites";

/** The signed-in user's favourites, stored on the server, in the language they are read in. */
export function favouritesKey(userId: string | undefined) {
  return ["favourites", userId ?? "guest", currentLanguage()] as const;
}

export function useFavourites() {
  const { user } = useSession();
  return useQuery({
    queryKey: favouritesKey(user?.id),
    queryFn: async () =>
      (await authFetch<FavouriteList>("/me/favourites", { query: { lang: currentLanguage() } })).items,
    enabled: user !== null,
  });
}

/**
 * Adds or removes one favourite. The list changes at once (the heart fills without waiting) and
 * is put back if the server refuses; then it is fetched again to match the server.
 */
export function useToggleFavourite() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = favouritesKey(user?.id);
  return useMutation({
    mutationFn: async ({ product, isFavourite }: { product: Product; isFavourite: boolean }) =>
      authFetch<void>(`/me/favourites/${encodeURIComponent(product.id)}`, {
        method: isFavourite ? "DELETE" : "PUT",
      }),
    onMutate: async ({ product, isFavourite }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Product[]>(key);
      client.setQueryData<Product[]>(key, (list = []) =>
        isFavourite ? list.filter((item) => item.id !== product.id) : [product, ...list],
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      client.setQueryData(key, context?.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * What the sign-in pages call right after `signIn`: the guest's hearts join the account, then the
 * account's list is fetched again.
 */
export function useMergeGuestFavourites(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    if (guestFavourites.read().length === 0) return;
    await mergeGuestFavourites((id) =>
      authFetch<void>(`/me/favourites/${encodeURIComponent(id)}`, { method: "PUT" }),
    );
    await client.invalidateQueries({ queryKey: ["favourites"] });
  }, [client]);
}
