import type { PlacedOrder } from "@shop/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { databaseErrorOf } from "../../db/database-error";
import { executePrepared } from "../../db/prepared-statements";
import { orderEvents, orderItems, orders } from "../../db/schema";
import type { ColourStockLeft } from "../catalogue/catalogue-change";

/**
 * An order is one statement (docs/decisions/033-an-order-is-one-statement.md): the order, its
 * lines, the first event of its timeline, and the parts other modules hand in (its confirmation
 * mail, its webhook deliveries, the checkout's consent, its voucher's use, its stock and the
 * catalogue's change row) are written by a single INSERT … WITH, which PostgreSQL runs
 * atomically on its own: every part is stored or none is. One round trip instead of a transaction
 * of seven, which is what the order rate was made of (docs/decisions/033-an-order-is-one-statement.md), and prepared once per
 * connection: its text is the same for every order (the lines go in as arrays).
 */

export interface OrderToWrite {
  order: PlacedOrder;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The sale terms it is placed under: the version, its text's hash, whether ticked (modules/terms). */
  terms: { version: string; hash: string; accepted: boolean };
}

/** A part handed in by another module: CTEs that write only when the order was written. */
export type OrderStatementPart = (orderWasWritten: SQL) => SQL;

export interface OrderStatementParts {
  /** True while every product is as it was priced from (modules/products, prices-for-orders.ts). */
  pricesUnchanged: SQL;
  /** True while the shipping rule the order was priced with is still the stored one (modules/settings). */
  shippingRuleUnchanged: SQL;
  /** `queued_mail`: the confirmation (modules/mail/outbox.ts, `queuedMailCte`). */
  mail: OrderStatementPart;
  /** `queued_webhooks`, a row per delivery: `order.created` for the owner's tools (modules/webhooks). */
  webhooks: OrderStatementPart;
  /**
   * `checkout_consent`: the consent ledger's rows for the checkout (modules/privacy, `checkoutConsent`),
   * none when the client sent no notice version; an exchange has none.
   */
  consent?: OrderStatementPart;
  /** `voucher_use`, a row when a use was taken (modules/vouchers), or none without a voucher. */
  voucherUse?: OrderStatementPart;
  /**
   * `stock_locked` and `stock_taken`, a row per line taken (modules/products), how many lines, and
   * what each colour has left (JSON text of `ColourStockLeft`s) for the answer.
   */
  stock: (orderWasWritten: SQL) => { ctes: SQL; lineCount: number; stockLeft: SQL };
  /**
   * The prepared statement's name when its text differs from a checkout's (an exchange, whose
   * prices and shipping rule are not held): one name per text on a connection.
   */
  statementName?: string;
}

/**
 * placed: written. taken: nothing written, the order id or the idempotency key is already used.
 * The refusals: nothing written, a product or the shipping rule changed since it was read (price
 * the order again), the voucher has no use left, or a line has not enough stock.
 */
export type OrderStatementOutcome =
  | "placed"
  | "taken"
  | "prices_changed"
  | "shipping_rule_changed"
  | "voucher_used_up"
  | "out_of_stock";

const REFUSALS = new Set<OrderStatementOutcome>([
  "prices_changed",
  "shipping_rule_changed",
  "voucher_used_up",
  "out_of_stock",
]);

export interface OrderStatementAnswer {
  outcome: OrderStatementOutcome;
  webhooksQueued: number;
  /** When placed: what each colour it sold has left, for this instance's read side. */
  stockLeft: readonly ColourStockLeft[];
}

export async function writeOrder(
  db: Database,
  { order, idempotencyKey, requestHash, terms }: OrderToWrite,
  parts: OrderStatementParts,
): Promise<OrderStatementAnswer> {
  const info = order.customerInfo;
  const at = order.createdAt;
  const written = sql`exists (select 1 from placed)`;
  const lines = order.items;
  const stock = parts.stock(written);
  // The prices and the shipping rule (reads), the voucher, then the stock: every order locks the rows it shares with others in the
  // same order (the voucher's, then its colours' by product and colour), so none wait in a circle.
  // The CASE asks them in that order; the other parts run after it, when the statement ends.
  const refusal = sql`case
      when not (${parts.pricesUnchanged}) then refuse_order('prices_changed')
      when not (${parts.shippingRuleUnchanged}) then refuse_order('shipping_rule_changed')
      ${parts.voucherUse ? sql`when not exists (select 1 from voucher_use) then refuse_order('voucher_used_up')` : sql``}
      when (select count(*) from stock_taken) < ${stock.lineCount} then refuse_order('out_of_stock')
      else 0 end`;
  const statement = sql`
    with placed as (
      insert into ${orders} (id, order_id, subtotal, discount, shipping_fee, total, payment_method,
        full_name, phone, email, address, province_code, province_name, ward_code, ward_name,
        language, status, payment_status, idempotency_key, request_hash, voucher_code,
        shipping_carrier, shipping_service_id, expected_delivery_date, created_at,
        terms_version, terms_hash, terms_accepted)
      values (${order.id}, ${order.orderId}, ${order.subtotal}, ${order.discount}, ${order.shippingFee},
        ${order.total}, ${order.paymentMethod}, ${info.fullName}, ${info.phone}, ${info.email},
        ${info.address}, ${info.provinceCode}, ${info.provinceName}, ${info.wardCode}, ${info.wardName},
        ${order.language}, ${order.status}, ${order.paymentStatus}, ${idempotencyKey}, ${requestHash},
        ${order.voucherCode}, ${order.shipping.carrier}, ${order.shipping.serviceId},
        ${order.shipping.expectedDeliveryDate}::date, ${at}::timestamptz, ${terms.version}, ${terms.hash},
        ${terms.accepted})
      on conflict do nothing
      returning id
    ), placed_lines as (
      insert into ${orderItems} (order_id, product_id, name, color, unit_price, quantity, position)
      select placed.id, line.product_id, line.name, line.color, line.unit_price, line.quantity, line.position
      from placed, unnest(
        ${sql.param(lines.map((line) => line.productId))}::uuid[],
        ${sql.param(lines.map((line) => line.name))}::text[],
        ${sql.param(lines.map((line) => line.color))}::text[],
        ${sql.param(lines.map((line) => line.unitPrice))}::int[],
        ${sql.param(lines.map((line) => line.quantity))}::int[]
      ) with ordinality as line(product_id, name, color, unit_price, quantity, position)
    ), placed_event as (
      insert into ${orderEvents} (order_id, kind, to_value, actor_kind, at)
      select placed.id, 'placed', ${order.status}, 'customer', ${at}::timestamptz from placed
    ),
    ${parts.mail(written)},
    ${parts.webhooks(written)},
    ${parts.consent ? sql`${parts.consent(written)},` : sql``}
    ${parts.voucherUse ? sql`${parts.voucherUse(written)},` : sql``}
    ${stock.ctes}
    select ${refusal} as refused, (select count(*) from queued_webhooks)::int as webhooks,
      ${stock.stockLeft} as stock_left
    from placed`;
  try {
    const name = parts.statementName ?? (parts.voucherUse ? "place_order_with_voucher" : "place_order");
    const rows = await executePrepared<{ refused: number; webhooks: number; stock_left: string }>(
      db,
      name,
      statement,
    );
    const [row] = rows;
    return row
      ? {
          outcome: "placed",
          webhooksQueued: Number(row.webhooks),
          stockLeft: JSON.parse(row.stock_left) as ColourStockLeft[],
        }
      : { outcome: "taken", webhooksQueued: 0, stockLeft: [] };
  } catch (error) {
    const reason = databaseErrorOf(error);
    if (reason?.code === "P0001" && REFUSALS.has(reason.message as OrderStatementOutcome)) {
      return { outcome: reason.message as OrderStatementOutcome, webhooksQueued: 0, stockLeft: [] };
    }
    throw error;
  }
}
