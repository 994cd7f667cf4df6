import {
  type CustomerOrder,
  formatOrderId,
  isSoldInColour,
  orderAmounts,
  type PlacedOrder,
  type PlaceOrder,
  priceWithPromotion,
  type ShopInfo,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import type { Mailer } from "../mail/mailer";
import type { ProductService } from "../products/products.service";
import { findOrdersByEmail } from "./customer-orders.repository";
import { orderConfirmationMail } from "./order-confirmation-mail";
import { recordPlacedEvent } from "./order-lifecycle.service";
import * as repository from "./orders.repository";

export interface OrderLogger {
  error(details: object, message: string): void;
}

export interface OrderServiceDependencies {
  db: Database;
  /** Prices and colours come from the products module, which owns the products tables. */
  products: Pick<ProductService, "pricesForOrder" | "takeStock">;
  mailer: Mailer;
  logger: OrderLogger;
  shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">;
  publicUrl: string;
  clock?: () => Date;
}

export type OrderService = ReturnType<typeof createOrderService>;

export interface PlacedOrderOutcome {
  order: PlacedOrder;
  /** True when an earlier request with the same Idempotency-Key made this order. */
  isReplay: boolean;
}

/** The account page shows the latest orders; older ones are rare enough to ask the shop for. */
export const CUSTOMER_ORDERS_LIMIT = 50;

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
 * the order and its items are written in one transaction, and the confirmation mail goes out
 * after the commit, so a failing mail server can never lose or fail an order.
 */
export function createOrderService({
  db,
  products,
  mailer,
  logger,
  shop,
  publicUrl,
  clock = () => new Date(),
}: OrderServiceDependencies) {
  const orderIds = createOrderIdClock(clock);
  const mailsInFlight = new Set<Promise<void>>();

  /** The same key with another shopper or other lines is a client bug or a guess: refuse it. */
  function replay(existing: PlacedOrder, input: PlaceOrder): PlacedOrderOutcome {
    const sameShopper = existing.customerInfo.email.toLowerCase() === input.customerInfo.email.toLowerCase();
    if (!sameShopper || lineKeys(existing.items) !== lineKeys(mergeLines(input.items))) {
      throw new AppError("conflict", 409, "This Idempotency-Key was already used for a different order.");
    }
    return { order: existing, isReplay: true };
  }

  async function priceLines(items: PlaceOrder["items"], now: Date): Promise<OrderLine[]> {
    const ids = [...new Set(items.map((item) => item.productId))];
    const found = new Map((await products.pricesForOrder(ids)).map((product) => [product.id, product]));
    return items.map((item, index) => {
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
        name: product.name,
        color: item.color,
        unitPrice: priceWithPromotion(product, now),
        quantity: item.quantity,
      };
    });
  }

  /**
   * What commits with the order or not at all: its stock (409 `out_of_stock` rolls the order back)
   * and the first event of its timeline.
   */
  async function withinOrderTransaction(tx: Database, placed: PlacedOrder): Promise<void> {
    await products.takeStock(tx, placed.items);
    await recordPlacedEvent(tx, placed);
  }

  function sendConfirmation(order: PlacedOrder): void {
    const sending = mailer
      .send(orderConfirmationMail(order, { shop, publicUrl }))
      .catch((error: unknown) => {
        // The order is stored and the shop will call the shopper anyway: log, never fail.
        logger.error({ err: error, orderId: order.orderId }, "order confirmation mail failed");
      })
      .finally(() => mailsInFlight.delete(sending));
    mailsInFlight.add(sending);
  }

  return {
    async placeOrder(
      input: PlaceOrder,
      options: { idempotencyKey?: string } = {},
    ): Promise<PlacedOrderOutcome> {
      const idempotencyKey = options.idempotencyKey ?? null;
      if (idempotencyKey) {
        const existing = await repository.findOrderByIdempotencyKey(db, idempotencyKey);
        if (existing) return replay(existing, input);
      }

      const now = clock();
      const items = await priceLines(mergeLines(input.items), now);
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const amounts = orderAmounts(subtotal, 0, 0);

      for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
        const milliseconds = orderIds.next();
        const order = await repository.insertOrder(
          db,
          {
            orderId: formatOrderId(milliseconds),
            ...amounts,
            paymentMethod: input.paymentMethod,
            customerInfo: input.customerInfo,
            language: input.language,
            idempotencyKey,
            createdAt: now,
            items,
          },
          withinOrderTransaction,
        );
        if (order) {
          sendConfirmation(order);
          return { order, isReplay: false };
        }
        // Nothing was written: either a concurrent request with the same key won (answer its
        // order), or another instance took this order id (take the next millisecond).
        if (idempotencyKey) {
          const existing = await repository.findOrderByIdempotencyKey(db, idempotencyKey);
          if (existing) return replay(existing, input);
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

    /** Resolves when every confirmation mail started so far is sent or has failed (shutdown, tests). */
    async whenMailsSent(): Promise<void> {
      await Promise.all([...mailsInFlight]);
    },
  };
}
