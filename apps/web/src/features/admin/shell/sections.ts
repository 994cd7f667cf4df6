import { type PageName, type Permission, pagePath } from "@shop/shared";

/** A section of the back office: its page, its label, and the permission a role needs to see it. */
export interface AdminSection {
  id:
    | "overview"
    | "orders"
    | "returns"
    | "products"
    | "customers"
    | "promotions"
    | "reviews"
    | "settings"
    | "staff"
    | "audit"
    | "cod_reconciliation";
  page: PageName;
  permission: Permission;
}

/**
 * The sidebar's sections, in the order of a working day. The permission is the one the server's
 * routes of the section ask for (packages/shared/src/staff-permissions.ts), so a role never sees a
 * section whose every call would be refused.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "overview", page: "admin", permission: "stats" },
  { id: "orders", page: "adminOrders", permission: "orders" },
  { id: "returns", page: "adminReturns", permission: "returns" },
  { id: "products", page: "adminProducts", permission: "products" },
  { id: "customers", page: "adminCustomers", permission: "customers" },
  { id: "promotions", page: "adminPromotions", permission: "vouchers" },
  { id: "reviews", page: "adminReviews", permission: "reviews" },
  { id: "settings", page: "adminSettings", permission: "settings" },
  { id: "staff", page: "adminStaff", permission: "users" },
  { id: "audit", page: "adminAudit", permission: "audit" },
  { id: "cod_reconciliation", page: "adminCodReconciliation", permission: "cod_reconciliation" },
];

/**
 * The section a back-office path belongs to (the longest path that starts it; /admin/edit/:id is
 * products). The overview is /admin itself: every other section's path starts with it, so an
 * address below it that no section has (a mistyped one) belongs to none and shows "not found".
 */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  if (pathname.startsWith("/admin/edit/")) return ADMIN_SECTIONS.find((section) => section.id === "products");
  const path = pathname.replace(/\/+$/, "") || "/";
  return [...ADMIN_SECTIONS]
    .sort((a, b) => pagePath(b.page).length - pagePath(a.page).length)
    .find(
      (section) =>
        path === pagePath(section.page) ||
        (section.id !== "overview" && path.startsWith(`${pagePath(section.page)}/`)),
    );
}
