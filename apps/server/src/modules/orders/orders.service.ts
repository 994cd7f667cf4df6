import { createHash, randomUUID } from "node:crypto";
import {
  type CustomerOrder,
  formatOrderId,
  isSoldInColour,
  type Language,
  localisedName,
  orderAmounts,
  type PlacedOrder,
  type PlaceOrder,
  priceWithPromotion,
  type ShopInfo,
  shippingFeeFor,
} from "@shop/shared";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { AddressService } from "../addresses/addresses.service";
import type { Catalogue } from "../catalogue/catalogue.service";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { queuedMailCte } from "../mail/outbox";
import type { ProductService } from "../products/products.service";
import type { SettingsService } from "../settings/settings.service";
import { type VoucherCheckout, voucherRefused } from "../vouchers/vouchers.service";
import type { WebhookEvents } from "../webhooks/webhook-events";
import { findOrdersByEmail } from "./customer-orders.repository";
import { orderConfirmationMail } from "./order-confirmation-mail";
import { orderCreatedEvent } from "./order-webhook-events";
import { createOrderWriter } from "./order-writer";
import * as repository from "./orders.repository";
import type { OrderStatementPart } from "./place-order.statement";

export interface OrderServiceDependencies {
  db: Database;
  /** Stock is the products module's: taken in the order's statement, refusals named by it. */
  products: Pick<ProductService, "takeStockCtes" | "outOfStock">;
  /** Prices and colours as the catalogue's read side keeps them for orders (modules/catalogue). */
  catalogue: Pick<Catalogue, "pricesForOrder" | "readPricesAnew">;
  /** Where the stock an order took is announced once it is placed (modules/catalogue). */
  changes: Pick<CatalogueChanges, "committed">;
  /** The 2025 units: the picked ward must be in the picked province (modules/addresses). */
  addresses: Pick<AddressService, "resolve">;
  /** The owner's shipping fee rule, held to the stored one by the order's statement (modules/settings). */
  shipping: Pick<SettingsService, "shippingForOrder" | "forgetShippingForOrder">;
  /** Called after an order's transaction committed with its mail in the outbox (the worker's wake). */
  mailQueued?: () => void;
  /** `order.created` for the owner's tools, queued by the order's statement (modules/webhooks). */
  webhooks: Pick<WebhookEvents, "cte" | "queued">;
  shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">;
  publicUrl: string;
  /** Online payments (modules/payments): which methods are offered, and the mail's payment part. */
  payments?: OrderPaymentHooks;
  clock?: () => Date;
  /** Discount codes (modules/vouchers); without it a code is refused as unknown. */
  vouchers?: VoucherCheckout;
}

export interface OrderPaymentHooks {
  /** Throws (400) for a method this shop does not offer, before anything is written. */
  assertOffered(method: PlaceOrder["paymentMethod"]): void;
  /** The confirmation mail's "how to pay" part (bank transfer), or null. */
  mailSection(order: PlacedOrder): { text: string[]; html: string } | null;
}

export type OrderService = ReturnType<typeof createOrderService>;

export interface PlacedOrderOutcome {
  order: PlacedOrder;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  isReplay: boolean;
}

/** The account page shows the latest orders; older ones are rare enough to ask the shop for. */
export const CUSTOMER_ORDERS_LIMIT = 50;

/** The owner changes prices and the shipping rule by hand: twice during one order is beyond belief. */
const MAX_PRICINGS = 3;

/** Enough for any realistic clash between instances; past it something is wrong with the clock. */
const MAX_ORDER_ID_ATTEMPTS = 20;

/**
 * Order ids are "ORDER" + milliseconds and unique (orders_order_id_unique). In one
 * process the milliseconds never repeat: two orders in the same millisecond take the next one.
 * Between instances the unique index decides, and the loser moves past the taken value.
 */
export function createOrderIdClock(clock: () => Date) {
  let last = 0;
  return {
    next(): number {
      last = Math.max(clock().getTime(), last + 1);
      return last;
    },
    skipPast(milliseconds: number): void {
      last = Math.max(last, milliseconds);
    },
  };
}

type OrderLine = PlacedOrder["items"][number];

/** JSON with sorted keys: the same body hashes the same whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The body as validated (defaults filled, strings trimmed), hashed for the Idempotency-Key check. */
export function requestHashOf(input: PlaceOrder): string {
  return createHash("sha256").update(canonicalJson(input)).digest("hex");
}

/** One line per product and colour: a request naming the same bag twice is one line. */
function mergeLines(items: PlaceOrder["items"]): PlaceOrder["items"] {
  const merged = new Map<string, PlaceOrder["items"][number]>();
  for (const item of items) {
    const key = `${item.productId} ${item.color}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

function lineKeys(lines: ReadonlyArray<{ productId: string; color: string; quantity: number }>): string {
  return lines
    .map((line) => `${line.productId} ${line.color} ${line.quantity}`)
    .sort()
    .join("|");
}

/**
 * The voucher part of an order: its discount now, and the use it takes in the order's statement
 * (modules/vouchers; docs/decisions/027-back-office.md).
 */
async function voucherFor(
  vouchers: VoucherCheckout | undefined,
  code: string | undefined,
  subtotal: number,
  now: Date,
): Promise<{ code: string | null; discount: number; takeUse?: OrderStatementPart }> {
  if (!code) return { code: null, discount: 0 };
  if (!vouchers) throw voucherRefused("voucher_unknown");
  const discount = await vouchers.discountFor(code, subtotal, now);
  return { code, discount, takeUse: (orderWasWritten) => vouchers.takeUseCte(code, orderWasWritten) };
}

/**
 * Placing an order (docs/decisions/009-orders.md): prices come from the database only,
 * the order, its items and its confirmation mail (in the outbox, modules/mail/outbox.ts) are
 * written by one statement (place-order.statement.ts): an acknowledged order always has its mail
 * owed, and a failing mail server can never lose or fail an order (docs/decisions/021-durability.md).
 */
export function createOrderService({
  db,
  products,
  catalogue,
  changes,
  addresses,
  shipping,
  mailQueued = () => {},
  webhooks,
  shop,
  publicUrl,
  payments,
  clock = () => new Date(),
  vouchers,
}: OrderServiceDependencies) {
  const orderIds = createOrderIdClock(clock);
  // One commit per order on PostgreSQL; on the embedded database, orders arriving together share
  // one (order-writer.ts).
  const writeOrder = createOrderWriter(db);

  /**
   * The same key with any other body is a client bug or a guess: refuse it, never answer another
   * shopper's order. Orders stored before the body hash existed compare shopper and lines.
   */
  async function replay(
    existing: PlacedOrder,
    input: PlaceOrder,
    key: string,
    hash: string,
  ): Promise<PlacedOrderOutcome> {
    const storedHash = await repository.findRequestHash(db, key);
    const same =
      storedHash !== null
        ? storedHash === hash
        : existing.customerInfo.email.toLowerCase() === input.customerInfo.email.toLowerCase() &&
          lineKeys(existing.items) === lineKeys(mergeLines(input.items));
    if (!same) {
      throw new AppError(
        "idempotency_key_reused",
        409,
        "This Idempotency-Key was already used with a different order.",
      );
    }
    return { order: existing, isReplay: true };
  }

  /**
   * The lines at today's prices, each named as the shopper read it (`language`, decision 029),
   * and the condition the order's statement holds those prices to. A colour this instance does not
   * know of is looked for once more in the database before it is refused (added since).
   */
  async function priceLines(
    items: PlaceOrder["items"],
    now: Date,
    language: Language,
    freshlyRead = false,
  ): Promise<{ lines: OrderLine[]; unchanged: SQL }> {
    const ids = [...new Set(items.map((item) => item.productId))];
    const prices = await catalogue.pricesForOrder(ids);
    const found = new Map(prices.found.map((product) => [product.id, product]));
    const unknownColour = items.some((item) => {
      const product = found.get(item.productId);
      return product && !isSoldInColour(product.colors, item.color);
    });
    if (unknownColour && !freshlyRead) {
      catalogue.readPricesAnew(ids);
      return priceLines(items, now, language, true);
    }
    const lines = items.map((item, index) => {
      const product = found.get(item.productId);
      if (!product) {
        throw new AppError("product_not_found", 400, `Product ${item.productId} does not exist.`, {
          [`items.${index}.productId`]: "product_not_found",
        });
      }
      if (!isSoldInColour(product.colors, item.color)) {
        throw new AppError(
          "color_not_available",
          400,
          `Product ${item.productId} does not come in ${item.color}.`,
          { [`items.${index}.color`]: "color_not_available" },
        );
      }
      return {
        productId: product.id,
        name: localisedName(product, language),
        color: item.color,
        unitPrice: priceWithPromotion(product, now),
        quantity: item.quantity,
      };
    });
    return { lines, unchanged: prices.unchanged };
  }

  /**
   * A new order: priced, checked and written; a key already used is answered its order. Priced
   * again, from what is read anew, when another instance changed one of its products or the
   * shipping rule meanwhile (the order's statement refuses then, writing nothing).
   */
  async function placeNewOrder(
    input: PlaceOrder,
    idempotencyKey: string | null,
    requestHash: string,
    pricings = 1,
  ): Promise<PlacedOrderOutcome> {
    payments?.assertOffered(input.paymentMethod);
    const now = clock();
    const division = addresses.resolve(input.customerInfo.provinceCode, input.customerInfo.wardCode);
    const { lines: items, unchanged: pricesUnchanged } = await priceLines(
      mergeLines(input.items),
      now,
      input.language,
    );
    const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    const voucher = await voucherFor(vouchers, input.voucherCode, subtotal, now);
    const shippingRule = await shipping.shippingForOrder();
    const amounts = orderAmounts(subtotal, voucher.discount, shippingFeeFor(subtotal, shippingRule.rule));

    const { fullName, phone, email, address } = input.customerInfo;
    const customerInfo = { fullName, phone, email, address, ...division };
    const productIds = items.map((item) => item.productId);

    for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
      const milliseconds = orderIds.next();
      const order: PlacedOrder = {
        id: randomUUID(),
        orderId: formatOrderId(milliseconds),
        ...amounts,
        paymentMethod: input.paymentMethod,
        customerInfo,
        items,
        language: input.language,
        // Where every order starts (its timeline's first event says so).
        status: "pending",
        paymentStatus: "unpaid",
        voucherCode: voucher.code,
        createdAt: now.toISOString(),
      };
      const mail = orderConfirmationMail(order, { shop, publicUrl, payment: payments?.mailSection(order) });
      // What commits with the order or not at all: its lines, the first event of its timeline,
      // its confirmation mail (the outbox), its voucher's use (409 `voucher_used_up` otherwise)
      // and its stock (409 `out_of_stock` otherwise).
      const { outcome, webhooksQueued } = await writeOrder(
        { order, idempotencyKey, requestHash: idempotencyKey ? requestHash : null },
        {
          pricesUnchanged,
          shippingRuleUnchanged: shippingRule.unchanged,
          mail: (orderWasWritten) =>
            queuedMailCte(mail, { dedupeKey: `order-confirmation:${order.orderId}`, now }, orderWasWritten),
          webhooks: (orderWasWritten) =>
            webhooks.cte("order.created", orderCreatedEvent(order), orderWasWritten),
          voucherUse: voucher.takeUse,
          stock: (orderWasWritten) => products.takeStockCtes(items, orderWasWritten),
        },
      );
      if (outcome === "prices_changed" || outcome === "shipping_rule_changed") {
        catalogue.readPricesAnew(productIds);
        shipping.forgetShippingForOrder();
        if (pricings >= MAX_PRICINGS) throw new Error(`Prices changed ${pricings} times during an order`);
        return placeNewOrder(input, idempotencyKey, requestHash, pricings + 1);
      }
      if (outcome === "voucher_used_up") throw voucherRefused("voucher_used_up");
      if (outcome === "out_of_stock") throw await products.outOfStock(items);
      if (outcome === "placed") {
        // Answers carry the stock: this instance's read side hears it now, the others at their
        // next catch-up (modules/catalogue/catalogue-changes.ts).
        changes.committed({ kind: "stock_changed", productIds });
        mailQueued();
        if (webhooksQueued > 0) webhooks.queued();
        return { order, isReplay: false };
      }
      // Nothing was written: either a concurrent request with the same key won (answer its
      // order), or another instance took this order id (take the next millisecond).
      if (idempotencyKey) {
        const existing = await repository.findOrderByIdempotencyKey(db, idempotencyKey);
        if (existing) return replay(existing, input, idempotencyKey, requestHash);
      }
      orderIds.skipPast(milliseconds);
    }
    throw new Error(`No free order id after ${MAX_ORDER_ID_ATTEMPTS} attempts`);
  }

  return {
    async placeOrder(
      input: PlaceOrder,
      options: { idempotencyKey?: string } = {},
    ): Promise<PlacedOrderOutcome> {
      const idempotencyKey = options.idempotencyKey ?? null;
      const requestHash = requestHashOf(input);
      // A retry is answered its first order. That order is looked for when the write finds its key
      // taken, or when the order cannot be made now (a product or a voucher gone or used up since
      // the first one): not before every order, which would cost each a round trip for the rare
      // retry (docs/decisions/033-an-order-is-one-statement.md).
      try {
        return await placeNewOrder(input, idempotencyKey, requestHash);
      } catch (error) {
        if (!idempotencyKey || !(error instanceof AppError)) throw error;
        const existing = await repository.findOrderByIdempotencyKey(db, idempotencyKey);
        if (existing) return replay(existing, input, idempotencyKey, requestHash);
        throw error;
      }
    },

    /**
     * The orders placed with a signed-in customer's e-mail, newest first. Checkout needs no
     * account, so the e-mail is what ties them; the account page shows the latest few.
     */
    async listCustomerOrders(email: string): Promise<CustomerOrder[]> {
      return findOrdersByEmail(db, email, CUSTOMER_ORDERS_LIMIT);
    },
  };
}
