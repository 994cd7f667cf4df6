import { formatVnd, pagePath } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../ui/page-title";
import { LoadingText } from "../../../ui/spinner";
import { formatDate } from "../common";
import { OrderStatusChip, PaymentStatusChip, paymentMethodLabel } from "../orders";
import { CustomerConsents } from "./customer-consents";
import { useCustomer } from "./customers-api";
import { VerifiedChip } from "./customers-page";

/** /admin/customers/:id: who the customer is, their orders and the addresses they used. */
export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const detail = useCustomer(id);
  usePageTitle(
    detail.data
      ? (detail.data.customer.name ?? detail.data.customer.email)
      : t("workplace.section_customers"),
  );
  return (
    <div className="space-y-6">
      <Link
        to={pagePath("adminCustomers")}
        className="text-sm text-accent-strong underline-offset-4 hover:underline"
      >
        {t("workplace.back_to_customers")}
      </Link>
      {detail.isPending ? (
        <LoadingText />
      ) : detail.isError ? (
        <p role="alert" className="font-medium text-red-800">
          {t("workplace.customer_error")}
        </p>
      ) : (
        <>
          <div className="space-y-1 border-b border-line pb-4">
            <h1 className="text-2xl font-semibold md:text-3xl">
              {detail.data.customer.name ?? detail.data.customer.email}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span className="break-all">{detail.data.customer.email}</span>
              {detail.data.customer.phone && <span>{detail.data.customer.phone}</span>}
              <VerifiedChip verified={detail.data.customer.emailVerified} />
              <span>
                {t("workplace.customer_since", {
                  date: formatDate(detail.data.customer.createdAt, i18n.language),
                })}
              </span>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-xl border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{t("workplace.col_orders")}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{detail.data.customer.orders}</dd>
            </div>
            <div className="rounded-xl border border-line bg-surface p-4">
              <dt className="text-sm text-muted">{t("workplace.col_spent")}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatVnd(detail.data.customer.spent)}</dd>
            </div>
          </dl>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="customer-orders" className="space-y-3">
              <h2 id="customer-orders" className="text-lg font-semibold">
                {t("workplace.customer_orders")}
              </h2>
              {detail.data.orders.length === 0 ? (
                <p className="text-sm text-muted">{t("workplace.orders_none")}</p>
              ) : (
                <ul
                  className="divide-y divide-line rounded-xl border border-line bg-surface"
                  data-testid="customer-orders"
                >
                  {detail.data.orders.map((order) => (
                    <li
                      key={order.id}
                      className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                    >
                      <div className="min-w-0">
                        <Link
                          to={pagePath("adminOrder", { id: order.id })}
                          className="font-mono text-xs font-medium text-accent-strong hover:underline"
                        >
                          {order.orderId}
                        </Link>
                        <p className="text-xs text-muted">
                          {formatDate(order.createdAt, i18n.language)} ·{" "}
                          {paymentMethodLabel(order.paymentMethod, t)}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="tabular-nums">{formatVnd(order.total)}</span>
                        <PaymentStatusChip status={order.paymentStatus} />
                        <OrderStatusChip status={order.status} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="customer-addresses" className="space-y-3">
              <h2 id="customer-addresses" className="text-lg font-semibold">
                {t("workplace.addresses_used")}
              </h2>
              {detail.data.addresses.length === 0 ? (
                <p className="text-sm text-muted">{t("workplace.addresses_none")}</p>
              ) : (
                <ul className="space-y-2">
                  {detail.data.addresses.map((address) => (
                    <li
                      key={`${address.fullName}|${address.phone}|${address.address}|${address.wardName}|${address.provinceName}`}
                      className="rounded-xl border border-line bg-surface p-3 text-sm"
                    >
                      <p className="font-medium">
                        {address.fullName} · {address.phone}
                      </p>
                      <p>
                        {[address.address, address.wardName, address.provinceName].filter(Boolean).join(", ")}
                      </p>
                      <p className="text-xs text-muted">
                        {t("workplace.used_times", {
                          count: address.orders,
                          date: formatDate(address.lastUsedAt, i18n.language),
                        })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <CustomerConsents customerId={id} />
        </>
      )}
    </div>
  );
}
