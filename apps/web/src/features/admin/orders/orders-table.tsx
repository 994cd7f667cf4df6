import {
  type AdminOrder,
  formatVnd,
  ORDER_STATUSES,
  type OrderFilter,
  orderCsvQuerySchema,
  PAYMENT_STATUSES,
  pagePath,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadingText } from "../../../ui/spinner";
import type { AdminNotify } from "../common";
import {
  AdminPager,
  countDeliveredOrders,
  downloadOrdersCsv,
  downloadOrdersXlsx,
  failure,
  formatDate,
  useDeleteDeliveredOrders,
  useOrderSearch,
  useUrlFilters,
} from "../common";
import { ArchivedFilter } from "./archived-filter";
import { OrderStatusChip, PaymentStatusChip, paymentMethodLabel } from "./order-chips";
import { primaryAction, useOrderActions } from "./use-order-actions";

export const ORDERS_PER_PAGE = 20;
const FILTER_KEYS = ["q", "status", "paymentStatus", "from", "to", "archived"] as const;
// Below md the table becomes one card per order: rows are blocks, each cell labelled by its heading.
const cell =
  "border-b border-line px-3 py-2.5 align-middle max-md:flex max-md:items-center max-md:gap-2 max-md:border-0 max-md:px-0 max-md:py-0.5 max-md:before:min-w-28 max-md:before:text-muted max-md:before:shrink-0 max-md:before:content-[attr(data-label)] max-md:whitespace-normal max-md:break-words";
const filterField = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

/** The filter read from the URL, with values the API would refuse left out. */
function orderFilter(values: Partial<Record<(typeof FILTER_KEYS)[number], string>>): OrderFilter {
  return {
    q: values.q,
    status: ORDER_STATUSES.find((candidate) => candidate === values.status),
    paymentStatus: PAYMENT_STATUSES.find((candidate) => candidate === values.paymentStatus),
    from: values.from,
    to: values.to,
    archived: values.archived === "true" ? "true" : undefined,
  };
}

/** One order in the list: who, how much, how paid, where it stands, and the one next step. */
function OrderRow({ order, actions }: { order: AdminOrder; actions: ReturnType<typeof useOrderActions> }) {
  const { t, i18n } = useTranslation();
  const next = primaryAction(order.status);
  return (
    <tr
      data-testid="order-row"
      className="max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:border-line max-md:bg-surface max-md:p-3"
    >
      <th scope="row" className={`${cell} font-normal`} data-label={t("admin.order_id")}>
        <div className="min-w-0">
          <Link
            to={pagePath("adminOrder", { id: order.id })}
            className="font-mono text-xs font-medium text-accent-strong underline-offset-2 hover:underline"
          >
            {order.orderId}
          </Link>
          <p className="text-xs text-muted">{formatDate(order.createdAt, i18n.language)}</p>
        </div>
      </th>
      <td className={cell} data-label={t("workplace.customer")}>
        <div className="min-w-0">
          <p className="font-medium">{order.customerInfo.fullName}</p>
          <p className="text-xs text-muted">{order.customerInfo.phone}</p>
        </div>
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums md:text-right`} data-label={t("admin.total")}>
        {formatVnd(order.total)}
      </td>
      <td className={cell} data-label={t("admin.payment_method")}>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs whitespace-nowrap">{paymentMethodLabel(order.paymentMethod, t)}</span>
          <PaymentStatusChip status={order.paymentStatus} />
        </div>
      </td>
      <td className={cell} data-label={t("admin.status")}>
        <OrderStatusChip status={order.status} />
      </td>
      <td className={`${cell} md:text-center`} data-label={t("admin.delivered")}>
        <input
          type="checkbox"
          className="size-5 accent-accent"
          checked={order.status === "delivered"}
          disabled={actions.isBusy}
          onChange={(event) => void actions.toggleDelivered(order, event.target.checked)}
          aria-label={t("admin.mark_delivered", { orderId: order.orderId })}
        />
      </td>
      <td className={`${cell} md:text-right print:hidden`} data-label={t("workplace.next_step")}>
        {next ? (
          <button
            type="button"
            disabled={actions.isBusy}
            onClick={() => void actions.move(order, next.to)}
            className="tap rounded-full bg-accent px-4 text-xs font-medium whitespace-nowrap text-white hover:bg-accent-strong"
          >
            {t(next.label)}
          </button>
        ) : (
          <Link
            to={pagePath("adminOrder", { id: order.id })}
            className="tap inline-flex items-center rounded-full border border-line px-4 text-xs font-medium whitespace-nowrap hover:border-accent hover:text-accent"
          >
            {t("workplace.open")}
          </Link>
        )}
      </td>
    </tr>
  );
}

/**
 * The orders: search by code, name, phone or e-mail and filters (status, payment, days) kept in
 * the URL, a page at a time, the CSV and .xlsx of the filtered orders, a printable list, the delivered box
 * and the next step of each order (both asked first), and deleting delivered orders.
 */
export function OrdersTable({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const { values, page, refine, setPage } = useUrlFilters(FILTER_KEYS);
  const filter = orderFilter(values);
  const [search, setSearch] = useState(values.q ?? "");
  const validFilter = orderCsvQuerySchema.safeParse(filter).success;
  const orders = useOrderSearch(validFilter ? filter : {}, page, ORDERS_PER_PAGE);
  const actions = useOrderActions(notify);
  const download = async (format: "csv" | "xlsx") => {
    try {
      await (format === "csv" ? downloadOrdersCsv : downloadOrdersXlsx)(filter);
    } catch (error) {
      notify("alert", failure(`backoffice.error_${format}`, error, t));
    }
  };
  const deleteDelivered = useDeleteDeliveredOrders();
  const dialog = useConfirmDialog();

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
      "workplace.customer",
      "admin.total",
      "admin.payment_method",
      "admin.status",
      "admin.delivered",
      "workplace.next_step",
    ];
    body = (
      <>
        <div className="rounded-xl border border-line bg-surface max-md:border-0 max-md:bg-transparent print:border-0">
          <table className="w-full text-left text-sm max-md:block" data-testid="orders">
            <thead className="bg-sand max-md:sr-only">
              <tr>
                {headings.map((key, index) => (
                  <th
                    key={key}
                    scope="col"
                    className={`${cell} text-xs font-semibold tracking-wide text-muted uppercase ${
                      index === 2 ? "md:text-right" : ""
                    } ${index === 5 ? "md:text-center" : ""} ${index === 6 ? "md:text-right print:hidden" : ""}`}
                  >
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {orders.data.items.map((order) => (
                <OrderRow key={order.id} order={order} actions={actions} />
              ))}
            </tbody>
          </table>
        </div>
        <div className="print:hidden">
          <AdminPager page={page} pages={pages} onPage={setPage} />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-orders" className="printable space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* The section's h1 names the page on screen; the heading shows on the printed list. */}
        <h2 id="admin-orders" className="sr-only text-2xl font-semibold print:not-sr-only">
          {t("admin.orders")}
        </h2>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className="tap rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
          >
            {t("workplace.print_list")}
          </button>
          <button
            type="button"
            onClick={() => void download("csv")}
            disabled={!validFilter}
            className="tap rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
          >
            {t("backoffice.download_csv")}
          </button>
          <button
            type="button"
            onClick={() => void download("xlsx")}
            disabled={!validFilter}
            className="tap rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
          >
            {t("backoffice.download_xlsx")}
          </button>
          <button
            type="button"
            onClick={() => void removeDelivered()}
            className="tap rounded-full border border-red-800/40 px-4 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            {t("admin.delete_delivered_orders")}
          </button>
        </div>
      </div>
      <form
        aria-label={t("backoffice.order_search")}
        className="flex flex-wrap items-end gap-3 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          refine({ q: search.trim() || undefined });
        }}
      >
        <div className="flex min-w-0 grow items-end gap-2 sm:grow-0">
          <label className="flex min-w-0 grow flex-col gap-1 text-sm">
            {t("backoffice.order_search")}
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("backoffice.order_search_placeholder")}
              className={`${filterField} sm:w-64`}
            />
          </label>
          <button type="submit" className="tap rounded-full bg-accent px-4 text-sm text-white">
            {t("backoffice.search")}
          </button>
        </div>
        <label className="flex flex-col gap-1 text-sm">
          {t("admin.filter_status")}
          <select
            value={filter.status ?? ""}
            onChange={(event) => refine({ status: event.target.value || undefined })}
            className={filterField}
          >
            <option value="">{t("admin.all_statuses")}</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.status_${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.payment_status")}
          <select
            value={filter.paymentStatus ?? ""}
            onChange={(event) => refine({ paymentStatus: event.target.value || undefined })}
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
        <ArchivedFilter
          value={filter.archived}
          onChange={(archived) => refine({ archived })}
          className={filterField}
        />
      </form>
      {!validFilter && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t("backoffice.error_range")}
        </p>
      )}
      {body}
      {dialog.element}
      {actions.dialog}
    </section>
  );
}
