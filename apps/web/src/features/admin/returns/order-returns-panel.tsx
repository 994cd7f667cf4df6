import { formatVnd, type RefundMethod } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, useAdminSession } from "../common";
import { ReturnCard, refundFailure } from "./return-card";
import { useOrderRefunds, useRefundOrder } from "./returns-admin-api";

const field = "mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm focus:border-accent";

/**
 * The order page's returns and refunds: what was paid, refunded and is left, the returns with
 * their steps, and (administrators) a refund without a return: a cancelled paid order, a parcel
 * the carrier brought back.
 */
export function OrderReturnsPanel({
  orderId,
  paymentMethod,
  notify,
}: {
  orderId: string;
  paymentMethod: string;
  notify: AdminNotify;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { can } = useAdminSession();
  const money = useOrderRefunds(orderId);
  const refund = useRefundOrder(orderId);
  const viaGateway = paymentMethod === "vnpay" || paymentMethod === "momo";
  const [method, setMethod] = useState<RefundMethod>(viaGateway ? "gateway" : "manual");
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  if (money.isPending) return <LoadingText />;
  if (money.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t("returns_admin.error_load")}
      </p>
    );
  }
  const data = money.data;
  const submit = () =>
    refund.mutate(
      {
        method,
        ...(amount ? { amount: Number(amount) } : {}),
        ...(method === "manual" ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: (result) =>
          notify("success", t("returns_admin.done_refund", { orderId: result.order.orderId })),
        onError: (error) => notify("alert", refundFailure(error, t)),
      },
    );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-line bg-surface p-4 print:hidden"
      data-testid="order-returns-panel"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t("returns_admin.panel_title")}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-muted">{t("returns_admin.paid")}</dt>
          <dd className="font-medium">{formatVnd(data.paid)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("returns_admin.refunded")}</dt>
          <dd className="font-medium">{formatVnd(data.refunded)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("returns_admin.refundable")}</dt>
          <dd className="font-medium">{formatVnd(data.refundable)}</dd>
        </div>
      </dl>
      {data.returns.length === 0 ? (
        <p className="text-sm text-muted">{t("returns_admin.no_returns")}</p>
      ) : null}
      {data.returns.map((item) => (
        <ReturnCard key={item.id} item={item} notify={notify} showOrder={false} />
      ))}
      {can("refunds") && data.refundable > 0 ? (
        <form
          className="grid gap-3 border-t border-line pt-3 sm:grid-cols-4 sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm font-medium sm:col-span-4">{t("returns_admin.refund_order")}</p>
          <label className="text-sm" htmlFor={`${id}-method`}>
            {t("returns_admin.refund_method")}
            <select
              id={`${id}-method`}
              value={method}
              onChange={(event) => setMethod(event.target.value as RefundMethod)}
              className={field}
            >
              {viaGateway ? (
                <option value="gateway">
                  {t("returns_admin.method_gateway", { gateway: paymentMethod.toUpperCase() })}
                </option>
              ) : null}
              <option value="manual">{t("returns_admin.method_manual")}</option>
            </select>
          </label>
          <label className="text-sm" htmlFor={`${id}-amount`}>
            {t("returns_admin.refund_amount")}
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="numeric"
              min={1}
              max={data.refundable}
              placeholder={String(data.refundable)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={field}
            />
          </label>
          {method === "manual" ? (
            <label className="text-sm" htmlFor={`${id}-reference`}>
              {t("returns_admin.refund_reference")}
              <input
                id={`${id}-reference`}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                className={field}
                required
              />
            </label>
          ) : null}
          <button
            type="submit"
            disabled={refund.isPending}
            className="tap rounded-full border border-accent px-4 text-sm font-medium text-accent hover:bg-accent-soft disabled:opacity-60"
          >
            {t("returns_admin.refund", { amount: formatVnd(amount ? Number(amount) : data.refundable) })}
          </button>
        </form>
      ) : null}
    </section>
  );
}
