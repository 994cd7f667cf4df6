import {
  addDays,
  type CodReconciliationQuery,
  codReconciliationQuerySchema,
  formatVnd,
  pagePath,
  SHIPMENT_CARRIER_NAMES,
  SHIPMENT_CARRIERS,
  type ShipmentCarrier,
  shopDate,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, failure, formatDate, SectionPage } from "../common";
import { downloadCodReconciliation, useCodReconciliation } from "./shipments-api";

const field = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";
const cell = "border-b border-line px-3 py-2 align-top";

/** A signed amount: a shortfall shows as −, an excess as +. */
function signedVnd(amount: number): string {
  if (amount === 0) return formatVnd(0);
  return `${amount > 0 ? "+" : "−"}${formatVnd(Math.abs(amount))}`;
}

function Reconciliation({ notify }: { notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const today = shopDate(new Date());
  const [draft, setDraft] = useState<CodReconciliationQuery>({ from: addDays(today, -29), to: today });
  const [query, setQuery] = useState<CodReconciliationQuery>(draft);
  const [invalid, setInvalid] = useState(false);
  const result = useCodReconciliation(query, true);

  const apply = (next: CodReconciliationQuery) => {
    const ok = codReconciliationQuerySchema.safeParse(next).success;
    setInvalid(!ok);
    if (ok) setQuery(next);
  };
  const download = async (format: "csv" | "xlsx") => {
    try {
      await downloadCodReconciliation(query, format);
    } catch (error) {
      notify("alert", failure(`backoffice.error_${format}`, error, t));
    }
  };

  let body: React.ReactNode;
  if (result.isPending) body = <LoadingText />;
  else if (result.isError)
    body = (
      <p role="alert" className="font-medium text-red-800">
        {failure("shipments.cod_error", result.error, t)}
      </p>
    );
  else {
    const data = result.data;
    body = (
      <div className="space-y-6">
        {data.carriers.length === 0 ? (
          <p className="text-muted">{t("shipments.cod_nothing_delivered")}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {data.carriers.map((total) => (
              <div
                key={total.carrier}
                className="rounded-xl border border-line bg-surface p-4"
                data-testid="cod-carrier"
              >
                <h3 className="font-semibold">{SHIPMENT_CARRIER_NAMES[total.carrier]}</h3>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
                  <dt className="text-muted">{t("shipments.cod_shipments")}</dt>
                  <dd className="text-right">{total.shipments}</dd>
                  <dt className="text-muted">{t("shipments.cod_expected")}</dt>
                  <dd className="text-right">{formatVnd(total.expected)}</dd>
                  <dt className="text-muted">{t("shipments.cod_reported")}</dt>
                  <dd className="text-right">{formatVnd(total.reported)}</dd>
                  <dt className="font-medium">{t("shipments.cod_difference")}</dt>
                  <dd className={`text-right font-semibold ${total.difference === 0 ? "" : "text-red-800"}`}>
                    {signedVnd(total.difference)}
                  </dd>
                </dl>
              </div>
            ))}
          </div>
        )}
        <section aria-labelledby="cod-differences" className="space-y-2">
          <h2 id="cod-differences" className="font-semibold">
            {t("shipments.cod_differences_title", { count: data.differences.length })}
          </h2>
          {data.differences.length === 0 ? (
            <p className="text-sm text-muted">{t("shipments.cod_no_differences")}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line bg-surface">
              <table className="w-full min-w-[36rem] text-left text-sm" data-testid="cod-differences">
                <thead className="bg-sand text-xs text-muted uppercase">
                  <tr>
                    <th scope="col" className={cell}>
                      {t("admin.order_id")}
                    </th>
                    <th scope="col" className={cell}>
                      {t("shipments.carrier")}
                    </th>
                    <th scope="col" className={cell}>
                      {t("shipments.delivered_at")}
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      {t("shipments.cod_expected")}
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      {t("shipments.cod_reported")}
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      {t("shipments.cod_difference")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.differences.map((line) => (
                    <tr key={`${line.carrier}${line.trackingCode}`}>
                      <td className={cell}>
                        <Link
                          to={pagePath("adminOrder", { id: line.orderUuid })}
                          className="font-mono text-xs text-accent-strong underline-offset-2 hover:underline"
                        >
                          {line.orderId}
                        </Link>
                        <p className="font-mono text-xs text-muted">{line.trackingCode}</p>
                      </td>
                      <td className={cell}>{line.carrier.toUpperCase()}</td>
                      <td className={cell}>
                        {line.deliveredAt ? formatDate(line.deliveredAt, i18n.language) : ""}
                      </td>
                      <td className={`${cell} text-right tabular-nums`}>{formatVnd(line.expected)}</td>
                      <td className={`${cell} text-right tabular-nums`}>
                        {line.reported === null ? t("shipments.cod_not_reported") : formatVnd(line.reported)}
                      </td>
                      <td className={`${cell} text-right font-medium tabular-nums text-red-800`}>
                        {signedVnd(line.difference)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form
        aria-label={t("shipments.cod_period")}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.from")}
          <input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.to")}
          <input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("shipments.carrier")}
          <select
            value={draft.carrier ?? ""}
            onChange={(event) => {
              const carrier = SHIPMENT_CARRIERS.find((name) => name === event.target.value);
              const { carrier: _previous, ...rest } = draft;
              setDraft(carrier ? { ...rest, carrier: carrier as ShipmentCarrier } : rest);
            }}
            className={field}
          >
            <option value="">{t("shipments.cod_all_carriers")}</option>
            {SHIPMENT_CARRIERS.map((name) => (
              <option key={name} value={name}>
                {SHIPMENT_CARRIER_NAMES[name]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="tap rounded-full bg-accent px-4 text-sm text-white">
          {t("shipments.cod_show")}
        </button>
        <button
          type="button"
          onClick={() => void download("csv")}
          className="tap rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
        >
          {t("backoffice.download_csv")}
        </button>
        <button
          type="button"
          onClick={() => void download("xlsx")}
          className="tap rounded-full border border-line px-4 text-sm hover:border-accent hover:text-accent"
        >
          {t("backoffice.download_xlsx")}
        </button>
      </form>
      {invalid && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t("shipments.cod_invalid_period")}
        </p>
      )}
      <p className="text-sm text-muted">{t("shipments.cod_note", { from: query.from, to: query.to })}</p>
      {body}
    </div>
  );
}

/** /admin/cod-reconciliation: cash the carriers were to collect against what they reported, per period. */
export function CodReconciliationPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_cod_reconciliation")}>
      {(notify) => <Reconciliation notify={notify} />}
    </SectionPage>
  );
}
