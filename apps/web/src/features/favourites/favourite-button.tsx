import type { Product } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useSession } from "../../entities/session/use-session";
import { useStoredIds } from "../../lib/stored-id-list";
import { useFavourites, useToggleFavourite } from "./favourites-api";
import { guestFavourites } from "./guest-favourites";

/**
 * The heart on product cards and the product page: fills for a favourite and toggles it. A
 * signed-in shopper's favourites live on the server; a guest's on this device, until sign-in adds
 * them to the account (guest-favourites.ts).
 */
export function FavouriteButton({ product, size = "card" }: { product: Product; size?: "card" | "page" }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const favourites = useFavourites();
  const guestIds = useStoredIds(guestFavourites);
  const toggle = useToggleFavourite();
  const isFavourite = isLoggedIn
    ? (favourites.data?.some((item) => item.id === product.id) ?? false)
    : guestIds.includes(product.id);
  const label = t(isFavourite ? "productdetail.remove_from_favourites" : "productdetail.add_to_favourites");

  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={label}
      title={!isLoggedIn && isFavourite ? t("guest_favourites.saved_here") : label}
      data-testid="favourite-button"
      onClick={() => {
        if (!isLoggedIn) {
          if (isFavourite) guestFavourites.remove([product.id]);
          else guestFavourites.add(product.id);
          return;
        }
        toggle.mutate({ product, isFavourite });
      }}
      className={`tap flex items-center justify-center rounded-full transition-colors ${
        size === "card"
          ? "size-11 bg-surface/90 shadow-sm backdrop-blur hover:bg-surface"
          : "size-12 border border-ink/20 bg-surface hover:border-accent"
      } ${isFavourite ? "text-accent" : "text-ink hover:text-accent"}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={size === "card" ? "size-5" : "size-6"}
        fill={isFavourite ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.7-7.5 10.3-7.5 10.3Z" />
      </svg>
    </button>
  );
}

/** The heart over a product card: the catalogue grids' favourite slot (`ProductGrid`'s `renderFavourite`). */
export function favouriteOnCard(product: Product) {
  return <FavouriteButton product={product} />;
}
