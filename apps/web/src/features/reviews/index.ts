/**
 * Reviews' public entry: the account shows `ReviewFromOrderLink` on delivered lines; the product
 * page loads the reviews section lazily (a chunk of its own, when the shopper scrolls near it).
 */
export { ReviewFromOrderLink } from "./review-from-order-link";

export const loadProductReviews = async () => (await import("./product-reviews")).ProductReviews;
