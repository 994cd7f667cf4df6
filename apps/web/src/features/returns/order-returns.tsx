import { formatVnd, type OrderLine, type OrderStatus, type ReturnStatus } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";
import { formatDate } from "../../lib/dates";
import { ReturnRequestForm } from "./return-request-form";
import { type ReturnProof, returnKeys, useOrderReturns } from "./returns-api";

const STATUS_TONES: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-stone-200 text-stone-700",
  received: "bg-indigo-100 text-indigo-900",
  refunded: "bg-emerald-100 text-emerald-900",
  exchanged: "bg-teal-100 text-teal-900",
};

/** A return's state as a translated chip. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status]}`}
      data-testid="return-status"
    >
      {t(`returns.status_${status}`)}
    </span>
  );
}

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
