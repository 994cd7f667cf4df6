/** The shop's business constants. Every limit used by the web app or the server lives here. */

export const CART_QUANTITY_MIN = 1;
/** Per product, all colours together. */
export const CART_QUANTITY_MAX = 5;

export const SEARCH_SUGGESTION_LIMIT = 5;
export const ADMIN_THUMBNAILS_PER_COLOUR = 2;

export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTOPLAY_MS = 3000;
export const HERO_TRANSITION_MS = 1500;
export const MOBILE_BREAKPOINT_PX = 768;

/** A promotion takes a whole percentage off, from 1 to 90 (the product form, the API and the database). */
export const PROMOTION_DISCOUNT_MIN = 1;
export const PROMOTION_DISCOUNT_MAX = 90;

/** Whether `value` is a discount a promotion may have. */
export function isValidDiscount(value: number): boolean {
  return Number.isInteger(value) && value >= PROMOTION_DISCOUNT_MIN && value <= PROMOTION_DISCOUNT_MAX;
}

export const DEFAULT_VARIATION_COLOR = "#000000";
export const ORDER_ID_PREFIX = "ORDER";
/**
 * Cash on delivery is always offered; the online methods only when the server is configured for
 * them (docs/decisions/026-payments.md), which the web app learns from `ShopInfo.paymentMethods`.
 */
export const PAYMENT_METHODS = ["cod", "vnpay", "momo", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods paid through a gateway's page: the order waits unpaid and expires (PAYMENT_TTL_MINUTES). */
export const GATEWAY_PAYMENT_METHODS = ["vnpay", "momo"] as const satisfies readonly PaymentMethod[];
export const PAYMENT_TTL_MINUTES_DEFAULT = 15;

export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;

/**
 * The product list's sorts. Here rather than beside the zod schemas of catalogue.ts, so that the
 * web pages that only need the names do not bring zod with them.
 */
export const PRODUCT_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Widths (px) every stored product image is re-encoded to, for `srcset`. The largest is the stored URL. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

/** Access tokens live 15 minutes; the web app refreshes about 5 minutes before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_REFRESH_MARGIN_SECONDS = 5 * 60;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A search counts its matches up to this many; the web app shows "1000+" beyond it. Paging further
 * than 1,000 results of a search is not something shoppers do, and an exact count is costly.
 */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * Where an order is on its way: pending → confirmed → shipping → delivered, or cancelled from
 * pending or confirmed, or returned when the carrier brings the parcel back to the shop (the
 * allowed moves: order-lifecycle.ts). The admin's "delivered" checkbox (docs/product.md)
 * still sets delivered (ticked) or pending (unticked).
 */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "shipping",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Whether the shop has the money: cash on delivery stays unpaid until the owner says otherwise.
 * `partially_refunded` is set only by a refund of part of what was paid (returns.ts).
 */
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded", "partially_refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Days after delivery a buyer may ask for a return; the server's RETURN_DAYS overrides it. Here,
 * not in returns.ts, because the shop info every page reads (shop-info.ts) needs it and the first
 * load must not carry the returns' zod schemas (docs/decisions/060-first-load-in-one-chunk.md).
 */
export const RETURN_DAYS_DEFAULT = 7;
/**
 * Days after delivery when the shop's information was wrong (Law 19/2023, returns.ts). Here for
 * the same reason: the checkout's and product page's terms name it.
 */
export const RETURN_DAYS_INACCURATE_INFORMATION = 30;
