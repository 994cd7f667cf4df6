/**
 * Recently viewed products' public entry: the product page records a view and shows the row;
 * the empty cart shows the row too.
 */
export { RecentlyViewed, useRecordView } from "./recently-viewed";
export { RECENTLY_VIEWED_MAX, recentlyViewed } from "./recently-viewed-storage";
