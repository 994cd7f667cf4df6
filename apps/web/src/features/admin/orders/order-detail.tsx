import { formatFullAddress, formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { OrderTimeline } from "../../../entities/order/order-timeline";
import { colourLabel } from "../../../entities/product/colour-name";
import { LoadingText } from "../../../ui/spinner";
import { AuditHistory, formatDate, useOrderDetail, useOrderTimeline } from "../common";
import { paymentMethodLabel } from "./order-chips";
import { PaymentRecords } from "./payments-admin";

/** What happened to the order, in order (placed, status and payment changes, by whom). */
function OrderDetailTimeline({ id }: { id: string }) {
  const { t } = useTranslation();
  const timeline = useOrderTimeline(id, true);
  return (
    <section className="space-y-2">
      <h4 className="font-semibold">{t("order_tracking.timeline")}</h4>
      {timeline.isPending ? (
        <LoadingText />
      ) : timeline.isError ? (
        <p role="alert">{t("backoffice.error_order")}</p>
      ) : (
        <OrderTimeline events={timeline.data.items} showActorEmail />
      )}
    </section>
  );
}

/**
 * One order: its lines, the address, the amounts and voucher, its timeline, the gateways'
 * payment records and the administrators' changes; and the packing slip,
 * which is this same block printed (print CSS in styles hides everything else on the page:
 * `.packing-slip` is the only thing shown when printing).
 */
export function OrderDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const order = useOrderDetail(id);
  if (order.isPending) return <LoadingText />;
  if (order.isError) return <p role="alert">{t("backoffice.error_order")}</p>;
  const data = order.data;
  return (
    <div className="space-y-6" data-testid="order-detail">
      <div className="packing-slip space-y-3 rounded-xl border border-line bg-surface p-4 md:p-6">
        <h3 className="text-lg font-semibold">
          {t("backoffice.packing_slip")} · <span className="font-mono">{data.orderId}</span>
        </h3>
        <p className="text-sm text-muted">{formatDate(data.createdAt, i18n.language)}</p>
        <div className="text-sm">
          <p className="font-medium">{data.customerInfo.fullName}</p>
          <p>{data.customerInfo.phone}</p>
          <p>{data.customerInfo.email}</p>
          {/* Street, ward, province: what the courier needs on the slip. */}
          <p>{formatFullAddress(data.customerInfo)}</p>
        </div>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1">
                {t("admin.items")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("backoffice.quantity")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("admin.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((line) => (
              <tr key={`${line.productId}${line.color}`} className="border-b border-line">
                <td className="py-1">
                  {line.name} <span className="text-muted">({colourLabel(line.color, t)})</span>
                </td>
                <td className="py-1 text-right">{line.quantity}</td>
                <td className="py-1 text-right tabular-nums">{formatVnd(line.unitPrice * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto max-w-xs space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{t("checkout.subtotal")}</dt>
            <dd>{formatVnd(data.subtotal)}</dd>
          </div>
          {data.discount > 0 && (
            <div className="flex justify-between">
              <dt>{t("vouchers.discount", { code: data.voucherCode ?? "" })}</dt>
              <dd>−{formatVnd(data.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>{t("checkout.shipping")}</dt>
            <dd>{formatVnd(data.shippingFee)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{t("checkout.total")}</dt>
            <dd>{formatVnd(data.total)}</dd>
          </div>
        </dl>
        <p className="text-sm">
          {t("admin.payment_method")}: {paymentMethodLabel(data.paymentMethod, t)} ·{" "}
          {t(`order_tracking.payment_${data.paymentStatus}`)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="tap rounded-full bg-accent px-5 text-sm text-white"
        >
          {t("backoffice.print_slip")}
        </button>
      </div>
      <div className="grid gap-4 print:hidden lg:grid-cols-2">
        <OrderDetailTimeline id={data.id} />
        <section className="space-y-2">
          <h4 className="font-semibold">{t("backoffice.payment_records")}</h4>
          <PaymentRecords orderId={data.orderId} />
        </section>
      </div>
      <AuditHistory entity="order" entityId={data.id} />
    </div>
  );
}
