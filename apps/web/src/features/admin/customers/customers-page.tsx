import { CUSTOMERS_PAGE_LIMIT, type CustomerSummary, formatVnd, pagePath } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingText } from "../../../ui/spinner";
import { AdminPager, formatDate, SectionPage, useUrlFilters } from "../common";
import { useCustomerSearch } from "./customers-api";
import { DataRequestsPanel } from "./data-requests-panel";

const cell =
  "border-b border-line px-3 py-2.5 align-middle max-md:flex max-md:gap-2 max-md:border-0 max-md:px-0 max-md:py-0.5 max-md:before:min-w-28 max-md:before:text-muted max-md:before:shrink-0 max-md:before:content-[attr(data-label)] max-md:break-words";

export function VerifiedChip({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
        verified ? "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200" : "bg-stone-100 text-stone-700"
      }`}
    >
      {t(verified ? "workplace.verified_yes" : "workplace.verified_no")}
    </span>
  );
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <tr
      data-testid="customer-row"
      className="max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:border-line max-md:bg-surface max-md:p-3"
    >
      <th scope="row" className={`${cell} font-normal`} data-label={t("workplace.customer")}>
        <div className="min-w-0">
          <Link
            to={pagePath("adminCustomer", { id: customer.id })}
            className="font-medium text-accent-strong underline-offset-2 hover:underline"
          >
            {customer.name ?? customer.email}
          </Link>
          <p className="text-xs break-all text-muted">{customer.email}</p>
        </div>
      </th>
      <td className={`${cell} whitespace-nowrap`} data-label={t("workplace.col_phone")}>
        {customer.phone ?? t("workplace.never")}
      </td>
      <td className={`${cell} tabular-nums md:text-right`} data-label={t("workplace.col_orders")}>
        {customer.orders}
      </td>
      <td
        className={`${cell} whitespace-nowrap tabular-nums md:text-right`}
        data-label={t("workplace.col_spent")}
      >
        {formatVnd(customer.spent)}
      </td>
      <td className={`${cell} whitespace-nowrap`} data-label={t("workplace.col_last_order")}>
        {customer.lastOrderAt ? formatDate(customer.lastOrderAt, i18n.language) : t("workplace.never")}
      </td>
      <td className={cell} data-label={t("workplace.col_verified")}>
        <VerifiedChip verified={customer.emailVerified} />
      </td>
    </tr>
  );
}

/** /admin/customers: search by name, e-mail or phone; the search and the page live in the URL. */
export function CustomersPage() {
  const { t } = useTranslation();
  const { values, page, refine, setPage } = useUrlFilters(["q"] as const);
  const [search, setSearch] = useState(values.q ?? "");
  const customers = useCustomerSearch(values.q, page);
  const headings = [
    "workplace.customer",
    "workplace.col_phone",
    "workplace.col_orders",
    "workplace.col_spent",
    "workplace.col_last_order",
    "workplace.col_verified",
  ];
  return (
    <SectionPage title={t("workplace.section_customers")}>
      {() => (
        <div className="space-y-4">
          <form
            aria-label={t("workplace.customers_search")}
            className="flex max-w-xl flex-col gap-1 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              refine({ q: search.trim() || undefined });
            }}
          >
            <label htmlFor="customer-search">{t("workplace.customers_search")}</label>
            <span className="flex gap-2">
              <input
                id="customer-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("workplace.customers_search_placeholder")}
                className="min-w-0 grow rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              />
              <button type="submit" className="tap rounded-full bg-accent px-5 text-sm text-white">
                {t("backoffice.search")}
              </button>
            </span>
          </form>
          {customers.isPending ? (
            <LoadingText />
          ) : customers.isError ? (
            <p role="alert" className="font-medium text-red-800">
              {t("workplace.customers_error")}
            </p>
          ) : customers.data.items.length === 0 ? (
            <p className="text-muted">{t("workplace.customers_none")}</p>
          ) : (
            <>
              <div className="rounded-xl border border-line bg-surface max-md:border-0 max-md:bg-transparent">
                <table className="w-full text-left text-sm max-md:block" data-testid="customers">
                  <thead className="bg-sand max-md:sr-only">
                    <tr>
                      {headings.map((key, index) => (
                        <th
                          key={key}
                          scope="col"
                          className={`${cell} text-xs font-semibold tracking-wide text-muted uppercase ${
                            index === 2 || index === 3 ? "md:text-right" : ""
                          }`}
                        >
                          {t(key)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="max-md:block">
                    {customers.data.items.map((customer) => (
                      <CustomerRow key={customer.id} customer={customer} />
                    ))}
                  </tbody>
                </table>
              </div>
              <AdminPager
                page={page}
                pages={Math.max(1, Math.ceil(customers.data.total / CUSTOMERS_PAGE_LIMIT))}
                onPage={setPage}
              />
            </>
          )}
          <DataRequestsPanel />
        </div>
      )}
    </SectionPage>
  );
}
