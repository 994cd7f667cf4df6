import { isApiError } from "../../lib/api-client";
import { createStoredIdList } from "../../lib/stored-id-list";

/**
 * A guest's favourites: product ids in localStorage until they sign in, then added to the account
 * (`mergeGuestFavourites`). The server keeps at most 200 per account; a guest's list is shorter.
 */
export const GUEST_FAVOURITES_MAX = 50;
export const guestFavourites = createStoredIdList("guest-favourites", GUEST_FAVOURITES_MAX);

/**
 * Adds every guest favourite to the account just signed in to, with the existing
 * `PUT /api/me/favourites/:productId` (one call each, a few at a time, oldest first so the newest
 * ends on top). An id the server answered for leaves the local list: added, or refused for good
 * (a product that is gone, a full list). One that got no answer (offline, a 5xx) stays for the
 * next sign-in.
 */
export async function mergeGuestFavourites(put: (productId: string) => Promise<unknown>): Promise<void> {
  const ids = [...guestFavourites.read()].reverse();
  const settled: string[] = [];
  for (const id of ids) {
    try {
      await put(id);
      settled.push(id);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
        settled.push(id);
      }
    }
  }
  guestFavourites.remove(settled);
}
