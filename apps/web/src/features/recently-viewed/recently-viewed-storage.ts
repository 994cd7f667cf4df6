import { createStoredIdList } from "../../lib/stored-id-list";

/** A few products: one row of cards on a wide screen, two on a phone. */
export const RECENTLY_VIEWED_MAX = 8;

/** The products this browser opened last, newest first (localStorage `recently-viewed`). */
export const recentlyViewed = createStoredIdList("recently-viewed", RECENTLY_VIEWED_MAX);
