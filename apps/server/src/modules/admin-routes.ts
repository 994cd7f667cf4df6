import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { registerAuditRoutes } from "./audit/audit.routes";
import { registerCustomerRoutes } from "./customers/customers.routes";
import type { MediaService } from "./media/media.service";
import { registerMediaUploadRoutes } from "./media/media.upload.routes";
import { registerOrderAdminRoutes } from "./orders/orders.admin.routes";
import type { OrderAdminService } from "./orders/orders.admin.service";
import { registerPaymentAdminRoutes } from "./payments/payments.routes";
import type { PaymentService } from "./payments/payments.service";
import { registerProductAdminRoutes } from "./products/products.admin.routes";
import type { ProductAdminService } from "./products/products.admin.service";
import type { ProductCsvService } from "./products/products.csv.service";
import { registerSettingsAdminRoutes } from "./settings/settings.admin.routes";
import type { SettingsService } from "./settings/settings.service";
import { registerStatsRoutes } from "./stats/stats.routes";
import type { StatsService } from "./stats/stats.service";
import { registerUserAdminRoutes } from "./users/users.admin.routes";
import type { UserAdminService } from "./users/users.admin.service";
import { registerVoucherRoutes } from "./vouchers/vouchers.routes";
import type { VoucherService } from "./vouchers/vouchers.service";

export interface AdminServices {
  productAdmin: ProductAdminService;
  productCsv: ProductCsvService;
  users: UserAdminService;
  orders: OrderAdminService;
  media: MediaService;
  settings: SettingsService;
  payments: PaymentService;
  stats: StatsService;
  vouchers: VoucherService;
  /** The audit log and the customers' pages read the tables themselves (modules/audit, modules/customers). */
  db: Database;
}

/**
 * Every administrator's call, in one scope guarded once: `requireAdmin` runs on `onRequest`, before
 * the body or query is parsed, so a stranger gets 401 (a member 403) and learns nothing from a
 * 400. The modules' admin route files apply no guard of their own; a route registered here is
 * declared `admin` (plugins/route-access.ts), which is what modules/admin-access.test.ts checks.
 * The URLs are the public API's (POST /api/products beside GET /api/products): only the scope
 * differs.
 */
export async function registerAdminRoutes(app: FastifyInstance, services: AdminServices): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "admin" };
    });
    admin.addHook("onRequest", admin.auth.requireAdmin);

    registerProductAdminRoutes(admin, {
      productAdmin: services.productAdmin,
      productCsv: services.productCsv,
    });
    registerUserAdminRoutes(admin, { users: services.users });
    registerOrderAdminRoutes(admin, { orders: services.orders });
    await registerMediaUploadRoutes(admin, { media: services.media });
    registerSettingsAdminRoutes(admin, { settings: services.settings });
    registerPaymentAdminRoutes(admin, { payments: services.payments });
    registerStatsRoutes(admin, { stats: services.stats });
    registerVoucherRoutes(admin, { vouchers: services.vouchers });
    registerAuditRoutes(admin, { db: services.db });
    registerCustomerRoutes(admin, { db: services.db });
  });
}
