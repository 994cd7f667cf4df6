import type { Permission } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { declarePermission } from "../plugins/route-access";
import { registerAuditRoutes } from "./audit/audit.routes";
import { registerTwoFactorAdminRoutes } from "./auth/two-factor.admin.routes";
import type { TwoFactorService } from "./auth/two-factor.service";
import { registerCustomerRoutes } from "./customers/customers.routes";
import type { MediaService } from "./media/media.service";
import { registerMediaUploadRoutes } from "./media/media.upload.routes";
import { registerOrderAdminRoutes } from "./orders/orders.admin.routes";
import type { OrderAdminService } from "./orders/orders.admin.service";
import { registerPaymentAdminRoutes } from "./payments/payments.routes";
import type { PaymentService } from "./payments/payments.service";
import { registerSepayAdminRoutes } from "./payments/sepay.routes";
import type { SepayTransfers } from "./payments/sepay-transfers.service";
import { registerPrivacyAdminRoutes } from "./privacy/privacy.routes";
import type { PrivacyService } from "./privacy/privacy.service";
import { registerProductAdminRoutes } from "./products/products.admin.routes";
import type { ProductAdminService } from "./products/products.admin.service";
import type { ProductCsvService } from "./products/products.csv.service";
import { registerReturnAdminRoutes } from "./returns/returns.admin.routes";
import type { ReturnsService } from "./returns/returns.service";
import { registerReviewAdminRoutes } from "./reviews/reviews.admin.routes";
import type { ReviewService } from "./reviews/reviews.service";
import { registerSettingsAdminRoutes } from "./settings/settings.admin.routes";
import type { SettingsService } from "./settings/settings.service";
import {
  registerCodReconciliationRoutes,
  registerShipmentAdminRoutes,
} from "./shipping/shipments.admin.routes";
import type { ShipmentService } from "./shipping/shipments.service";
import { registerStatsRoutes } from "./stats/stats.routes";
import type { StatsService } from "./stats/stats.service";
import { registerUserAdminRoutes } from "./users/users.admin.routes";
import type { UserAdminService } from "./users/users.admin.service";
import { registerVoucherRoutes } from "./vouchers/vouchers.routes";
import type { VoucherService } from "./vouchers/vouchers.service";
import { registerWebhookAdminRoutes } from "./webhooks/webhooks.admin.routes";
import type { WebhookService } from "./webhooks/webhooks.service";

export interface AdminServices {
  productAdmin: ProductAdminService;
  productCsv: ProductCsvService;
  users: UserAdminService;
  orders: OrderAdminService;
  media: MediaService;
  settings: SettingsService;
  payments: PaymentService;
  /** Incoming bank transfers reported by SePay (modules/payments/sepay-transfers.service.ts). */
  transfers: SepayTransfers;
  stats: StatsService;
  vouchers: VoucherService;
  twoFactor: TwoFactorService;
  /** Shipments, labels, packing slips and the COD reconciliation (modules/shipping). */
  shipments: ShipmentService;
  /** The shop's name, printed on packing slips. */
  shopName: string;
  /** Moderating buyers' reviews (modules/reviews). */
  reviews: ReviewService;
  /** Data requests and a customer's consents (modules/privacy). */
  privacy: PrivacyService;
  /** Returns and refunds (modules/returns). */
  returns: ReturnsService;
  /** The owner's webhook endpoints and their deliveries (modules/webhooks). */
  webhooks: WebhookService;
  /** The audit log and the customers' pages read the tables themselves (modules/audit, modules/customers). */
  db: Database;
}

/**
 * Every staff call, in one scope guarded once: `requireStaff` runs on `onRequest`, before the body
 * or query is parsed, so a stranger gets 401 (a role without the route's permission 403) and learns
 * nothing from a 400. The modules' admin route files apply no guard of their own; a route
 * registered here is declared `staff` and carries the permission of its `section` below (or its
 * own `config.permission`), which plugins/route-access.ts requires and modules/admin-access.test.ts
 * checks for every role. The URLs are the public API's (POST /api/products beside GET
 * /api/products): only the scope differs.
 */
export async function registerAdminRoutes(app: FastifyInstance, services: AdminServices): Promise<void> {
  await app.register(async (staff) => {
    staff.addHook("onRoute", (route) => {
      route.config = { ...route.config, access: "staff" };
    });
    staff.addHook("onRequest", staff.auth.requireStaff);

    await section(staff, "products", async (scope) => {
      registerProductAdminRoutes(scope, {
        productAdmin: services.productAdmin,
        productCsv: services.productCsv,
      });
      await registerMediaUploadRoutes(scope, { media: services.media });
    });
    await section(staff, "users", (scope) => registerUserAdminRoutes(scope, { users: services.users }));
    await section(staff, "orders", (scope) => registerOrderAdminRoutes(scope, { orders: services.orders }));
    await section(staff, "customers", (scope) => registerCustomerRoutes(scope, { db: services.db }));
    // Whoever looks after the customers sees their requests and consents (docs/decisions/051-personal-data.md).
    await section(staff, "customers", (scope) =>
      registerPrivacyAdminRoutes(scope, { privacy: services.privacy }),
    );
    await section(staff, "settings", (scope) => {
      registerSettingsAdminRoutes(scope, { settings: services.settings });
      registerTwoFactorAdminRoutes(scope, { twoFactor: services.twoFactor });
    });
    // Marking a transfer paid and reading the bank's notices belong with the orders.
    await section(staff, "orders", (scope) =>
      registerPaymentAdminRoutes(scope, { payments: services.payments }),
    );
    // Transfers the bank feed could not match are settled by whoever keeps the orders.
    await section(staff, "orders", (scope) =>
      registerSepayAdminRoutes(scope, { transfers: services.transfers }),
    );
    await section(staff, "stats", (scope) => registerStatsRoutes(scope, { stats: services.stats }));
    await section(staff, "vouchers", (scope) =>
      registerVoucherRoutes(scope, { vouchers: services.vouchers }),
    );
    await section(staff, "reviews", (scope) =>
      registerReviewAdminRoutes(scope, { reviews: services.reviews }),
    );
    // Refund routes name `refunds` themselves (administrators alone).
    await section(staff, "returns", (scope) =>
      registerReturnAdminRoutes(scope, { returns: services.returns }),
    );
    await section(staff, "audit", (scope) => registerAuditRoutes(scope, { db: services.db }));
    await section(staff, "shipments", (scope) =>
      registerShipmentAdminRoutes(scope, { shipments: services.shipments, shopName: services.shopName }),
    );
    await section(staff, "cod_reconciliation", (scope) =>
      registerCodReconciliationRoutes(scope, { shipments: services.shipments }),
    );
    await section(staff, "settings", (scope) =>
      registerWebhookAdminRoutes(scope, { webhooks: services.webhooks }),
    );
  });
}

/**
 * Registers a module's staff routes in a scope of their own whose routes need `permission`
 * (a route may name another in its `config.permission`). Use one per route file.
 */
export async function section(
  staff: FastifyInstance,
  permission: Permission,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await staff.register(async (scope) => {
    declarePermission(scope, permission);
    await register(scope);
  });
}
