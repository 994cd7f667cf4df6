import { hexColourParam } from "./colours";

/**
 * The web app's page paths (plus the reset-password page,
 * docs/decisions/007-identity-of-our-own.md). The
 * router uses them, and the server uses them to answer 404 for a path that is no page.
 */
export const PAGE_PATHS = {
  home: "/",
  products: "/products",
  product: "/products/:id",
  search: "/search",
  cart: "/cart",
  checkout: "/checkout",
  paymentResult: "/payment/result",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  account: "/account",
  admin: "/admin",
  adminEdit: "/admin/edit/:id",
  /** The back office's sections (features/admin/shell/sections.ts). */
  adminOrders: "/admin/orders",
  adminOrder: "/admin/orders/:id",
  adminReturns: "/admin/returns",
  adminProducts: "/admin/products",
  adminProductNew: "/admin/products/new",
  adminCustomers: "/admin/customers",
  adminCustomer: "/admin/customers/:id",
  adminPromotions: "/admin/promotions",
  adminReviews: "/admin/reviews",
  adminSettings: "/admin/settings",
  adminStaff: "/admin/staff",
  adminAudit: "/admin/audit",
  adminCodReconciliation: "/admin/cod-reconciliation",
  about: "/about",
  warranty: "/warranty",
  privacy: "/privacy",
  returns: "/return-policy",
  shipping: "/shipping-policy",
  /** A guest finds an order again by its code and phone. */
  orderLookup: "/order-lookup",
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** `/products/:id` → `/products/abc`. */
export function pagePath(name: PageName, params: Record<string, string> = {}): string {
  return PAGE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}

/** The query parameter naming the colour a product's page opens at. */
export const PRODUCT_COLOUR_PARAM = "color";

/**
 * A product's page, opened at the colour a search or a colour filter named (its picture and its
 * swatch chosen), as the card or suggestion that led there showed it.
 */
export function productPagePath(id: string, colour?: string | null): string {
  const path = pagePath("product", { id });
  // Always the hex digits, never a colour's name (colourParam, catalogue-filters.ts): the names'
  // table would weigh on the first JavaScript every page loads, and the page reads either.
  return colour ? `${path}?${PRODUCT_COLOUR_PARAM}=${hexColourParam(colour)}` : path;
}

const PAGE_PATTERNS = Object.values(PAGE_PATHS).map(
  (path) => new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}/?$`),
);

/** True when a URL path (without query) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
