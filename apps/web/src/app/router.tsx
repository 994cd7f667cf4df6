import { PAGE_PATHS } from "@shop/shared";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { accountPages } from "../features/account";
import { adminPages } from "../features/admin";
import { authPages } from "../features/auth";
import { cartPages } from "../features/cart";
import { catalogPages } from "../features/catalog";
import { checkoutPages } from "../features/checkout";
import { orderLookupPages } from "../features/order-lookup";
import { searchPages } from "../features/search";
import { staticPages } from "../features/static-pages";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./layout/route-error";

/**
 * Every page is its own lazy chunk, so the first load carries only the shell (header, footer)
 * and the page being opened. The admin pages live in their own chunks too, never in the storefront's.
 * Each feature's index.ts hands over its pages as loaders (dynamic imports), so the chunks stay lazy.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: await load() }) };
}

const pages: RouteObject[] = [
  { index: true, ...page(catalogPages.home) },
  {
    path: PAGE_PATHS.products,
    ...page(catalogPages.products),
  },
  {
    path: PAGE_PATHS.product,
    ...page(catalogPages.product),
  },
  {
    path: PAGE_PATHS.search,
    ...page(searchPages.search),
  },
  { path: PAGE_PATHS.cart, ...page(cartPages.cart) },
  {
    path: PAGE_PATHS.checkout,
    ...page(checkoutPages.checkout),
  },
  { path: PAGE_PATHS.paymentResult, ...page(checkoutPages.paymentResult) },
  { path: PAGE_PATHS.login, ...page(authPages.login) },
  {
    path: PAGE_PATHS.register,
    ...page(authPages.register),
  },
  {
    path: PAGE_PATHS.resetPassword,
    ...page(authPages.resetPassword),
  },
  { path: PAGE_PATHS.verifyEmail, ...page(authPages.verifyEmail) },
  {
    path: PAGE_PATHS.account,
    ...page(accountPages.account),
  },
  // The back office: its frame declares the sections' routes (features/admin/shell/admin-routes.tsx).
  { path: `${PAGE_PATHS.admin}/*`, ...page(adminPages.admin) },
  {
    path: PAGE_PATHS.about,
    ...page(staticPages.about),
  },
  {
    path: PAGE_PATHS.warranty,
    ...page(staticPages.warranty),
  },
  {
    path: PAGE_PATHS.privacy,
    ...page(staticPages.privacy),
  },
  { path: PAGE_PATHS.returns, ...page(staticPages.returns) },
  { path: PAGE_PATHS.shipping, ...page(staticPages.shipping) },
  {
    path: PAGE_PATHS.orderLookup,
    ...page(orderLookupPages.orderLookup),
  },
  { path: "*", ...page(staticPages.notFound) },
];

function HydrateFallback() {
  return null;
}

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback,
    // A pathless layer, so that a failing page shows its error inside the header and footer.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];
