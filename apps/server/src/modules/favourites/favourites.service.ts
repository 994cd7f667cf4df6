import { type Language, localiseProduct, type Product } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { ProductService } from "../products/products.service";
import {
  countFavourites,
  deleteFavourite,
  insertFavourite,
  listFavouriteProductIds,
} from "./favourites.repository";

/** A wish list, not a catalogue copy: a cap keeps one account from filling the table. */
export const FAVOURITES_MAX = 200;

export interface FavouritesService {
  /** With `language`, the products' texts in it, as the catalogue answers them (decision 029). */
  list(userId: string, language?: Language): Promise<Product[]>;
  add(userId: string, productId: string): Promise<void>;
  remove(userId: string, productId: string): Promise<void>;
}

/**
 * Favourites are stored on the server per user. Every call takes the user id
 * from the verified token, never from the request, so nobody can read or change another's list.
 */
export function createFavouritesService({
  db,
  products,
}: {
  db: Database;
  /** The products module owns the catalogue; favourites only keep ids. */
  products: Pick<ProductService, "getProduct" | "productsByIds">;
}): FavouritesService {
  return {
    async list(userId, language) {
      const ids = await listFavouriteProductIds(db, userId, FAVOURITES_MAX);
      if (ids.length === 0) return [];
      const items = await products.productsByIds(ids);
      const byId = new Map(
        items.map((product) => [product.id, language ? localiseProduct(product, language) : product]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async add(userId, productId) {
      await products.getProduct(productId); // 404 product_not_found for a product that is gone
      if ((await countFavourites(db, userId)) >= FAVOURITES_MAX) {
        throw new AppError("conflict", 409, `At most ${FAVOURITES_MAX} favourites.`);
      }
      await insertFavourite(db, userId, productId);
    },
    async remove(userId, productId) {
      await deleteFavourite(db, userId, productId);
    },
  };
}
