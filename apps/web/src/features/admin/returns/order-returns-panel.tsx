import { formatVnd } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, useAdminSession } from "../common";
import { RefundFields, useRefundChoice } from "./refund-fields";
import { ReturnCard, refundFailure } from "./return-card";
import { useOrderRefunds, useRefundOrder } from "./returns-admin-api";

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
  const choice = useRefundChoice(paymentMethod);
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
    refund.mutate(choice.request(), {
      onSuccess: (result) =>
        notify("success", t("returns_admin.done_refund", { orderId: result.order.orderId })),
      onError: (error) => notify("alert", refundFailure(error, t)),
    });
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
          <RefundFields choice={choice} refundable={data.refundable} />
          <button
            type="submit"
            disabled={refund.isPending}
            className="tap rounded-full border border-accent px-4 text-sm font-medium text-accent hover:bg-accent-soft disabled:opacity-60"
          >
            {t("returns_admin.refund", {
              amount: formatVnd(choice.amount ? Number(choice.amount) : data.refundable),
            })}
          </button>
        </form>
      ) : null}
    </section>
  );
}
