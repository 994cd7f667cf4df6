/**
 * The back office's public entry: its frame and each section's pages as loaders. Every section's
 * folder is one lazy chunk (its index.ts), never loaded by the storefront; app/router.tsx nests the
 * sections under the frame.
 */
export const adminPages = {
  layout: async () => (await import("./shell")).AdminLayout,
  overview: async () => (await import("./overview")).OverviewPage,
  orders: async () => (await import("./orders")).OrdersPage,
  order: async () => (await import("./orders")).OrderPage,
  products: async () => (await import("./products")).ProductsPage,
  newProduct: async () => (await import("./products")).NewProductPage,
  edit: async () => (await import("./products")).AdminEditPage,
  customers: async () => (await import("./customers")).CustomersPage,
  customer: async () => (await import("./customers")).CustomerPage,
  promotions: async () => (await import("./promotions")).PromotionsPage,
  settings: async () => (await import("./settings")).SettingsPage,
  staff: async () => (await import("./staff")).StaffPage,
  audit: async () => (await import("./audit")).AuditPage,
};
