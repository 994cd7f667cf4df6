import { addDays, formatVnd, STATS_QUICK_RANGES, shopDate, statsQuerySchema } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { colourLabel } from "../../../entities/product/colour-name";
import { formatDate } from "../../../lib/dates";
import { LoadingText } from "../../../ui/spinner";
import { useStats } from "../common";
import { RevenueChart } from "./revenue-chart";

const card = "rounded-xl border border-line bg-surface p-4";

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={card}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-lg font-semibold tabular-nums sm:text-2xl" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/**
 * The owner's dashboard: revenue and orders per day for the last 7/30/90 days or chosen dates
 * (days in Vietnam's time zone), the average order, best sellers, low stock, and the orders
 * waiting for action. Figures come from GET /api/admin/stats.
 */
export function DashboardSection() {
  const { t, i18n } = useTranslation();
  const today = shopDate(new Date());
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState(false);
  const stats = useStats(range.from, range.to);

  const quick = (days: number) => {
    const next = { from: addDays(today, -(days - 1)), to: today };
    setRange(next);
    setDraft(next);
    setRangeError(false);
  };
  const applyCustom = () => {
    const ok = statsQuerySchema.safeParse(draft).success;
    setRangeError(!ok);
    if (ok) setRange(draft);
  };

  let body: React.ReactNode;
  if (stats.isPending) body = <LoadingText />;
  else if (stats.isError)
    body = (
      <p role="alert" className="font-medium text-red-800">
        {t("backoffice.error_stats")}
      </p>
    );
  else {
    const data = stats.data;
    body = (
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={t("backoffice.revenue")} value={formatVnd(data.revenue)} testId="stats-revenue" />
          <Figure label={t("backoffice.orders")} value={String(data.orders)} testId="stats-orders" />
          <Figure
            label={t("backoffice.average_order")}
            value={formatVnd(data.averageOrder)}
            testId="stats-average"
          />
          <div className={card}>
            <p className="text-sm text-muted">{t("backoffice.waiting")}</p>
            <p className="mt-1 text-sm" data-testid="stats-waiting">
              {t("backoffice.waiting_pending", { count: data.waiting.pending })}
              <br />
              {t("backoffice.waiting_paid", { count: data.waiting.paidNotShipped })}
            </p>
          </div>
        </div>
        <div className={card}>
          <h3 className="mb-2 font-semibold">{t("backoffice.revenue_by_day")}</h3>
          <RevenueChart days={data.byDay} label={t("backoffice.revenue_by_day")} />
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <div className={card}>
            <h3 className="mb-2 font-semibold">{t("backoffice.best_sellers")}</h3>
            {data.topProducts.length === 0 ? (
              <p className="text-muted">{t("backoffice.no_sales")}</p>
            ) : (
              <ol className="space-y-1 text-sm" data-testid="best-sellers">
                {data.topProducts.map((product) => (
                  <li key={product.productId} className="flex justify-between gap-3">
                    <span>
                      {product.name} × {product.quantity}
                    </span>
                    <span className="whitespace-nowrap tabular-nums">{formatVnd(product.revenue)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className={card}>
            <h3 className="mb-2 font-semibold">{t("backoffice.low_stock")}</h3>
            {data.lowStock.length === 0 ? (
              <p className="text-muted">{t("backoffice.no_low_stock")}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {data.lowStock.map((item) => (
                  <li key={`${item.productId}${item.color}`} className="flex justify-between gap-3">
                    <span>
                      {item.name} ({colourLabel(item.color, t)})
                    </span>
                    <span>{item.stock}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="admin-dashboard" className="space-y-4">
      {/* Named on screen by the section\'s h1 (common/section-page.tsx); kept for the landmark. */}
      <h2 id="admin-dashboard" className="sr-only">
        {t("backoffice.dashboard")}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        {STATS_QUICK_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            onClick={() => quick(days)}
            aria-pressed={range.to === today && range.from === addDays(today, -(days - 1))}
            className="tap rounded-full border border-line px-4 text-sm aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
          >
            {t("backoffice.last_days", { count: days })}
          </button>
        ))}
        <label className="flex flex-col text-xs">
          {t("backoffice.from")}
          <input
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm"
          />
        </label>
        <label className="flex flex-col text-xs">
          {t("backoffice.to")}
          <input
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm"
          />
        </label>
        <button
          type="button"
          onClick={applyCustom}
          className="tap rounded-full border border-line px-4 text-sm"
        >
          {t("backoffice.apply")}
        </button>
      </div>
      {rangeError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t("backoffice.error_range")}
        </p>
      )}
      <p className="text-sm text-muted">
        {t("backoffice.range_note", {
          from: formatDate(range.from, i18n.language),
          to: formatDate(range.to, i18n.language),
        })}
      </p>
      {body}
    </section>
  );
}
