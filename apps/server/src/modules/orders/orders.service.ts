import {
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type CustomerOrder,
  DEFAULT_SHIPPING_CHOICE,
  formatOrderId,
  orderAmounts,
  type PlacedOrder,
  type PlaceOrder,
  type ShopInfo,
} from "@shop/shared";
import { sql } from "drizzle-orm";
// Version 7: the key begins with its time, so it lands beside the last orders in every index (db/schema.ts, `timeOrderedId`).
import { v7 as timeOrderedUuid } from "uuid";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { AddressService } from "../addresses/addresses.service";
import type { Catalogue } from "../catalogue/catalogue.service";
import type { CatalogueChanges } from "../catalogue/catalogue-changes";
import { queuedMailCte } from "../mail/outbox";
import { checkoutConsent } from "../privacy/privacy.service";
import type { ProductService } from "../products/products.service";
import type { SettingsService } from "../settings/settings.service";
import type { ShippingService } from "../shipping/shipping.service";
import type { SaleTermsService } from "../terms/sale-terms.service";
import { type VoucherCheckout, voucherRefused } from "../vouchers/vouchers.service";
import type { WebhookEvents } from "../webhooks/webhook-events";
import { findOrdersByEmail } from "./customer-orders.repository";
import { type OrderMailSection, orderConfirmationMail } from "./order-confirmation-mail";
import { createOrderPricing, shippingRefused } from "./order-pricing";
import { orderCreatedEvent } from "./order-webhook-events";
import { createOrderWriter } from "./order-writer";
import * as repository from "./orders.repository";
import { requestHashOf } from "./request-hash";

export interface OrderServiceDependencies {
  db: Database;
  /** Stock is the products module's: taken in the order's statement, refusals named by it. */
  products: Pick<ProductService, "takeStockCtes" | "outOfStock" | "shortOfStock">;
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
  /** The carriers' options (modules/shipping); without it only the flat fee is offered. */
  carriers?: Pick<ShippingService, "optionsFor">;
  /**
   * The sale terms (modules/terms): the version an order is placed under, checked against the one
   * in force, and the confirmation mail's link to them.
   */
  terms: Pick<SaleTermsService, "forOrder" | "mailSection">;
}

export interface OrderPaymentHooks {
  /** Throws (400) for a method this shop does not offer, before anything is written. */
  assertOffered(method: PlaceOrder["paymentMethod"]): void;
  /** The confirmation mail's "how to pay" part (bank transfer), or null. */
  mailSection(order: PlacedOrder): Promise<OrderMailSection | null>;
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
  carriers,
  terms,
}: OrderServiceDependencies) {
  const orderIds = createOrderIdClock(clock);
  // The one calculation the checkout's quote shows and the order charges (order-pricing.ts).
  const pricing = createOrderPricing({
    catalogue,
    settings: shipping,
    ...(carriers ? { shipping: carriers } : {}),
    ...(vouchers ? { vouchers } : {}),
  });

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
    const now = clock();
    // The consent under the privacy notice the checkout showed (400 for one never shown), written
    // by the order's statement: an order and its consent are stored together or not at all.
    const consent = checkoutConsent(
      { email: input.customerInfo.email },
      { noticeVersion: input.privacyNoticeVersion, marketingOptIn: input.marketingOptIn },
      now,
    );
    payments?.assertOffered(input.paymentMethod);
    // Refused before anything is priced: terms the shopper did not read are no contract.
    const accepted = await terms.forOrder(input.termsVersion, input.language);
    const division = addresses.resolve(input.customerInfo.provinceCode, input.customerInfo.wardCode);
    const priced = await pricing.price(
      {
        items: mergeLines(input.items),
        language: input.language,
        voucherCode: input.voucherCode,
        place: division,
        shipping: input.shipping,
        ask: "picked",
      },
      now,
    );
    const { lines: items, voucher, amounts, pricesUnchanged } = priced;
    if (voucher.refusal) throw voucherRefused(voucher.refusal);
    // The server's own figure for the option picked, never the client's; a pick not on offer here
    // (a carrier that cannot take the ward, or is down) is refused before anything is written.
    const chosen = priced.chosen;
    if (!chosen) throw shippingRefused(priced, input.shipping);

    const { fullName, phone, email, address } = input.customerInfo;
    const customerInfo = { fullName, phone, email, address, ...division };
    const productIds = items.map((item) => item.productId);

    for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
      const milliseconds = orderIds.next();
      const order: PlacedOrder = {
        id: timeOrderedUuid(),
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
        shipping: {
          carrier: chosen.carrier,
          serviceId: chosen.carrier === "flat" ? null : chosen.service,
          expectedDeliveryDate: chosen.expectedDeliveryDate,
        },
        termsVersion: accepted.version,
        createdAt: now.toISOString(),
      };
      const mail = orderConfirmationMail(order, {
        shop,
        publicUrl,
        payment: await payments?.mailSection(order),
        terms: terms.mailSection(accepted.version, order.language),
      });
      // What commits with the order or not at all: its lines, the first event of its timeline,
      // its confirmation mail (the outbox), its voucher's use (409 `voucher_used_up` otherwise)
      // and its stock (409 `out_of_stock` otherwise).
      const { outcome, webhooksQueued, stockLeft } = await writeOrder(
        { order, idempotencyKey, requestHash: idempotencyKey ? requestHash : null, terms: accepted },
        {
          pricesUnchanged,
          shippingRuleUnchanged: priced.shippingRuleUnchanged,
          mail: (orderWasWritten) =>
            queuedMailCte(mail, { dedupeKey: `order-confirmation:${order.orderId}`, now }, orderWasWritten),
          webhooks: (orderWasWritten) =>
            webhooks.cte("order.created", orderCreatedEvent(order), orderWasWritten),
          consent,
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
        changes.committed({ kind: "stock_changed", productIds, stockLeft });
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
     * POST /api/checkout/quote: what the order would charge now, by the same calculation
     * (order-pricing.ts). A voucher that does not apply is answered with its refusal code instead
     * of an error; an unknown product is a 400 and a line short of stock a 409, as for the order.
     */
    async quote(input: CheckoutQuoteRequest): Promise<CheckoutQuote> {
      const now = clock();
      const place =
        input.provinceCode !== undefined && input.wardCode !== undefined
          ? addresses.resolve(input.provinceCode, input.wardCode)
          : null;
      const priced = await pricing.price(
        {
          items: mergeLines(input.items),
          // Only figures are answered: the names' language does not matter.
          language: "vi",
          voucherCode: input.voucherCode,
          place,
          shipping: input.shipping ?? DEFAULT_SHIPPING_CHOICE,
          ask: "all",
        },
        now,
      );
      const short = await products.shortOfStock(priced.lines);
      if (short) throw short;
      const { voucher, amounts } = priced;
      return {
        ...amounts,
        voucher:
          voucher.code === null
            ? null
            : {
                code: voucher.code,
                valid: voucher.refusal === null,
                ...(voucher.refusal ? { reason: voucher.refusal } : {}),
              },
        options: priced.options,
        // Not on offer (a ward the carrier cannot take, a carrier down): the flat fee is totalled.
        shipping: priced.chosen ?? (priced.options[0] as CheckoutQuote["shipping"]),
      };
    },

    /**
     * An exchange (docs/decisions/053-returns-refunds-exchanges.md): the buyer of `originalId`
     * gets these lines — other colours of products the order had — as a new order of zero đồng,
     * already paid, written by the same one statement as every order, so each colour's stock is
     * taken (409 `out_of_stock` otherwise) with its `stock_changed` event and the confirmation mail.
     * The colours are checked as an order's are (400 `color_not_available`).
     */
    async placeExchangeOrder(
      originalId: string,
      lines: ReadonlyArray<{ productId: string; color: string; quantity: number }>,
    ): Promise<PlacedOrder> {
      const original = await repository.findOrderById(db, originalId);
      if (!original) throw new AppError("not_found", 404, "Order not found.");
      const now = clock();
      // Priced as an order is (names in the buyer's language, colours checked), shipped flat.
      const { lines: priced } = await pricing.price(
        {
          items: mergeLines([...lines]),
          language: original.language,
          place: null,
          shipping: DEFAULT_SHIPPING_CHOICE,
          ask: "picked",
        },
        now,
      );
      // The exchange keeps the buyer's contract: recorded under the terms in force, not ticked
      // again by the buyer (the staff placed it).
      const accepted = await terms.forOrder(undefined, original.language);
      // The bag was paid with the original order: the exchange costs nothing and ships free.
      const items = priced.map((line) => ({ ...line, unitPrice: 0 }));
      const productIds = items.map((item) => item.productId);
      for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
        const milliseconds = orderIds.next();
        const order: PlacedOrder = {
          id: timeOrderedUuid(),
          orderId: formatOrderId(milliseconds),
          ...orderAmounts(0, 0, 0),
          paymentMethod: original.paymentMethod,
          customerInfo: original.customerInfo,
          items,
          language: original.language,
          status: "pending",
          paymentStatus: "paid",
          voucherCode: null,
          shipping: { carrier: "flat", serviceId: null, expectedDeliveryDate: null },
          termsVersion: accepted.version,
          createdAt: now.toISOString(),
        };
        const mail = orderConfirmationMail(order, {
          shop,
          publicUrl,
          payment: null,
          terms: terms.mailSection(accepted.version, order.language),
        });
        const { outcome, webhooksQueued, stockLeft } = await writeOrder(
          { order, idempotencyKey: null, requestHash: null, terms: accepted },
          {
            // Nothing is priced: a product repriced meanwhile or the shipping rule changes nothing.
            pricesUnchanged: sql`true`,
            shippingRuleUnchanged: sql`true`,
            mail: (orderWasWritten) =>
              queuedMailCte(mail, { dedupeKey: `order-confirmation:${order.orderId}`, now }, orderWasWritten),
            webhooks: (orderWasWritten) =>
              webhooks.cte("order.created", orderCreatedEvent(order), orderWasWritten),
            stock: (orderWasWritten) => products.takeStockCtes(items, orderWasWritten),
            statementName: "place_exchange_order",
          },
        );
        if (outcome === "out_of_stock") throw await products.outOfStock(items);
        if (outcome === "placed") {
          changes.committed({ kind: "stock_changed", productIds, stockLeft });
          mailQueued();
          if (webhooksQueued > 0) webhooks.queued();
          return order;
        }
        orderIds.skipPast(milliseconds);
      }
      throw new Error(`No free order id after ${MAX_ORDER_ID_ATTEMPTS} attempts`);
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
