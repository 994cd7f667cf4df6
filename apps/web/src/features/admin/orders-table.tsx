import {
  type AdminOrder,
  canChangeOrderStatus,
  findNamedColour,
  formatFullAddress,
  formatVnd,
  ORDER_STATUSES,
  type OrderStatus,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrderTimeline } from "../../entities/order/order-timeline";
import { useConfirmDialog } from "../../ui/confirm-dialog";
import { LoadingText } from "../../ui/spinner";
import {
  countDeliveredOrders,
  useAdminOrders,
  useDeleteDeliveredOrders,
  useOrderTimeline,
  useSetOrderStatus,
  useSetPaymentStatus,
} from "./admin-api";
import { formatDate } from "./admin-format";
import { failure } from "./admin-messages";
import type { AdminNotify } from "./admin-notice";
import { AdminPager } from "./admin-pager";
import { OrderPaymentCell } from "./payments-admin";

const ORDERS_PER_PAGE = 20;
const cell = "border-b border-line px-3 py-2 align-top";

function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5">
      {order.items.map((line, index) => {
        const named = findNamedColour(line.color);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own here
          <li key={index} className="whitespace-nowrap">
            {line.quantity} × {line.name}{" "}
            <span className="text-muted">
              ({named ? t(`colour.${named.en.toLowerCase()}`) : line.color}, {formatVnd(line.unitPrice)})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const STATUS_ACTIONS: ReadonlyArray<{ to: OrderStatus; label: string }> = [
  { to: "confirmed", label: "order_tracking.admin_confirm" },
  { to: "shipping", label: "order_tracking.admin_ship" },
  { to: "cancelled", label: "order_tracking.admin_cancel" },
];

/** The order's timeline (who changed what, when), loaded when opened. */
function TimelineCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const timeline = useOrderTimeline(order.id, isOpen);
  return (
    <div className="min-w-48">
      <button
        type="button"
        onClick={() => setOpen(!isOpen)}
        aria-expanded={isOpen}
        className="tap text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
      >
        {isOpen ? t("order_tracking.admin_hide_timeline") : t("order_tracking.admin_show_timeline")}
      </button>
      {isOpen && timeline.data && (
        <div className="mt-2">
          <OrderTimeline events={timeline.data.items} showActorEmail />
        </div>
      )}
    </div>
  );
}

/**
 * The orders: a page at a time with a status filter, the delivered checkbox
 * (ticked: delivered, unticked: pending; the list reloads), and deleting delivered orders in one call.
 */
export function OrdersTable({ notify }: { notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const orders = useAdminOrders(status, page, ORDERS_PER_PAGE);
  const setOrderStatus = useSetOrderStatus();
  const deleteDelivered = useDeleteDeliveredOrders();
  const dialog = useConfirmDialog();

  const setPaymentStatus = useSetPaymentStatus();
  const changeStatus = async (order: AdminOrder, next: OrderStatus) => {
    try {
      await setOrderStatus.mutateAsync({ id: order.id, status: next });
      notify("success", t("admin.success_update_order_status"));
    } catch (error) {
      notify("alert", failure("admin.error_update_order_status", error, t));
    }
  };
  const act = async (order: AdminOrder, to: OrderStatus) => {
    if (
      to === "cancelled" &&
      !(await dialog.confirm({
        message: t("order_tracking.admin_confirm_cancel", { orderId: order.orderId }),
        confirmLabel: t("order_tracking.admin_cancel"),
        destructive: true,
      }))
    )
      return;
    await changeStatus(order, to);
  };
  const toggle = (order: AdminOrder, delivered: boolean) =>
    changeStatus(order, delivered ? "delivered" : "pending");
  const markPaid = async (order: AdminOrder) => {
    try {
      await setPaymentStatus.mutateAsync({ id: order.id, paymentStatus: "paid" });
      notify("success", t("order_tracking.admin_saved"));
    } catch (error) {
      notify("alert", failure("order_tracking.error_update", error, t));
    }
  };

  const removeDelivered = async () => {
    try {
      if ((await countDeliveredOrders()) === 0) {
        notify("alert", t("admin.no_delivered_orders"));
        return;
      }
      const confirmed = await dialog.confirm({
        message: t("admin.confirm_delete_delivered_orders"),
        confirmLabel: t("admin.delete_delivered_orders"),
        destructive: true,
      });
      if (!confirmed) return;
      const { deleted } = await deleteDelivered.mutateAsync();
      notify(
        deleted === 0 ? "alert" : "success",
        t(deleted === 0 ? "admin.no_delivered_orders" : "admin.success_delete_delivered_orders"),
      );
      setPage(1);
    } catch (error) {
      notify("alert", failure("admin.error_delete_delivered_orders", error, t));
    }
  };

  let body: React.ReactNode;
  if (orders.isPending) body = <LoadingText />;
  else if (orders.isError)
    body = (
      <p role="alert" className="font-medium text-red-800">
        {failure("admin.error_fetch_orders", orders.error, t)}
      </p>
    );
  else if (orders.data.items.length === 0) body = <p className="text-muted">{t("admin.no_orders")}</p>;
  else {
    const pages = Math.max(1, Math.ceil(orders.data.total / ORDERS_PER_PAGE));
    const headings = [
      "admin.order_id",
      "admin.total",
      "admin.payment_method",
      "admin.customer_name",
      "admin.phone",
      "admin.address",
      "admin.created_at",
      "admin.status",
      "admin.delivered",
      "order_tracking.admin_payment",
      "admin.items",
      "order_tracking.timeline",
    ];
    body = (
      <>
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full min-w-[64rem] text-left text-sm" data-testid="orders">
            <thead className="bg-sand">
              <tr>
                {headings.map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((order) => (
                <tr key={order.id} data-testid="order-row">
                  <th scope="row" className={`${cell} font-mono text-xs`}>
                    {order.orderId}
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>{formatVnd(order.total)}</td>
                  <td className={cell}>
                    <OrderPaymentCell order={order} notify={notify} />
                  </td>
                  <td className={cell}>{order.customerInfo.fullName}</td>
                  <td className={cell}>{order.customerInfo.phone}</td>
                  {/* Street, ward, province (older orders: the street line as typed). */}
                  <td className={`${cell} min-w-[14rem]`}>{formatFullAddress(order.customerInfo)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {formatDate(order.createdAt, i18n.language)}
                  </td>
                  <td className={cell}>
                    <p className="whitespace-nowrap" data-testid="order-status">
                      {t(`admin.status_${order.status}`)}
                    </p>
                    {/* The moves the lifecycle allows from here (shared order-lifecycle.ts); the
                        checkbox keeps delivered / pending. Labelled as actions, never as statuses. */}
                    <div className="mt-1 flex flex-wrap gap-1">
                      {STATUS_ACTIONS.filter(({ to }) => canChangeOrderStatus(order.status, to)).map(
                        ({ to, label }) => (
                          <button
                            key={to}
                            type="button"
                            disabled={setOrderStatus.isPending}
                            onClick={() => void act(order, to)}
                            className="tap rounded-full border border-line px-3 text-xs font-medium whitespace-nowrap hover:border-accent hover:text-accent"
                          >
                            {t(label)}
                          </button>
                        ),
                      )}
                    </div>
                  </td>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      className="size-5 accent-accent"
                      checked={order.status === "delivered"}
                      disabled={setOrderStatus.isPending}
                      onChange={(event) => void toggle(order, event.target.checked)}
                      aria-label={t("admin.mark_delivered", { orderId: order.orderId })}
                    />
                  </td>
                  <td className={cell}>
                    <p className="whitespace-nowrap" data-testid="order-payment">
                      {t(`order_tracking.payment_${order.paymentStatus}`)}
                    </p>
                    {order.paymentStatus === "unpaid" && order.status !== "cancelled" && (
                      <button
                        type="button"
                        onClick={() => void markPaid(order)}
                        disabled={setPaymentStatus.isPending}
                        className="tap mt-1 rounded-full border border-line px-3 text-xs font-medium whitespace-nowrap hover:border-accent hover:text-accent"
                      >
                        {t("order_tracking.admin_mark_paid")}
                      </button>
                    )}
                  </td>
                  <td className={cell}>
                    <OrderLines order={order} />
                  </td>
                  <td className={cell}>
                    <TimelineCell order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <AdminPager page={page} pages={pages} onPage={setPage} />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-orders" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-orders" className="text-2xl font-semibold">
          {t("admin.orders")}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            {t("admin.filter_status")}
            <select
              value={status ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setStatus(ORDER_STATUSES.find((candidate) => candidate === value));
                setPage(1);
              }}
              className="rounded-lg border border-line bg-surface px-3 py-2"
            >
              <option value="">{t("admin.all_statuses")}</option>
              {ORDER_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`admin.status_${option}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => void removeDelivered()}
            className="tap rounded-full border border-red-800/40 px-5 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            {t("admin.delete_delivered_orders")}
          </button>
        </div>
      </div>
      {body}
      {dialog.element}
    </section>
  );
}
