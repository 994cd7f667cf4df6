import {
  ALERT_KINDS,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  CATEGORIES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  PRODUCT_SIDE_CM_MAX,
  PRODUCT_WEIGHT_GRAMS_MAX,
  PROMOTION_DISCOUNT_MAX,
  PROMOTION_DISCOUNT_MIN,
  type ProductTranslations,
  RETURN_REASONS,
  RETURN_STATUSES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
  type ReviewStatus,
  SHIPMENT_CARRIERS,
  SHIPMENT_STATUSES,
  SHIPPING_CARRIER_OPTIONS,
  type ShipmentCarrier,
  type ShipmentStatus,
  USER_ROLES,
  type UserRole,
} from "@shop/shared";

// Roles and statuses are rules of the shop: they live in packages/shared (admin.ts).
export type { OrderStatus, PaymentStatus, UserRole };

import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The whole data model, for what the shop does today and what comes next. Column names are
 * snake_case through Drizzle's `casing` option (client.ts and drizzle.config.ts). Money is whole
 * đồng in `integer` (a bag never costs more than 2.1 billion đồng; productInputSchema caps at 1e9).
 */

function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/*
 * Indexes are ascending on purpose: queries order every key in one direction (`created_at desc,
 * id desc`), which PostgreSQL serves by scanning an ascending index backwards. A `desc` index
 * would be `DESC NULLS LAST` and not match the default `DESC` (NULLS FIRST) ordering.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * The key of a row every order writes (the order, its lines, its first event, its mail, its
 * webhook deliveries): a UUID of version 7, which begins with the time it was made (drizzle/0036's
 * `time_ordered_uuid()`; the order's own is made by orders.service.ts with uuid's `v7`). A new key then lands beside
 * the last ones in each index that holds it, where the pages are already in memory, instead of on
 * a random page of an index that grows with every order: on the embedded database, whose page
 * cache is 16 MB (db/client.ts), random keys made each order read and write back pages of the
 * data files once reads had filled that cache (docs/decisions/081-time-ordered-keys.md).
 */
const timeOrderedId = () => uuid().primaryKey().default(sql`time_ordered_uuid()`);

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    price: integer().notNull(),
    category: text().notNull(),
    description: text().array().notNull().default(sql`'{}'::text[]`),
    dimensions: text().notNull().default(""),
    material: text().notNull().default(""),
    careInstructions: text().notNull().default(""),
    /**
     * Country of origin, ISO 3166-1 alpha-2 ("VN"), shown on the product page before the sale
     * (Consumer Protection Law 19/2023, docs/decisions/052-the-buyers-contract-and-records.md); "" unknown.
     */
    origin: text().notNull().default(""),
    promotionDiscount: integer(),
    promotionStart: timestamp({ withTimezone: true }),
    promotionEnd: timestamp({ withTimezone: true }),
    promotionText: text().notNull().default(""),
    /**
     * The texts in en, kr and jp (shared productTranslationsSchema), read with the row: a list
     * page localises its 24 products without another query (decision 029).
     */
    translations: jsonb().$type<ProductTranslations>().notNull().default({}),
    /**
     * The packed bag for the carriers' quotes (modules/shipping): whole grams and whole centimetres,
     * null until the owner enters them (SHIPPING_DEFAULT_WEIGHT_GRAMS and a default box then).
     */
    weightGrams: integer(),
    lengthCm: integer(),
    widthCm: integer(),
    heightCm: integer(),
    /** normaliseSearchText(names in every language + category words), written by the repository. */
    searchText: text().notNull(),
    /** Raised by every edit; a PUT naming an older one is refused (version_conflict). */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The approved reviews' count and sum of stars, written by the reviews module through
     * ProductService.setRating (with a catalogue change event), read with the row by every list.
     */
    ratingCount: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
  },
  (t) => [
    index("products_created_at_id_idx").on(t.createdAt, t.id),
    index("products_category_created_at_idx").on(t.category, t.createdAt, t.id),
    index("products_price_idx").on(t.price, t.id),
    index("products_category_price_idx").on(t.category, t.price, t.id),
    index("products_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    check("products_price_check", sql`${t.price} >= 0`),
    // GHN's documented limits (packages/shared/src/catalogue.ts, PRODUCT_WEIGHT_GRAMS_MAX, PRODUCT_SIDE_CM_MAX).
    check(
      "products_parcel_check",
      sql`(${t.weightGrams} is null or ${t.weightGrams} between 1 and ${sql.raw(String(PRODUCT_WEIGHT_GRAMS_MAX))})
        and (${t.lengthCm} is null or ${t.lengthCm} between 1 and ${sql.raw(String(PRODUCT_SIDE_CM_MAX))})
        and (${t.widthCm} is null or ${t.widthCm} between 1 and ${sql.raw(String(PRODUCT_SIDE_CM_MAX))})
        and (${t.heightCm} is null or ${t.heightCm} between 1 and ${sql.raw(String(PRODUCT_SIDE_CM_MAX))})`,
    ),
    // Built from the shared list: a change of CATEGORIES shows up as a new migration.
    check(
      "products_category_check",
      sql`${t.category} in (${sql.raw(CATEGORIES.map(sqlLiteral).join(", "))})`,
    ),
    check(
      "products_promotion_check",
      sql`(${t.promotionDiscount} is null and ${t.promotionStart} is null and ${t.promotionEnd} is null)
        or (${t.promotionDiscount} between ${sql.raw(String(PROMOTION_DISCOUNT_MIN))} and ${sql.raw(String(PROMOTION_DISCOUNT_MAX))} and ${t.promotionStart} <= ${t.promotionEnd})`,
    ),
  ],
);

/**
 * The catalogue's change events (modules/catalogue/catalogue-changes.ts): every writer of products,
 * prices, promotions or stock publishes one row per product in its own transaction, and every
 * instance's read side (caches, search index, prices kept for orders) applies the rows after the
 * last it saw. Kept a day, then pruned.
 */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    seq: bigserial({ mode: "number" }).primaryKey(),
    kind: text().notNull(),
    /** Every product one write changed (an order's, a cancellation's): one row per write, not per product. */
    productIds: uuid().array().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalogue_changes_changed_at_idx").on(t.changedAt),
    check(
      "catalogue_changes_kind_check",
      sql`${t.kind} in ('product_saved', 'product_removed', 'price_changed', 'stock_changed')`,
    ),
  ],
);

export const productVariations = pgTable(
  "product_variations",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    color: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    /** Bags of this colour left to sell; an order takes them in its transaction (products.repository). */
    stock: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variations_product_id_position_idx").on(t.productId, t.position),
    // The last line of defence against overselling: a conditional update never goes below zero.
    check("product_variations_stock_check", sql`${t.stock} >= 0`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The public `uid` (docs/product.md, "Users"): short, random, shown in the admin tables and used in admin URLs. */
    uid: text().notNull().unique("users_uid_unique"),
    /** Stored lower-cased, so the unique index is case-insensitive. */
    email: text().notNull().unique("users_email_unique"),
    /** Null for accounts made through Google or Facebook only. */
    passwordHash: text(),
    role: text().$type<UserRole>().notNull().default("member"),
    googleSubject: text().unique("users_google_subject_unique"),
    facebookSubject: text().unique("users_facebook_subject_unique"),
    /**
     * When the owner of the address proved it (the mailed link, or a provider-verified social
     * sign-in); null until then. Guest orders with the address join the account only once set.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The roles of packages/shared/src/staff-permissions.ts; a new one needs a migration too.
    check("users_role_check", sql`${t.role} in (${sql.raw(USER_ROLES.map(sqlLiteral).join(", "))})`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Every token rotated from one sign-in shares a family; reusing a spent one revokes the family. */
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique("refresh_tokens_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedById: uuid(),
    /** The browser that signed in (its User-Agent, cut short), shown in the account's sessions. */
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("refresh_tokens_user_id_idx").on(t.userId),
    index("refresh_tokens_family_id_idx").on(t.familyId),
  ],
);

/**
 * A user's authenticator (TOTP, RFC 6238; modules/auth/two-factor.service.ts): written unconfirmed
 * when enrolment begins, confirmed by a first code. `lastUsedStep` is the 30-second step of the
 * last code accepted, so a code is never accepted twice.
 */
export const userTotp = pgTable("user_totp", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as the authenticator app got it; needed in clear to compute each code. */
  secret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: createdAt(),
});

/** The 10 single-use recovery codes of an enrolment, stored hashed; a new enrolment replaces them. */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mfa_recovery_codes_user_id_code_hash_idx").on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in: the password (or the provider) was right, the code is awaited.
 * The token is stored hashed, lasts 5 minutes, works once and dies after a few wrong codes.
 */
export const mfaChallenges = pgTable(
  "mfa_challenges",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique("mfa_challenges_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    failedAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("mfa_challenges_user_id_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique("password_reset_tokens_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** The links mailed to prove an address: single-use, stored hashed, 24 hours. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique("email_verification_tokens_token_hash_unique"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_id_idx").on(t.userId)],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favourites_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("favourites_product_id_idx").on(t.productId),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: timeOrderedId(),
    /** "ORDER" + milliseconds, unique. */
    orderId: text().notNull().unique("orders_order_id_unique"),
    /** total = subtotal − discount + shipping_fee, all set by the server (orders.service.ts). */
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shippingFee: integer().notNull().default(0),
    total: integer().notNull(),
    paymentMethod: text().notNull(),
    fullName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    /** The street line the shopper typed; the ward and province are the picked units below. */
    address: text().notNull(),
    /**
     * The 2025 units picked at checkout (modules/addresses), codes and names as they were when the
     * order was placed. Null on orders placed before they were asked for.
     */
    provinceCode: integer(),
    provinceName: text(),
    wardCode: integer(),
    wardName: text(),
    /** The shopper's interface language, for the confirmation e-mail. */
    language: text().notNull().default("vi"),
    status: text().$type<OrderStatus>().notNull().default("pending"),
    paymentStatus: text().$type<PaymentStatus>().notNull().default("unpaid"),
    /** The `Idempotency-Key` header of the submit: a repeated submit returns the first order. */
    idempotencyKey: text().unique("orders_idempotency_key_unique"),
    /** SHA-256 of the submitted body: the same key with another body is refused, never replayed. */
    requestHash: text(),
    /** The voucher applied at checkout (modules/vouchers), as the shopper typed it, upper-cased. */
    voucherCode: text(),
    /**
     * How it ships (packages/shared/src/shipping-options.ts): `flat` (the owner's fee; every order
     * placed before carriers were offered), `ghn` or `ghtk`; the carrier's service, and the day the
     * carrier expected to deliver when the order was quoted. The shipments read the carrier.
     */
    shippingCarrier: text().notNull().default("flat"),
    shippingServiceId: text(),
    expectedDeliveryDate: date({ mode: "string" }),
    createdAt: createdAt(),
    /**
     * The sale terms the order was placed under (`sale_terms.version`) and the SHA-256 of their
     * text in the order's language, as the buyer read them (docs/decisions/052-the-buyers-contract-and-records.md).
     * Null on orders placed before the terms were kept.
     */
    termsVersion: text(),
    termsHash: text(),
    /** True when the shopper ticked the terms at checkout (the request named the version). */
    termsAccepted: boolean().notNull().default(false),
    /**
     * Set when the owner archives the order (the spec's "delete delivered orders"): it leaves the
     * working list and is purged by the retention job only after RECORD_RETENTION_YEARS.
     */
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      "orders_shipping_carrier_check",
      sql`${t.shippingCarrier} in (${sql.raw(SHIPPING_CARRIER_OPTIONS.map(sqlLiteral).join(", "))})`,
    ),
    // By created_at: orders_created_at_stats_idx (drizzle/0014, with INCLUDE, which this builder
    // lacks) serves the lists and the dashboard; a second index on it only cost every order a write.
    // INCLUDE (payment_status) since drizzle/0035: the dashboard's waiting orders from the index alone.
    index("orders_status_created_at_idx").on(t.status, t.createdAt),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    // Built from the shared lists: a new status shows up as a new migration.
    check("orders_status_check", sql`${t.status} in (${sql.raw(ORDER_STATUSES.map(sqlLiteral).join(", "))})`),
    check(
      "orders_payment_status_check",
      sql`${t.paymentStatus} in (${sql.raw(PAYMENT_STATUSES.map(sqlLiteral).join(", "))})`,
    ),
    check("orders_total_check", sql`${t.total} >= 0`),
    // Picked together or (older orders) not at all: never a ward without its province.
    check(
      "orders_division_check",
      sql`(${t.provinceCode} is null and ${t.provinceName} is null and ${t.wardCode} is null and ${t.wardName} is null)
        or (${t.provinceCode} is not null and ${t.provinceName} is not null and ${t.wardCode} is not null and ${t.wardName} is not null)`,
    ),
    check(
      "orders_amounts_check",
      sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.shippingFee} >= 0 and ${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingFee}`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: timeOrderedId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Not a foreign key: an order outlives the product it sold. */
    productId: uuid().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    /** The line's place in the cart (1, 2, …): every list of an order's lines follows it. 0 on older orders. */
    position: integer().notNull().default(0),
  },
  (t) => [
    // By order: order_items_order_id_stats_idx (drizzle/0014), for the same reason.
    // From the shared limits: a change of the cart's limit shows up as a new migration.
    check(
      "order_items_quantity_check",
      sql`${t.quantity} between ${sql.raw(String(CART_QUANTITY_MIN))} and ${sql.raw(String(CART_QUANTITY_MAX))}`,
    ),
    check("order_items_unit_price_check", sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * The dashboard's figures of a day in Vietnam that has ended, kept so that 90 days of orders are
 * read as 90 rows (orders/order-stats.repository.ts, docs/decisions/027-back-office.md). A day is
 * kept the first time the dashboard asks for it, and forgotten by the orders' triggers
 * (drizzle/0035) whenever one of its orders is placed, changed or deleted, so it is counted again.
 * `day` is days since 1970-01-01 on Vietnam's calendar.
 */
export const orderDayFigures = pgTable("order_day_figures", {
  day: integer().primaryKey(),
  revenue: bigint({ mode: "number" }).notNull(),
  orders: integer().notNull(),
});

/** The day's sales per product, kept and forgotten with its figures (above). */
export const orderDayProductSales = pgTable(
  "order_day_product_sales",
  {
    day: integer()
      .notNull()
      .references(() => orderDayFigures.day, { onDelete: "cascade" }),
    productId: uuid().notNull(),
    /** The greatest name its lines recorded that day (shown only for a product since deleted). */
    name: text().notNull(),
    quantity: bigint({ mode: "number" }).notNull(),
    revenue: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The owner's settings, one JSON value per key (modules/settings), each checked by its shared zod
 * schema when written and when read: `shipping` holds `{flatFee, freeFrom}` (shipping.ts).
 */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The payments module's tables (modules/payments). A gateway's every notification is kept with its
 * raw payload and what the shop made of it; the same notification again is one row counted twice.
 */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    /** The shop's order code the notification names (not a foreign key: it may name none). */
    orderId: text(),
    /** sha256 of the provider and the canonical payload: a repeated notification finds its row. */
    dedupeKey: text().notNull().unique("payment_notifications_dedupe_key_unique"),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    verdict: text().notNull(),
    /** Money for an order that is no longer waiting for it: the owner must look. */
    flagged: boolean().notNull().default(false),
    timesReceived: integer().notNull().default(1),
    receivedAt: createdAt(),
    lastReceivedAt: createdAt(),
  },
  (t) => [
    index("payment_notifications_received_at_idx").on(t.receivedAt),
    index("payment_notifications_order_id_idx").on(t.orderId),
  ],
);

/**
 * The payment started for an order (one per order): the gateway's page for VNPay and MoMo, so a
 * replayed order request answers the same page without asking the gateway again.
 */
export const orderPayments = pgTable("order_payments", {
  orderId: text().primaryKey(),
  method: text().notNull(),
  paymentUrl: text(),
  createdAt: createdAt(),
});

/**
 * Money SePay saw arrive on (or leave) the shop's bank account, one row per SePay transaction id:
 * the webhook is idempotent on `sepay_id`, and what the shop made of it is kept for the owner
 * (modules/payments/sepay-transfers.service.ts, docs/decisions/048-sepay-and-refunds.md).
 */
export const incomingTransfers = pgTable(
  "incoming_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SePay's id of the transaction (a number in its payload, kept as text). */
    sepayId: text().notNull().unique("incoming_transfers_sepay_id_unique"),
    /** received (claimed, not yet judged), matched, unmatched, settled or ignored. */
    status: text().notNull(),
    reason: text(),
    /** The order code it named or paid (not a foreign key: it may name none). */
    orderId: text(),
    amount: bigint({ mode: "number" }).notNull(),
    transferType: text().notNull(),
    content: text().notNull(),
    gateway: text().notNull(),
    accountNumber: text().notNull(),
    referenceCode: text(),
    transactionDate: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
    /** The administrator who settled it by hand; no foreign key, so the record outlives the account. */
    settledBy: uuid(),
    note: text(),
  },
  (t) => [index("incoming_transfers_status_received_at_idx").on(t.status, t.receivedAt)],
);

/**
 * An order's timeline: it was placed, and every later change of its status or payment status,
 * with who and when (orders/order-lifecycle.service.ts writes it, in the change's transaction).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: timeOrderedId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** placed, status or payment (shared ORDER_EVENT_KINDS). */
    kind: text().notNull(),
    fromValue: text(),
    toValue: text().notNull(),
    /** customer, shop or system (shared ORDER_ACTORS). */
    actorKind: text().notNull(),
    /** The administrator who made the change; kept as text so the timeline outlives the account. */
    actorUserId: uuid(),
    actorEmail: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_events_order_id_at_idx").on(t.orderId, t.at),
    check("order_events_kind_check", sql`${t.kind} in ('placed', 'status', 'payment')`),
    check("order_events_actor_kind_check", sql`${t.actorKind} in ('customer', 'shop', 'system')`),
  ],
);

/**
 * One-off facts about the database itself, e.g. that the demo catalogue was seeded once: it must
 * never come back after the shop owner deleted the demo products.
 */
/**
 * The parcel a carrier carries for an order (modules/shipping, docs/decisions/055-shipments-callbacks-reconciliation.md).
 * One live shipment per order (a cancelled one may be followed by another). `order_code` is the
 * order's "ORDER…" code copied at booking, as the carriers know it; the order is reached through
 * the orders module, never joined. Money in whole đồng.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order's uuid (no foreign key: the shipping module does not own orders). */
    orderUuid: uuid().notNull(),
    orderCode: text().notNull(),
    carrier: text().$type<ShipmentCarrier>().notNull(),
    service: text(),
    trackingCode: text().notNull(),
    fee: integer().notNull(),
    /** Cash to collect: the order's total for cash on delivery, 0 when paid online. */
    codAmount: integer().notNull(),
    /** Cash the carrier reported collected with its delivered callback; null until then. */
    codCollected: integer(),
    status: text().$type<ShipmentStatus>().notNull().default("awaiting_pickup"),
    /** The carrier's own last status word or number. */
    carrierStatus: text(),
    /** When the carrier says the last status happened: an older callback arriving late is ignored. */
    carrierStatusAt: timestamp({ withTimezone: true }),
    /** How the label is printed: "pdf" (fetched from the carrier when asked) or "url" (its print page). */
    labelKind: text(),
    expectedDeliveryDate: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipments_carrier_tracking_code_unique").on(t.carrier, t.trackingCode),
    // At most one shipment per order that is not cancelled: a second booking is refused.
    uniqueIndex("shipments_live_order_unique").on(t.orderUuid).where(sql`${t.status} <> 'cancelled'`),
    index("shipments_delivered_at_idx").on(t.deliveredAt),
    check(
      "shipments_carrier_check",
      sql`${t.carrier} in (${sql.raw(SHIPMENT_CARRIERS.map(sqlLiteral).join(", "))})`,
    ),
    check(
      "shipments_status_check",
      sql`${t.status} in (${sql.raw(SHIPMENT_STATUSES.map(sqlLiteral).join(", "))})`,
    ),
    check(
      "shipments_amounts_check",
      sql`${t.fee} >= 0 and ${t.codAmount} >= 0 and (${t.codCollected} is null or ${t.codCollected} >= 0)`,
    ),
  ],
);

export const systemMarkers = pgTable("system_markers", {
  name: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to go (modules/mail/outbox.ts, docs/decisions/021-durability.md). A service writes
 * its message here in its own transaction (`enqueueMail(tx, …)`), so an order and its confirmation
 * commit together; a worker in every instance claims rows (`FOR UPDATE SKIP LOCKED`), sends them
 * and marks them sent, retrying with back-off. `claimed_by` is the claiming instance's advisory
 * lock key: a row claimed by an instance whose lock is gone (killed) is free again at once.
 */
/** A mail attachment as `mail_outbox.attachments` keeps it: JSON cannot hold bytes, base64 can. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  contentBase64: string;
}

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: timeOrderedId(),
    /** What the mail is about, e.g. `order-confirmation:ORDER1732…`: one message per key. */
    dedupeKey: text().unique("mail_outbox_dedupe_key_unique"),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Files of the message, their bytes in base64 (an inline QR code is a few KB). */
    attachments: jsonb().$type<StoredMailAttachment[]>().notNull().default([]),
    /** Extra header lines (`List-Unsubscribe`…), checked when queued (modules/mail/mail-headers.ts). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedBy: integer(),
    claimedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** Given up after the last retry: kept for the owner to see, never sent again by itself. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Who changed what (modules/audit): one row per administrator's change, written in the same
 * transaction as the change. `actor_id` is not a foreign key: the history outlives the account;
 * the e-mail is kept beside it for the same reason.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: createdAt(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index("audit_log_entity_entity_id_at_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_at_idx").on(t.at),
  ],
);

/**
 * Discount codes (modules/vouchers). Exactly one of percent_off and amount_off; `used_count`
 * never passes `usage_limit` (the order's transaction takes a use with a guarded UPDATE).
 */
export const vouchers = pgTable(
  "vouchers",
  {
    /** Upper-case letters, digits, - and _ (voucherCodeSchema in packages/shared). */
    code: text().primaryKey(),
    percentOff: integer(),
    amountOff: integer(),
    minSubtotal: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "vouchers_discount_check",
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null)
        and (${t.percentOff} is null or ${t.percentOff} between 1 and 100)
        and (${t.amountOff} is null or ${t.amountOff} > 0)`,
    ),
    check("vouchers_min_subtotal_check", sql`${t.minSubtotal} >= 0`),
    check(
      "vouchers_dates_check",
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check(
      "vouchers_usage_check",
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} >= 1 and ${t.usedCount} <= ${t.usageLimit}))`,
    ),
  ],
);

/**
 * Reviews by buyers of a delivered order (modules/reviews, docs/decisions/057-reviews-related-address-book.md):
 * one per customer and product; shown once staff approve it. `photos` are media URLs the reviews
 * module stored (reviews/…), checked as product uploads are.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    body: text().notNull(),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    /** The given name on the delivered order, shown with the review (never the e-mail). */
    authorName: text().notNull(),
    /** The delivered order (its ORDER… code) that made the author a verified buyer, for staff. */
    orderCode: text().notNull(),
    status: text().$type<ReviewStatus>().notNull().default("pending"),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_product_id_user_id_unique").on(t.productId, t.userId),
    index("reviews_product_id_status_created_at_idx").on(t.productId, t.status, t.createdAt),
    index("reviews_status_created_at_idx").on(t.status, t.createdAt),
    index("reviews_user_id_idx").on(t.userId),
    check(
      "reviews_rating_check",
      sql`${t.rating} between ${sql.raw(String(REVIEW_RATING_MIN))} and ${sql.raw(String(REVIEW_RATING_MAX))}`,
    ),
    check(
      "reviews_status_check",
      sql`${t.status} in (${sql.raw(REVIEW_STATUSES.map(sqlLiteral).join(", "))})`,
    ),
  ],
);

/**
 * The consent ledger (modules/privacy, docs/decisions/051-personal-data.md): every consent and
 * withdrawal, never updated but for the subject's e-mail when the account is deleted. A person's
 * state for a purpose is the latest row for it. The subject is the account (`user_id`, no foreign
 * key: the proof outlives the account) and its e-mail, or a guest's e-mail alone.
 */
export const consents = pgTable(
  "consents",
  {
    /** In the order rows were written: of two rows in the same millisecond, the later one decides. */
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: uuid(),
    /** Lower-cased, as users.email. */
    email: text().notNull(),
    /** account, order_processing, marketing or product_alerts (shared CONSENT_PURPOSES). */
    purpose: text().notNull(),
    given: boolean().notNull(),
    /** The privacy notice's version the person was shown (shared PRIVACY_NOTICE_VERSIONS). */
    noticeVersion: text().notNull(),
    /** Where it was given or withdrawn (shared CONSENT_CHANNELS). */
    channel: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consents_email_purpose_at_idx").on(t.email, t.purpose, t.at),
    index("consents_user_id_at_idx").on(t.userId, t.at),
    check("consents_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check(
      "consents_purpose_check",
      sql`${t.purpose} in ('account', 'order_processing', 'marketing', 'product_alerts')`,
    ),
  ],
);

/**
 * A signed-in customer's address book (modules/addresses, address-book.*): the checkout's fields
 * with the 2025 units' names as resolved when saved. At most one default per customer; at most
 * ADDRESS_BOOK_MAX addresses (checked by the service).
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    provinceCode: integer().notNull(),
    provinceName: text().notNull(),
    wardCode: integer().notNull(),
    wardName: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_addresses_user_id_created_at_idx").on(t.userId, t.createdAt),
    uniqueIndex("customer_addresses_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * The conditions of sale, one row per version, never changed once written (a trigger refuses
 * UPDATE and DELETE, drizzle/ migration of the buyer's contract): `texts` holds the text in each
 * language and `hashes` the SHA-256 of each text's UTF-8 bytes. Owned by modules/terms.
 */
export const saleTerms = pgTable("sale_terms", {
  /** `2026-07-01.3f9a1c2b4d5e`: the template's date and the first 12 hex digits of the texts' hash. */
  version: text().primaryKey(),
  texts: jsonb().$type<Record<string, string>>().notNull(),
  hashes: jsonb().$type<Record<string, string>>().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's requests for a copy or the deletion of their data (modules/privacy): a customer's are
 * done at once; a guest's wait for the mailed link (its token stored hashed, single use). The owner
 * sees the open ones with the date the law gives (`due_at`).
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** export or delete (shared DATA_REQUEST_KINDS). */
    kind: text().notNull(),
    /** customer or guest. */
    source: text().notNull(),
    /** pending, completed or expired (shared DATA_REQUEST_STATUSES). */
    status: text().notNull(),
    /** Lower-cased; a deleted subject's becomes the tombstone. */
    email: text().notNull(),
    userId: uuid(),
    tokenHash: text().unique("data_requests_token_hash_unique"),
    linkExpiresAt: timestamp({ withTimezone: true }),
    language: text().notNull().default("vi"),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("data_requests_status_due_at_idx").on(t.status, t.dueAt),
    index("data_requests_email_idx").on(t.email),
    check("data_requests_kind_check", sql`${t.kind} in ('export', 'delete')`),
    check("data_requests_status_check", sql`${t.status} in ('pending', 'completed', 'expired')`),
  ],
);

/**
 * Returns and refunds (modules/returns, docs/decisions/053-returns-refunds-exchanges.md). A return
 * names some lines of a delivered order; a refund gives money of an order back, for a return or
 * not. `order_code` copies the order's "ORDER…" code so the lists need no other module's table.
 */
export const returns = pgTable(
  "returns",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderCode: text().notNull(),
    status: text().$type<ReturnStatus>().notNull().default("requested"),
    reason: text().$type<ReturnReason>().notNull(),
    note: text().notNull().default(""),
    /** What staff wrote when approving or rejecting (mailed to the buyer). */
    staffMessage: text(),
    /** The zero-amount order that sent the lines again in another colour (an exchange). */
    exchangeOrderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    /** Its "ORDER…" code, shown to the buyer and staff. */
    exchangeOrderCode: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("returns_order_id_idx").on(t.orderId),
    index("returns_status_created_at_idx").on(t.status, t.createdAt),
    check(
      "returns_status_check",
      sql`${t.status} in (${sql.raw(RETURN_STATUSES.map(sqlLiteral).join(", "))})`,
    ),
    check(
      "returns_reason_check",
      sql`${t.reason} in (${sql.raw(RETURN_REASONS.map(sqlLiteral).join(", "))})`,
    ),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    productId: uuid().notNull(),
    name: text().notNull(),
    color: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index("return_lines_return_id_idx").on(t.returnId),
    check("return_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const returnPhotos = pgTable(
  "return_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    url: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index("return_photos_return_id_idx").on(t.returnId)],
);

export const refunds = pgTable(
  "refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: uuid().references(() => returns.id, { onDelete: "set null" }),
    amount: integer().notNull(),
    method: text().$type<RefundMethod>().notNull(),
    /** `started` while the gateway is asked; then succeeded, pending (the gateway finishes) or failed. */
    status: text().notNull().default("started"),
    /** The gateway's idempotency key for this refund (VNPay vnp_RequestId, MoMo requestId). */
    requestId: text().notNull().unique("refunds_request_id_unique"),
    reference: text(),
    gatewayCode: text(),
    message: text(),
    actorId: uuid(),
    actorEmail: text(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("refunds_order_id_idx").on(t.orderId),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_method_check", sql`${t.method} in ('gateway', 'manual')`),
    check("refunds_status_check", sql`${t.status} in ('started', 'succeeded', 'pending', 'failed')`),
  ],
);

/**
 * Outgoing webhooks (modules/webhooks, docs/decisions/058-webhooks-and-honest-numbers.md): the
 * owner's registered receivers. The secret signs every delivery (HMAC-SHA256), so it is kept as
 * it was given out: shown once at registration, never answered again.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid().primaryKey().defaultRandom(),
  url: text().notNull(),
  events: text().array().notNull(),
  description: text().notNull().default(""),
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  /** A delivery was given up after its last attempt; cleared by the next success. */
  failingSince: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction (or the
 * statement) of the change it tells of, sent by the webhook sender with retries.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: timeOrderedId(),
    /** The event's id: the same for every endpoint and every retry (X-Shop-Event-Id). */
    eventId: uuid().notNull(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text().notNull(),
    /** The exact JSON sent: every retry sends (and signs) the same bytes. */
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    lastStatus: integer(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
  ],
);

/**
 * `stock.changed` (modules/webhooks/stock-watcher.ts): how far the watcher has read the
 * catalogue's change log (`catalogue_changes.seq`). One row; locked by the watcher that runs.
 */
export const webhookStockCursor = pgTable(
  "webhook_stock_cursor",
  {
    id: integer().primaryKey().default(1),
    seq: bigint({ mode: "number" }).notNull().default(0),
    /** The last change before the owner started listening: changes up to it are never told. */
    floorSeq: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("webhook_stock_cursor_one_row", sql`${t.id} = 1`)],
);

/**
 * The stock of each colour last told to the owner's tools: a change is told only when the stock
 * differs from it, and reading a change twice tells nothing twice.
 */
export const webhookStockLevels = pgTable(
  "webhook_stock_levels",
  {
    productId: uuid().notNull(),
    color: text().notNull(),
    stock: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.color] })],
);

/**
 * Back-in-stock and price-drop alerts (modules/alerts, docs/decisions/059-stock-and-price-alerts.md).
 * One waiting alert per address, product, colour and kind (a repeated request finds it). A guest's
 * alert waits for its mailed link (`confirm_token_hash`, `confirmed_at`); it is sent once: the
 * instance that sets `sent_at` (a conditional UPDATE) queues its mail in the same transaction.
 */
export const productAlerts = pgTable(
  "product_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Lower-case `#rrggbb`, as product_variations.color. */
    color: text().notNull(),
    /** back_in_stock or price_drop (shared ALERT_KINDS). */
    kind: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    /** The signed-in customer who asked (no foreign key: the privacy module erases his rows). */
    userId: uuid(),
    /** The shopper's language when asking: the mails are written in it. */
    language: text().notNull(),
    /** The unit price with its promotion (shared priceWithPromotion) the shopper saw, in đồng. */
    priceSeen: integer().notNull(),
    /** SHA-256 of a guest's confirmation link's token; null once confirmed or for a customer. */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_alerts_open_unique")
      .on(t.email, t.productId, t.color, t.kind)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    index("product_alerts_product_id_idx").on(t.productId),
    index("product_alerts_user_id_idx").on(t.userId),
    uniqueIndex("product_alerts_confirm_token_hash_unique").on(t.confirmTokenHash),
    check("product_alerts_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check(
      "product_alerts_kind_check",
      sql`${t.kind} in (${sql.raw(ALERT_KINDS.map(sqlLiteral).join(", "))})`,
    ),
    check("product_alerts_price_seen_check", sql`${t.priceSeen} >= 0`),
  ],
);
