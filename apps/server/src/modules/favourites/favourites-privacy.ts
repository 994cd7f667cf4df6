import type { Database } from "../../db/client";
import { deleteAllFavourites, listFavouriteProductIds } from "./favourites.repository";
import { FAVOURITES_MAX } from "./favourites.service";

/** What the privacy module needs of favourites: the ids for a person's export, and their erasure. */
export interface FavouritesForPrivacy {
  productIdsOf(userId: string): Promise<string[]>;
  eraseAll(tx: Database, userId: string): Promise<void>;
}

export function createFavouritesForPrivacy(db: Database): FavouritesForPrivacy {
  return {
    productIdsOf: (userId) => listFavouriteProductIds(db, userId, FAVOURITES_MAX),
    eraseAll: (tx, userId) => deleteAllFavourites(tx, userId),
  };
}
