import { type AdminOrder, formatVnd, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../ui/page-title";
import { LoadingText } from "../../../ui/spinner";
import { AdminNotice, type AdminNotify, useAdminNotice, useOrderDetail } from "../common";
import { OrderReturnsPanel } from "../returns";
import { ShipmentPanel } from "../shipments";
import { OrderStatusChip, PaymentStatusChip, paymentMethodLabel } from "./order-chips";
import { OrderDetail } from "./order-detail";
import { OrderRecordPanel } from "./order-record-panel";
import { allowedActions, useOrderActions } from "./use-order-actions";

/** Every move the lifecycle allows from here, the delivered box and "paid", each asked first. */
function OrderActionsPanel({ order, notify }: { order: AdminOrder; notify: AdminNotify }) {
  const { t } = useTranslation();
  const actions = useOrderActions(notify);
  const moves = allowedActions(order.status);
  const canMarkPaid = order.paymentStatus === "unpaid" && order.status !== "cancelled";
  return (
    <section
      aria-labelledby="order-actions"
      className="space-y-3 rounded-xl border border-line bg-surface p-4 print:hidden"
    >
      <h2 id="order-actions" className="font-semibold">
        {t("workplace.actions")}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {moves.map(({ to, label, destructive }) => (
          <button
            key={to}
            type="button"
            disabled={actions.isBusy}
            onClick={() => void actions.move(order, to)}
            className={
              destructive
                ? "tap rounded-full border border-red-800/40 px-4 text-sm font-medium text-red-800 hover:bg-red-50"
                : "tap rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong"
            }
          >
            {t(label)}
          </button>
        ))}
        {canMarkPaid && (
          <button
            type="button"
            disabled={actions.isBusy}
            onClick={() => void actions.markPaid(order)}
            className="tap rounded-full border border-line px-4 text-sm font-medium hover:border-accent hover:text-accent"
          >
            {t("order_tracking.admin_mark_paid")}
          </button>
        )}
        {/* The spec's delivered box, unticked: the one move backwards, asked like the others. */}
        {order.status === "delivered" && (
          <button
            type="button"
            disabled={actions.isBusy}
            onClick={() => void actions.toggleDelivered(order, false)}
            className="tap rounded-full border border-red-800/40 px-4 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            {t("workplace.action_back_to_pending")}
          </button>
        )}
      </div>
      {moves.length === 0 && !canMarkPaid && (
        <p className="text-sm text-muted">{t("workplace.no_actions")}</p>
      )}
      {actions.dialog}
    </section>
  );
}

/** /admin/orders/:id: the order's header and actions, then its slip, timeline and payments. */
export function OrderPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useOrderDetail(id);
  const { notify, message } = useAdminNotice();
  usePageTitle(
    order.data ? t("workplace.order_title", { orderId: order.data.orderId }) : t("workplace.section_orders"),
  );
  return (
    <div className="space-y-6">
      <Link
        to={pagePath("adminOrders")}
        className="text-sm text-accent-strong underline-offset-4 hover:underline print:hidden"
      >
        {t("workplace.back_to_orders")}
      </Link>
      {order.isPending ? (
        <LoadingText />
      ) : order.isError ? (
        <p role="alert" className="font-medium text-red-800">
          {t("backoffice.error_order")}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 border-b border-line pb-4 print:hidden">
            <h1 className="font-mono text-xl font-semibold md:text-2xl">{order.data.orderId}</h1>
            <OrderStatusChip status={order.data.status} />
            <PaymentStatusChip status={order.data.paymentStatus} />
            <span className="text-sm text-muted">
              {paymentMethodLabel(order.data.paymentMethod, t)} · {formatVnd(order.data.total)}
            </span>
          </div>
          <OrderActionsPanel order={order.data} notify={notify} />
          <ShipmentPanel order={order.data} notify={notify} />
          <OrderRecordPanel order={order.data} />
          <OrderReturnsPanel
            orderId={order.data.id}
            paymentMethod={order.data.paymentMethod}
            notify={notify}
          />
          <OrderDetail id={order.data.id} />
        </>
      )}
      <AdminNotice message={message} />
    </div>
  );
}
