import { readFileSync } from "node:fs";
import {
  ALERT_DONE_KEPT_DAYS,
  ALERT_WAITING_DAYS,
  RETURN_DAYS_INACCURATE_INFORMATION,
  SENT_MAIL_RETENTION_DAYS,
  TRANSFER_NOTE_RETENTION_DAYS,
} from "@shop/shared";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { resolveJwtSecret } from "./config-jwt-secret";
import type { Database } from "./db/client";
import { connectionAccepted, whenTurnHasRoom } from "./lib/short-turns";
import { registerAddressBookRoutes } from "./modules/addresses/address-book.routes";
import { createAddressBook } from "./modules/addresses/address-book.service";
import { registerAddressRoutes } from "./modules/addresses/addresses.routes";
import { createAddressService } from "./modules/addresses/addresses.service";
import { registerAdminRoutes } from "./modules/admin-routes";
import { purgeAlerts } from "./modules/alerts/alerts.repository";
import { registerAlertRoutes } from "./modules/alerts/alerts.routes";
import { type AlertsService, createAlertsService } from "./modules/alerts/alerts.service";
import { createAlertsForPrivacy } from "./modules/alerts/alerts-privacy";
import { createAttemptLimiter, createAttemptStore } from "./modules/auth/attempt-limiter";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { eraseCredentials } from "./modules/auth/credentials-erasure";
import { createEmailVerification } from "./modules/auth/email-verification.service";
import { purgeExpiredTokens } from "./modules/auth/expired-tokens.repository";
import { registerOAuthRoutes } from "./modules/auth/oauth.routes";
import { createOAuthService } from "./modules/auth/oauth.service";
import { assertStrongPassword } from "./modules/auth/password-policy";
import { hashPassword } from "./modules/auth/passwords";
import { createSignInThrottle } from "./modules/auth/sign-in-throttle";
import { registerAccountSecurityRoutes } from "./modules/auth/two-factor.routes";
import { createTwoFactorService } from "./modules/auth/two-factor.service";
import { registerCatalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { type Catalogue, createCatalogue } from "./modules/catalogue/catalogue.service";
import { type CatalogueChanges, createCatalogueChanges } from "./modules/catalogue/catalogue-changes";
import { createKeptAnswers } from "./modules/catalogue/kept-answers";
import { createRelatedProducts } from "./modules/catalogue/related-products";
import { registerRelatedProductRoutes } from "./modules/catalogue/related-products.routes";
import { registerFavouriteRoutes } from "./modules/favourites/favourites.routes";
import { createFavouritesService } from "./modules/favourites/favourites.service";
import { createFavouritesForPrivacy } from "./modules/favourites/favourites-privacy";
import {
  createShutdownState,
  type ReadinessCheck,
  readinessChecks,
  type ShutdownState,
} from "./modules/health/health";
import { registerHealthRoutes } from "./modules/health/health.routes";
import { createMailCopies } from "./modules/mail/mail-copies";
import { createMailer, mailFilesDir } from "./modules/mail/mail-transports";
import type { Mailer } from "./modules/mail/mailer";
import { createOutboxWorker, type OutboxWorker } from "./modules/mail/outbox";
import { registerMediaRoutes } from "./modules/media/media.routes";
import { createMediaService } from "./modules/media/media.service";
import { type ConfiguredMedia, createMediaStorage } from "./modules/media/media-storage.factory";
import { createShopMetrics, type ShopMetrics } from "./modules/metrics/metrics";
import { registerMetrics } from "./modules/metrics/metrics.routes";
import { registerOpenApiCollector, registerOpenApiRoutes } from "./modules/openapi/openapi.routes";
import { registerCheckoutQuoteRoutes } from "./modules/orders/checkout-quote.routes";
import { createDeliveredPurchases } from "./modules/orders/delivered-purchases";
import { createOrderLifecycle } from "./modules/orders/order-lifecycle.service";
import { createOrderMailSender } from "./modules/orders/order-mail-sender";
import { createOrdersForPayments } from "./modules/orders/order-payments";
import { orderParcelLines } from "./modules/orders/order-pricing";
import { createOrdersForPrivacy } from "./modules/orders/order-privacy";
import { createOrdersForReturns } from "./modules/orders/order-returns";
import { createOrdersForShipping } from "./modules/orders/order-shipping";
import { createOrderFigures } from "./modules/orders/order-stats.repository";
import { orderLookupUrl } from "./modules/orders/order-status-mail";
import { createOrderTerms } from "./modules/orders/order-terms";
import { registerOrderTermsRoutes } from "./modules/orders/order-terms.routes";
import { purgeArchivedOrders } from "./modules/orders/orders.admin.repository";
import { createOrderAdminService } from "./modules/orders/orders.admin.service";
import { registerOrderRoutes } from "./modules/orders/orders.routes";
import { createOrderService } from "./modules/orders/orders.service";
import { startPaymentExpiry } from "./modules/payments/payment-expiry";
import { bankTransferMailSection } from "./modules/payments/payment-mails";
import { createPaymentRecords } from "./modules/payments/payment-records";
import { createPaymentRefunds, serverAddress } from "./modules/payments/payment-refunds";
import { registerPaymentRoutes } from "./modules/payments/payments.routes";
import { createPaymentService } from "./modules/payments/payments.service";
import { registerSepayRoutes } from "./modules/payments/sepay.routes";
import { createSepayTransfers } from "./modules/payments/sepay-transfers.service";
import { vietQrPng } from "./modules/payments/vietqr";
import { registerPrivacyRoutes } from "./modules/privacy/privacy.routes";
import { createPrivacyService } from "./modules/privacy/privacy.service";
import { createUnsubscribeTokens } from "./modules/privacy/unsubscribe-tokens";
import { createProductAdminService, productExists } from "./modules/products/products.admin.service";
import { createProductCsvService } from "./modules/products/products.csv.service";
import { createProductService, type ProductService } from "./modules/products/products.service";
import { createRetentionJob, retentionCutoff, startRetentionJob } from "./modules/retention/retention";
import { registerReturnRoutes } from "./modules/returns/returns.routes";
import { createReturnsService } from "./modules/returns/returns.service";
import { registerReviewRoutes } from "./modules/reviews/reviews.routes";
import { createReviewService } from "./modules/reviews/reviews.service";
import { registerSettingsRoutes } from "./modules/settings/settings.routes";
import { createSettingsService } from "./modules/settings/settings.service";
import type { Carrier, PickupAddress } from "./modules/shipping/carrier";
import { registerCarrierCallbackRoutes } from "./modules/shipping/carrier-callbacks.routes";
import { createCarrierUnits } from "./modules/shipping/carrier-units";
import { createConfiguredCarriers } from "./modules/shipping/carriers";
import { createShipmentService } from "./modules/shipping/shipments.service";
import { createShippingService } from "./modules/shipping/shipping.service";
import { createStatsService } from "./modules/stats/stats.service";
import { registerSaleTermsRoutes } from "./modules/terms/sale-terms.routes";
import { createSaleTerms } from "./modules/terms/sale-terms.service";
import { warnWhenSellerUnset } from "./modules/terms/seller-details";
import { registerCustomerOrderRoutes } from "./modules/users/me.routes";
import { createUserAdminService } from "./modules/users/users.admin.service";
import { createUserAccounts } from "./modules/users/users.service";
import { createVoucherService } from "./modules/vouchers/vouchers.service";
import { isPageRequest, registerWebRoutes } from "./modules/web/web.routes";
import { createStockWatcher } from "./modules/webhooks/stock-watcher";
import { createWebhookEvents } from "./modules/webhooks/webhook-events";
import { createWebhookSender, type WebhookSenderOptions } from "./modules/webhooks/webhook-sender";
import { createWebhookService } from "./modules/webhooks/webhooks.service";
import { createAccessTokens, createAuthGuard, registerAuthGuard } from "./plugins/auth-guard";
import { registerErrorHandling, sendError } from "./plugins/errors";
import { registerRateLimit } from "./plugins/rate-limit";
import { createRequestLog, lineDestinationOf, registerRequestLog, requestIdOf } from "./plugins/request-log";
import { waitForRequestsInFlightOnClose } from "./plugins/requests-in-flight";
import { declareAccess, registerRouteAccess } from "./plugins/route-access";
import { registerPrivateAnswers, registerSecurityHeaders } from "./plugins/security-headers";
import { registerUnicodeNormalisation } from "./plugins/unicode-nfc";

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Defaults to what the configuration says (S3_* or DATA_DIR/uploads); closed with the app. */
  media?: ConfiguredMedia;
  clock?: () => Date;
  logger?: FastifyServerOptions["logger"];
  /** Overrides for tests, e.g. a catalogue with its cache switched off (test/test-app.ts). */
  catalogue?: Catalogue;
  /** The change events `catalogue` listens to; given with it (modules/catalogue/catalogue-changes.ts). */
  changes?: CatalogueChanges;
  /** Defaults to SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox (modules/mail). */
  mailer?: Mailer;
  /** server.ts flips it on SIGTERM so /api/health/ready answers 503 before the listener closes. */
  shutdown?: ShutdownState;
  /** Defaults to the database, plus Redis and S3 when configured (modules/health). */
  readinessChecks?: ReadinessCheck[];
  /** The mail outbox's worker; defaults to one sending through `mailer` (modules/mail/outbox.ts). */
  outbox?: OutboxWorker;
  /** Prometheus metrics (modules/metrics); a fresh registry per app unless a test passes one. */
  metrics?: ShopMetrics;
  /**
   * Carriers and the pickup address for quotes and shipments (modules/shipping). Default: the
   * carriers configured by the GHN and GHTK variables and the owner's pickup setting; tests hand in
   * carriers on their mocks' addresses.
   */
  shipping?: { carriers?: Carrier[]; pickup?: () => Promise<PickupAddress | null> };
  /** The webhook sender's retry timing (tests shorten it; modules/webhooks/webhook-sender.ts). */
  webhookRetries?: Pick<WebhookSenderOptions, "backoffMs" | "maxAttempts" | "pollIntervalMs">;
  /** Handed the alerts service once built (tests wait for its checks: modules/alerts). */
  alertsBuilt?: (alerts: AlertsService) => void;
}

/** JSON bodies are small (an order, a product); uploads set their own limit on their route. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Builds the whole HTTP application without listening (tests call `inject()`; server.ts listens).
 * Services are created here and handed to the routes that need them; nothing hangs on the Fastify
 * instance but what Fastify itself needs.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, db, clock = () => new Date() } = dependencies;
  const { trustProxy } = config;

  // The catalogue's cached answers are sent before routing (modules/catalogue/kept-answers.ts).
  const keptAnswers = createKeptAnswers();
  const app = Fastify({
    serverFactory: keptAnswers.serverFactory,
    logger: dependencies.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A proxy's request id or a fresh UUID, as on the kept answers (plugins/request-log.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Fastify's two lines per request (with the whole request serialised) halve the throughput of
    // the hot list page; plugins/request-log.ts writes one small line instead. LOG_LEVEL=debug
    // brings Fastify's back.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    return503OnClosing: true,
    // A hop count means "believe the nearest N proxies"; Fastify's typings take it as a function.
    trustProxy:
      typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A malformed %-encoding never reaches a route: answered in the shop's error shape, not Fastify's.
    frameworkErrors: (_error, _request, reply) =>
      sendError(reply, 400, "bad_request", "The URL is malformed."),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Decomposed (NFD) Vietnamese composed before any route validates or stores it.
  registerUnicodeNormalisation(app);
  // CSP, frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy, HSTS on https; no-store on personal answers.
  const securityHeaders = await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    messengerPageId: config.shop.messengerPageId,
  });
  registerPrivateAnswers(app);
  closeKeptAliveConnectionsOnClose(app);
  waitForRequestsInFlightOnClose(app);
  // Every route from here on is described in GET /api/openapi.json, built on its first ask.
  await registerOpenApiCollector(app);
  // Latency by route, orders, payments, mail and pool use; GET /metrics with METRICS_TOKEN.
  const metrics = dependencies.metrics ?? createShopMetrics();
  metrics.observeDatabasePool(db);
  registerMetrics(app, { metrics, token: config.metricsToken });
  // One line per request, and its id in the x-request-id header.
  const requestLog = createRequestLog(app.log, lineDestinationOf(dependencies.logger));
  registerRequestLog(app, requestLog);
  // While new connections arrive, a request starts in a turn of the event loop with room left, so
  // the loop soon comes back to accept the next one (lib/short-turns.ts).
  app.server.on("connection", connectionAccepted);
  app.addHook("onRequest", (_request, _reply, done) => whenTurnHasRoom(done));

  // Who is calling (plugins/auth-guard.ts): tokens signed here; the guard is registered with the accounts.
  const jwtSecret = await resolveJwtSecret(config);
  const accessTokens = createAccessTokens({ secret: jwtSecret, issuer: config.publicUrl, clock });

  // The one transport, used by the mail outbox's worker alone: services queue their mail
  // (docs/decisions/040-one-mail-path.md).
  const mailer = metrics.instrumentMailer(dependencies.mailer ?? createMailer(config, app.log));
  // The catalogue: writers publish change events in their transactions (products, orders, the
  // lifecycle); the read side listens and keeps its caches, search index and prices true, on every
  // instance (modules/catalogue, docs/decisions/039-catalogue-change-events.md).
  const changes =
    dependencies.changes ??
    createCatalogueChanges({ db, logError: (error, message) => app.log.error({ err: error }, message) });
  await changes.start();
  app.addHook("onClose", () => changes.stop());
  // The catalogue is given the tests' clock only: its own reads Date.now (catalogue.service.ts).
  const catalogue = dependencies.catalogue ?? createCatalogue({ db, changes, clock: dependencies.clock });
  const products: ProductService = createProductService({ db, changes, clock });
  // The search index (decision 022) loads while the server already answers; the first searches
  // wait for it. Only a listening server does this: tests call inject() and load it on demand.
  app.addHook("onListen", (done) => {
    catalogue.start().catch((error: unknown) => app.log.error({ err: error }, "search index load failed"));
    done();
  });
  app.addHook("onClose", async () => catalogue.stop());
  const media = dependencies.media ?? (await createMediaStorage(config));
  app.addHook("onClose", async () => media.close());

  // Per-client limits for the routes that ask for one (plugins/rate-limit.ts); before any route.
  await registerRateLimit(app, { redisUrl: config.redisUrl });

  // Every route declares who may call it; the app refuses to start otherwise (plugins/route-access.ts).
  registerRouteAccess(app);
  registerOpenApiRoutes(app);

  // Liveness and readiness for load balancers (modules/health).
  const shutdown = dependencies.shutdown ?? createShutdownState();
  registerHealthRoutes(app, {
    checks: dependencies.readinessChecks ?? (await readinessChecks(config, db)),
    shutdown,
  });
  keptAnswers.register(app, {
    isCurrent: (bytes) => catalogue.isCurrentAnswer(bytes),
    headers: securityHeaders,
    observeAnswer: (route, seconds) =>
      metrics.requestDuration.observe({ method: "GET", route, status_code: "200" }, seconds),
    requestLog,
    isShuttingDown: () => shutdown.shuttingDown,
  });

  // The mail outbox (modules/mail/outbox.ts): services queue mail in their transactions; this
  // instance's worker sends it with retries. Closing waits for a send in flight.
  const outbox = dependencies.outbox ?? createOutboxWorker({ db, mailer, logger: app.log, clock });
  await outbox.start();
  app.addHook("onClose", () => outbox.stop());
  metrics.observeOutboxDepth(() => outbox.depth());

  // Outgoing webhooks (modules/webhooks): orders and returns queue their events in their own transactions;
  // this instance's sender delivers them, signed, with retries. Closing waits for a send in flight.
  const webhookSender = createWebhookSender({
    db,
    logger: app.log,
    clock,
    allowPrivateTargets: config.webhooksAllowPrivateTargets,
    ...dependencies.webhookRetries,
  });
  await webhookSender.start();
  app.addHook("onClose", () => webhookSender.stop());
  const webhookEvents = createWebhookEvents({ clock, wake: webhookSender.wake });
  // `stock.changed`: read from the catalogue's change log after the writers, who know nothing of
  // webhooks (modules/webhooks/stock-watcher.ts); every change this instance hears wakes it.
  const stockWatcher = createStockWatcher({
    db,
    events: webhookEvents,
    changes,
    products,
    logger: app.log,
    clock,
  });
  changes.listen(() => stockWatcher.wake());
  await stockWatcher.start();
  app.addHook("onClose", () => stockWatcher.stop());

  // The 2025 units (a file shipped with the server) and the owner's settings (the shipping fee).
  const addresses = createAddressService();
  const settings = createSettingsService({ db, logger: app.log, clock, addresses });
  // Carriers (GHN, GHTK) offered where configured and able to take the ward, from the owner's
  // pickup address; the flat fee always (modules/shipping, docs/decisions/054-shipping-at-checkout.md).
  const carriers =
    dependencies.shipping?.carriers ??
    createConfiguredCarriers(
      config.shipping,
      config.shipping.unitsFile
        ? createCarrierUnits(JSON.parse(readFileSync(config.shipping.unitsFile, "utf8")))
        : createCarrierUnits(),
    );
  const pickup = dependencies.shipping?.pickup ?? settings.pickupAddress;
  const shipping = createShippingService({
    carriers,
    pickup,
    defaultWeightGrams: config.shipping.defaultWeightGrams,
    logger: app.log,
  });
  // Status changes after the order: the admin, payments and expiry all go through the lifecycle.
  const lifecycle = createOrderLifecycle({
    db,
    products,
    changes,
    mail: createOrderMailSender({ wake: outbox.wake }),
    webhooks: webhookEvents,
    shop: config.shop,
    publicUrl: config.publicUrl,
    clock,
  });
  // Online payments (VNPay, MoMo, VietQR): reach orders only through OrdersForPayments, whose
  // moves go through the lifecycle (a cancelled unpaid order gives its stock back).
  const ordersForPayments = createOrdersForPayments(db, lifecycle);
  const payments = createPaymentService({
    db,
    config: config.payments,
    publicUrl: config.publicUrl,
    orders: ordersForPayments,
    logger: app.log,
    shop: config.shop,
    clock,
  });
  // Bank transfers SePay reports: an exact one pays its order, the rest wait for the owner.
  const transfers = createSepayTransfers({
    db,
    apiKey: config.payments.sepayApiKey,
    accountNumber: config.payments.bankTransfer?.accountNumber ?? null,
    orders: ordersForPayments,
    logger: app.log,
    clock,
  });
  startPaymentExpiry(app, payments);

  // Shipments: booked from the back office, followed by the carriers' callbacks, reconciled
  // (docs/decisions/055-shipments-callbacks-reconciliation.md); orders move through the lifecycle.
  const shipments = createShipmentService({
    db,
    carriers,
    orders: createOrdersForShipping(db, lifecycle),
    pickup,
    // Weighed as at checkout: each product's packed weight and box (orders/order-pricing.ts).
    parcelLines: async (items) => {
      const { found } = await catalogue.pricesForOrder(items.map((item) => item.productId));
      return orderParcelLines(items, new Map(found.map((product) => [product.id, product])));
    },
    defaultWeightGrams: config.shipping.defaultWeightGrams,
    logger: app.log,
    clock,
  });

  // Discount codes: the owner manages them (admin scope), the checkout applies them.
  const vouchers = createVoucherService({ db, clock });

  // The buyer's contract: the sale terms these facts make are stored as a version if new and are
  // the ones checkout accepts; orders keep theirs (docs/decisions/052-the-buyers-contract-and-records.md).
  warnWhenSellerUnset(app.log, config.shop.legal);
  const terms = await createSaleTerms({
    db,
    facts: {
      shop: config.shop,
      paymentMethods: config.shop.paymentMethods,
      returnDays: config.returnDays,
      returnDaysInaccurate: RETURN_DAYS_INACCURATE_INFORMATION,
      publicUrl: config.publicUrl,
    },
    clock,
  });
  // Records kept for their periods and no longer: archived orders and payment records past
  // RECORD_RETENTION_YEARS, copies of sent mail and transfers' notes past their days, expired
  // sign-in sessions and links (docs/decisions/052-the-buyers-contract-and-records.md).
  const mailCopies = createMailCopies({ db, filesDir: mailFilesDir(config.dataDir) });
  const paymentRecords = createPaymentRecords(db);
  const recordsCutoff = (now: Date) => retentionCutoff(now, config.recordRetentionYears);
  const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  startRetentionJob(
    app,
    createRetentionJob({
      purges: [
        { name: "archived_orders", purge: (now) => purgeArchivedOrders(db, recordsCutoff(now)) },
        { name: "expired_tokens", purge: (now) => purgeExpiredTokens(db, now) },
        // Alerts hold e-mails: links never used, alerts done a month ago, and any after a year
        // (docs/decisions/059-stock-and-price-alerts.md).
        {
          name: "alerts",
          purge: (now) =>
            purgeAlerts(db, now, { doneDays: ALERT_DONE_KEPT_DAYS, waitingDays: ALERT_WAITING_DAYS }),
        },
        {
          name: "sent_mail",
          purge: (now) =>
            mailCopies.purgeRows({
              eraseBefore: daysBefore(now, SENT_MAIL_RETENTION_DAYS),
              deleteBefore: recordsCutoff(now),
            }),
        },
        {
          name: "mail_files",
          purge: (now) => mailCopies.purgeFiles(daysBefore(now, SENT_MAIL_RETENTION_DAYS)),
        },
        { name: "payment_records", purge: (now) => paymentRecords.purgeRecords(recordsCutoff(now)) },
        {
          name: "transfer_notes",
          purge: (now) => paymentRecords.purgeTransferNotes(daysBefore(now, TRANSFER_NOTE_RETENTION_DAYS)),
        },
      ],
      logger: app.log,
      clock,
    }),
  );

  // Checkout: anyone may order; the confirmation mail commits with the order.
  const orders = createOrderService({
    db,
    products,
    catalogue,
    changes,
    addresses,
    shipping: settings,
    mailQueued: outbox.wake,
    webhooks: webhookEvents,
    shop: config.shop,
    publicUrl: config.publicUrl,
    payments: {
      assertOffered: payments.assertOffered,
      mailSection: async (order) => {
        const transfer = order.paymentMethod === "bank_transfer" ? payments.bankTransferFor(order) : null;
        return transfer
          ? bankTransferMailSection(transfer, order.language, await vietQrPng(transfer.payload))
          : null;
      },
    },
    vouchers: vouchers.checkout,
    carriers: shipping,
    terms,
    clock,
  });

  // Accounts: e-mail and social sign-in, sessions, password reset, favourites, my orders.
  const users = createUserAccounts({ db });
  const emailVerification = createEmailVerification({
    db,
    users,
    mailQueued: outbox.wake,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    clock,
  });
  const twoFactor = createTwoFactorService({ db, issuer: config.shop.name, clock });
  const auth = createAuthService({
    db,
    twoFactor,
    users,
    mailQueued: outbox.wake,
    emailVerification,
    accessTokens,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  // A reset answered 202 may still be storing its link and mail: the database stays open for it.
  app.addHook("onClose", () => auth.pendingResets());
  registerAuthGuard(
    app,
    createAuthGuard({
      accessTokens,
      findSessionUser: auth.findSessionUser,
      twoFactorRequired: twoFactor.isRequired,
      clock,
    }),
  );

  // Personal data (modules/privacy, docs/decisions/051-personal-data.md): the consent ledger,
  // marketing mail with its one-click unsubscribe, a person's copy of their data and its deletion.
  const privacy = createPrivacyService({
    db,
    users,
    auth: {
      checkPassword: auth.checkPassword,
      listSessions: auth.listSessions,
      eraseCredentials: (tx, userId) => eraseCredentials(tx, userId, clock()),
    },
    twoFactor,
    favourites: createFavouritesForPrivacy(db),
    alerts: createAlertsForPrivacy(db),
    orders: createOrdersForPrivacy(db),
    mail: mailCopies,
    payments: paymentRecords,
    unsubscribeTokens: createUnsubscribeTokens(jwtSecret),
    mailQueued: outbox.wake,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    supportEmail: config.shop.supportEmail,
    clock,
  });

  // Back-in-stock and price-drop alerts: they listen to the catalogue's change events and send
  // their mail through the privacy module's consent (modules/alerts, decision 059).
  const alerts = createAlertsService({
    db,
    products,
    changes,
    privacy,
    mailQueued: outbox.wake,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  dependencies.alertsBuilt?.(alerts);
  // The sweep runs on a listening server only, as the catalogue's catch-up; tests call it.
  app.addHook("onListen", (done) => {
    alerts.start();
    done();
  });
  app.addHook("onClose", () => alerts.stop());

  const mediaService = createMediaService({
    storage: media.storage,
    productExists: (id) => productExists(products, id),
  });
  // Reviews from verified buyers: orders say who received what, media checks the photos, and the
  // rating is stored on the product with a catalogue change (modules/reviews).
  const reviews = createReviewService({
    db,
    changes,
    products,
    purchases: createDeliveredPurchases(db),
    media: mediaService,
    clock,
  });

  // Returns and refunds: buyers ask, staff decide and take the parcel back (stock through the
  // products module), administrators refund through the gateway that was paid or by hand.
  const returns = createReturnsService({
    db,
    orders: createOrdersForReturns(db, lifecycle, orders),
    products,
    changes,
    photos: mediaService,
    refunds: createPaymentRefunds({
      db,
      config: config.payments,
      serverIp: serverAddress(),
      createdBy: config.shop.name,
      clock,
    }),
    returnDays: config.returnDays,
    shop: config.shop,
    lookupUrl: (orderId) => orderLookupUrl(config.publicUrl, orderId),
    mailQueued: outbox.wake,
    webhooks: webhookEvents,
    clock,
  });

  // The shop's routes: public unless a route says `customer` (and carries requireUser).
  let web: Awaited<ReturnType<typeof registerWebRoutes>> | undefined;
  // Sign-in and order lookup attempts, counted per address and per account or order (in Redis with REDIS_URL).
  const attempts = createAttemptLimiter(await createAttemptStore(app, config.redisUrl, clock));
  await app.register(async (shop) => {
    declareAccess(shop, "public");
    registerOrderRoutes(shop, {
      orders,
      lifecycle,
      rateLimit: { max: config.orderRateLimit, windowMs: 60_000 },
      lookupRateLimit: { max: config.orderLookupRateLimit, windowMs: 60_000 },
      attempts,
      payments,
      tracking: shipments.trackingByOrderCode,
    });
    registerCheckoutQuoteRoutes(shop, { orders });
    registerSaleTermsRoutes(shop, { terms });
    registerOrderTermsRoutes(shop, {
      orderTerms: createOrderTerms({ db, terms }),
      lookupRateLimit: { max: config.orderLookupRateLimit, windowMs: 60_000 },
      attempts,
    });
    registerPaymentRoutes(shop, { payments });
    await registerCarrierCallbackRoutes(shop, { shipments });
    registerSepayRoutes(shop, { transfers });
    registerCatalogueRoutes(shop, { catalogue });
    registerRelatedProductRoutes(shop, { related: createRelatedProducts({ db, changes, clock }) });
    await registerReviewRoutes(shop, { reviews });
    registerAddressRoutes(shop, { addresses });
    registerAddressBookRoutes(shop, { book: createAddressBook({ db, addresses, clock }) });
    registerSettingsRoutes(shop, { settings });
    await registerMediaRoutes(shop, media.serving);
    const throttle = createSignInThrottle(attempts);
    registerAuthRoutes(shop, { auth, emailVerification, throttle, twoFactor, consents: privacy });
    registerAccountSecurityRoutes(shop, { auth, twoFactor, throttle });
    registerOAuthRoutes(shop, {
      oauth: createOAuthService({ db, users, config, auth, twoFactor, stateSecret: jwtSecret, clock }),
      auth,
      secureCookies: config.publicUrl.startsWith("https:"),
    });
    registerFavouriteRoutes(shop, { favourites: createFavouritesService({ db, products }) });
    await registerAlertRoutes(shop, { alerts });
    registerCustomerOrderRoutes(shop, { orders, tracking: shipments.trackingByOrderCode });
    await registerPrivacyRoutes(shop, { privacy });
    await registerReturnRoutes(shop, {
      returns,
      lookupRateLimit: { max: config.orderLookupRateLimit, windowMs: 60_000 },
      attempts,
    });
    web = await registerWebRoutes(shop, {
      webDistDir: config.webDistDir,
      publicUrl: config.publicUrl,
      shop: config.shop,
      products: catalogue,
      clock,
    });
  });

  // The administrator's calls: one scope, one guard (modules/admin-routes.ts).
  await registerAdminRoutes(app, {
    productAdmin: createProductAdminService({ products, media: mediaService }),
    productCsv: createProductCsvService({ products }),
    users: createUserAdminService({ db, hashPassword, assertStrongPassword, endSessions: auth.endSessions }),
    // Cancelling an order cancels its booked parcel with the carrier first (modules/shipping).
    orders: createOrderAdminService({ db, lifecycle, parcels: shipments, clock }),
    media: mediaService,
    settings,
    payments,
    transfers,
    // The dashboard: the orders' aggregates and the colours running low (products module).
    stats: createStatsService({
      orders: createOrderFigures(db),
      lowStock: products.lowStock,
      productNames: products.productNames,
    }),
    vouchers,
    twoFactor,
    shipments,
    shopName: config.shop.name,
    reviews,
    privacy,
    returns,
    webhooks: createWebhookService({
      db,
      allowPrivateTargets: config.webhooksAllowPrivateTargets,
      changes,
      endpointsChanged: stockWatcher.endpointsChanged,
    }),
    db,
  });

  app.setNotFoundHandler((request, reply) => {
    if (web && isPageRequest(request)) return web.sendPage(request, reply);
    return sendError(
      reply,
      404,
      "not_found",
      `No such route: ${request.method} ${request.url.split("?")[0]}`,
    );
  });

  return app;
}

/**
 * Fastify's close waits for every open connection, and Node only drops those idle *at that
 * moment*: a keep-alive client whose request was in flight keeps its socket open after the answer,
 * so close (and a SIGTERM) would hang. While closing, idle connections are dropped every 100 ms,
 * so in-flight requests finish and then their sockets go. Costs nothing per request.
 */
function closeKeptAliveConnectionsOnClose(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
  });
}
