import {
  type AdminOrder,
  canChangeOrderStatus,
  findNamedColour,
  formatFullAddress,
  formatVnd,
  ORDER_STATUSES,
  type OrderFilter,
  type OrderStatus,
  orderCsvQuerySchema,
  PAYMENT_STATUSES,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrderTimeline } from "../../entities/order/order-timeline";
import { useConfirmDialog } from "../../ui/confirm-dialog";
import { LoadingText } from "../../ui/spinner";
import {
  countDeliveredOrders,
  useDeleteDeliveredOrders,
  useOrderTimeline,
  useSetOrderStatus,
  useSetPaymentStatus,
} from "./admin-api";
import { formatDate } from "./admin-format";
import { failure } from "./admin-messages";
import type { AdminNotify } from "./admin-notice";
import { AdminPager } from "./admin-pager";
import { downloadOrdersCsv, useOrderSearch } from "./back-office-api";
import { OrderDetail } from "./order-detail";
import { OrderPaymentCell } from "./payments-admin";

const ORDERS_PER_PAGE = 20;
// Below md the table becomes one card per order: rows are blocks, each cell labelled by its heading.
const cell =
  "border-b border-line px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:border-0 max-md:px-0 max-md:py-0.5 max-md:before:min-w-28 max-md:before:text-muted max-md:before:shrink-0 max-md:before:content-[attr(data-label)] max-md:whitespace-normal max-md:break-words";
const filterField = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5">
      {order.items.map((line, index) => {
        const named = findNamedColour(line.color);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own here
          <li key={index} className="md:whitespace-nowrap">
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
 * The orders: search by code, name, phone or e-mail and filters (status, payment, days), a page at
 * a time, the CSV of the filtered orders, the delivered checkbox (ticked: delivered, unticked:
 * pending; the list reloads), an order's detail and packing slip, and deleting delivered orders.
 */
export function OrdersTable({ notify }: { notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<OrderFilter>({});
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const validFilter = orderCsvQuerySchema.safeParse(filter).success;
  const orders = useOrderSearch(validFilter ? filter : {}, page, ORDERS_PER_PAGE);
  const refine = (patch: Partial<OrderFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const download = async () => {
    try {
      await downloadOrdersCsv(filter);
    } catch (error) {
      notify("alert", failure("backoffice.error_csv", error, t));
    }
  };
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
        <div className="overflow-x-auto rounded-xl border border-line bg-surface max-md:overflow-visible max-md:border-0 max-md:bg-transparent">
          <table className="w-full text-left text-sm max-md:block md:min-w-[64rem]" data-testid="orders">
            <thead className="bg-sand max-md:sr-only">
              <tr>
                {headings.map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {orders.data.items.map((order) => (
                <tr
                  key={order.id}
                  data-testid="order-row"
                  className="max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:border-line max-md:bg-surface max-md:p-3"
                >
                  <th scope="row" className={`${cell} font-mono text-xs`} data-label={t("admin.order_id")}>
                    <button
                      type="button"
                      onClick={() => setOpenId(openId === order.id ? null : order.id)}
                      aria-expanded={openId === order.id}
                      className="text-accent underline underline-offset-2"
                    >
                      {order.orderId}
                    </button>
                  </th>
                  <td className={`${cell} whitespace-nowrap`} data-label={t("admin.total")}>
                    {formatVnd(order.total)}
                  </td>
                  <td className={cell} data-label={t("admin.payment_method")}>
                    <OrderPaymentCell order={order} notify={notify} />
                  </td>
                  <td className={cell} data-label={t("admin.customer_name")}>
                    {order.customerInfo.fullName}
                  </td>
                  <td className={cell} data-label={t("admin.phone")}>
                    {order.customerInfo.phone}
                  </td>
                  {/* Street, ward, province (older orders: the street line as typed). */}
                  <td className={`${cell} md:min-w-[14rem]`} data-label={t("admin.address")}>
                    {formatFullAddress(order.customerInfo)}
                  </td>
                  <td className={`${cell} whitespace-nowrap`} data-label={t("admin.created_at")}>
                    {formatDate(order.createdAt, i18n.language)}
                  </td>
                  <td className={cell} data-label={t("admin.status")}>
                    {/* One block beside the phone card's label: the status with its actions under it. */}
                    <div className="min-w-0">
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
                    </div>
                  </td>
                  <td className={cell} data-label={t("admin.delivered")}>
                    <input
                      type="checkbox"
                      className="size-5 accent-accent"
                      checked={order.status === "delivered"}
                      disabled={setOrderStatus.isPending}
                      onChange={(event) => void toggle(order, event.target.checked)}
                      aria-label={t("admin.mark_delivered", { orderId: order.orderId })}
                    />
                  </td>
                  <td className={cell} data-label={t("order_tracking.admin_payment")}>
                    <div className="min-w-0">
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
                    </div>
                  </td>
                  <td className={cell} data-label={t("admin.items")}>
                    <OrderLines order={order} />
                  </td>
                  <td className={cell} data-label={t("order_tracking.timeline")}>
                    <TimelineCell order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {openId && <OrderDetail key={openId} id={openId} onClose={() => setOpenId(null)} />}
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
              value={filter.status ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                refine({ status: ORDER_STATUSES.find((candidate) => candidate === value) });
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
      <form
        aria-label={t("backoffice.order_search")}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          refine({ q: search.trim() || undefined });
        }}
      >
        <label className="flex grow flex-col gap-1 text-sm sm:grow-0">
          {t("backoffice.order_search")}
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("backoffice.order_search_placeholder")}
            className={`${filterField} sm:w-72`}
          />
        </label>
        <button type="submit" className="tap rounded-full bg-accent px-5 text-sm text-white">
          {t("backoffice.search")}
        </button>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.payment_status")}
          <select
            value={filter.paymentStatus ?? ""}
            onChange={(event) =>
              refine({ paymentStatus: PAYMENT_STATUSES.find((value) => value === event.target.value) })
            }
            className={filterField}
          >
            <option value="">{t("admin.all_statuses")}</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.payment_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.from")}
          <input
            type="date"
            value={filter.from ?? ""}
            onChange={(event) => refine({ from: event.target.value || undefined })}
            className={filterField}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.to")}
          <input
            type="date"
            value={filter.to ?? ""}
            onChange={(event) => refine({ to: event.target.value || undefined })}
            className={filterField}
          />
        </label>
        <button
          type="button"
          onClick={() => void download()}
          disabled={!validFilter}
          className="tap rounded-full border border-line px-5 text-sm"
        >
          {t("backoffice.download_csv")}
        </button>
      </form>
      {!validFilter && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t("backoffice.error_range")}
        </p>
      )}
      {body}
      {dialog.element}
    </section>
  );
}
