import { PAGE_PATHS } from "@shop/shared";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./layout/route-error";

/**
 * Every page is its own lazy chunk, so the first load carries only the shell (header, footer)
 * and the page being opened. The admin pages live in their own chunks too, never in the storefront's.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: await load() }) };
}

const pages: RouteObject[] = [
  {
    index: true,
    ...page(async () => (await import(/* preload: page:home */ "../features/catalog/home-page")).HomePage),
  },
  {
    path: PAGE_PATHS.products,
    ...page(
      async () =>
        (await import(/* preload: page:products */ "../features/catalog/products-page")).ProductsPage,
    ),
  },
  {
    path: PAGE_PATHS.product,
    ...page(
      async () => (await import(/* preload: page:product */ "../features/catalog/product-page")).ProductPage,
    ),
  },
  {
    path: PAGE_PATHS.search,
    ...page(
      async () => (await import(/* preload: page:search */ "../features/search/search-page")).SearchPage,
    ),
  },
  {
    path: PAGE_PATHS.cart,
    ...page(async () => (await import(/* preload: page:cart */ "../features/cart/cart-page")).CartPage),
  },
  {
    path: PAGE_PATHS.checkout,
    ...page(async () => (await import("../features/checkout/checkout-page")).CheckoutPage),
  },
  { path: PAGE_PATHS.login, ...page(async () => (await import("../features/auth/login-page")).LoginPage) },
  {
    path: PAGE_PATHS.register,
    ...page(async () => (await import("../features/auth/register-page")).RegisterPage),
  },
  {
    path: PAGE_PATHS.resetPassword,
    ...page(async () => (await import("../features/auth/reset-password-page")).ResetPasswordPage),
  },
  {
    path: PAGE_PATHS.account,
    ...page(async () => (await import("../features/account/account-page")).AccountPage),
  },
  { path: PAGE_PATHS.admin, ...page(async () => (await import("../features/admin/admin-page")).AdminPage) },
  {
    path: PAGE_PATHS.adminEdit,
    ...page(async () => (await import("../features/admin/admin-edit-page")).AdminEditPage),
  },
  {
    path: PAGE_PATHS.about,
    ...page(
      async () => (await import(/* preload: page:about */ "../features/static-pages/about-page")).AboutPage,
    ),
  },
  {
    path: PAGE_PATHS.warranty,
    ...page(
      async () =>
        (await import(/* preload: page:warranty */ "../features/static-pages/warranty-page")).WarrantyPage,
    ),
  },
  {
    path: PAGE_PATHS.privacy,
    ...page(
      async () =>
        (await import(/* preload: page:privacy */ "../features/static-pages/privacy-page")).PrivacyPage,
    ),
  },
  { path: "*", ...page(async () => (await import("../features/static-pages/not-found-page")).NotFoundPage) },
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
