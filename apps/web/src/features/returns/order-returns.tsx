import { formatVnd, type OrderLine, type OrderStatus } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReturnStatusChip } from "../../entities/order/return-status-chip";
import { colourNameKey } from "../../entities/product/colour-name";
import { formatDate } from "../../lib/dates";
import { ReturnRequestForm } from "./return-request-form";
import { type ReturnProof, returnKeys, useOrderReturns } from "./returns-api";

/**
 * An order's returns as its buyer sees them (state, the shop's message, what was refunded), and
 * for a delivered order the way to ask for one. Mounted by the guest lookup and the account page.
 */
export function OrderReturns({
  order,
  proof,
}: {
  order: { orderId: string; status: OrderStatus; items: readonly OrderLine[] };
  proof: ReturnProof;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Only a delivered order can have returns (the server refuses the others).
  const returns = useOrderReturns(order.orderId, proof, order.status === "delivered");
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const items = returns.data ?? [];
  if (order.status !== "delivered") return null;

  return (
    <section
      className="mt-6 border-t border-line pt-4"
      aria-label={t("returns.order_returns_title")}
      data-testid="order-returns"
    >
      <h3 className="font-semibold">{t("returns.order_returns_title")}</h3>
      {returns.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t("returns.error_load")}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-line p-3 text-sm"
              data-testid="customer-return"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ReturnStatusChip status={item.status} />
                <span className="text-muted">{formatDate(item.createdAt, i18n.language)}</span>
              </div>
              <ul className="mt-2">
                {item.lines.map((line) => (
                  <li key={`${line.productId}-${line.color}`}>
                    {line.name} · {t(colourNameKey(line.color))} × {line.quantity}
                  </li>
                ))}
              </ul>
              {item.staffMessage ? (
                <p className="mt-2">
                  <span className="text-muted">{t("returns.shop_message")}: </span>
                  {item.staffMessage}
                </p>
              ) : null}
              {item.exchangeOrderId ? (
                <p className="mt-2">{t("returns.exchange_order", { orderId: item.exchangeOrderId })}</p>
              ) : null}
              {item.refundedAmount > 0 ? (
                <p className="mt-2 font-medium" data-testid="return-refunded">
                  {t("returns.refunded_amount", { amount: formatVnd(item.refundedAmount) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {sent ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {t("returns.sent")}
        </p>
      ) : null}
      {order.status === "delivered" && !open ? (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setSent(false);
          }}
          className="tap mt-3 rounded-full border border-accent px-5 text-sm font-medium text-accent hover:bg-accent-soft"
        >
          {t("returns.open_form")}
        </button>
      ) : null}
      {open ? (
        <ReturnRequestForm
          orderId={order.orderId}
          items={order.items}
          proof={proof}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setSent(true);
            void queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(order.orderId, proof) });
          }}
        />
      ) : null}
    </section>
  );
}
