/** Favourites' public entry: the heart button on product cards and pages, and the signed-in list. */
export { FavouriteButton } from "./favourite-button";
export { useFavourites } from "./favourites-api";
