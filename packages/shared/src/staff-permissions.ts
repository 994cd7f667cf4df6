/**
 * Who may do what in the back office: one table, read by the server's route guard (every admin
 * route names the permission it needs) and by the web app (each role sees only its sections).
 *
 * - `admin`: everything, and alone: refunds, users and roles, settings, audit, COD reconciliation,
 *   the dashboard's figures.
 * - `staff_orders`: orders, shipments, returns, customers (a packer or customer-service hire).
 * - `staff_catalogue`: products (with media and CSV), vouchers, reviews.
 * - `member`: a customer; no back office.
 */
export const USER_ROLES = ["member", "staff_orders", "staff_catalogue", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that reach the back office (and sign in with a second factor when enrolled or required). */
export const STAFF_ROLES = [
  "admin",
  "staff_orders",
  "staff_catalogue",
] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  "orders",
  "shipments",
  "returns",
  "customers",
  "products",
  "vouchers",
  "reviews",
  "refunds",
  "users",
  "settings",
  "audit",
  "cod_reconciliation",
  "stats",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  staff_orders: ["orders", "shipments", "returns", "customers"],
  staff_catalogue: ["products", "vouchers", "reviews"],
  member: [],
};

export function hasPermission(role: UserRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(role: UserRole): role is StaffRole {
  return (STAFF_ROLES as readonly UserRole[]).includes(role);
}
