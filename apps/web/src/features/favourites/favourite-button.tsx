import { PAGE_PATHS, type Product } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../entities/session/use-session";
import { useFavourites, useToggleFavourite } from "./favourites-api";

/**
 * The heart on product cards and the product page: fills for a favourite and
 * toggles it; a guest is sent to log in (favourites belong to an account).
 */
export function FavouriteButton({ product, size = "card" }: { product: Product; size?: "card" | "page" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const isFavourite = favourites.data?.some((item) => item.id === product.id) ?? false;
  const label = t(isFavourite ? "productdetail.remove_from_favourites" : "productdetail.add_to_favourites");

  return (
    <button
      type="button"
      aria-pressed={isLoggedIn ? isFavourite : undefined}
      aria-label={label}
      title={label}
      data-testid="favourite-button"
      onClick={() => {
        if (!isLoggedIn) {
          navigate(PAGE_PATHS.login);
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
