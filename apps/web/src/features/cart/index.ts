/**
 * The cart's public entry: the stored cart lines, the selection kept for checkout, the totals and
 * their list. The cart page stays a lazy chunk of its own.
 */
export { useCartProducts } from "./cart-api";
export { readUnselectedKeys, selectedLines, writeUnselectedKeys } from "./cart-selection";
export {
  addToCart,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  type CartLine,
  removeOrderedLines,
  useCartCount,
  useCartLines,
} from "./cart-storage";
export { cartTotals, isOrderable, type PricedLine, priceLines } from "./cart-totals";
export { useShippingSettings } from "./shipping-api";
export { TotalsList } from "./totals-list";

export const cartPages = {
  cart: async () => (await import(/* preload: page:cart */ "./cart-page")).CartPage,
};
