/** Favourites' public entry: the heart button on product cards and pages, and the signed-in list. */
export { FavouriteButton, favouriteOnCard } from "./favourite-button";
export { useFavourites, useMergeGuestFavourites } from "./favourites-api";
export { guestFavourites } from "./guest-favourites";
