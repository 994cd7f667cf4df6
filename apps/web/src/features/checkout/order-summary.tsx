import { formatVnd, type PaymentMethod } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";
import { Spinner } from "../../ui/spinner";
import { type cartTotals, type PricedLine, TotalsList } from "../cart";
import { PaymentChoice } from "./payment-choice";

interface OrderSummaryProps {
  /** The checked cart lines that can be ordered, priced by the server's current prices. */
  rows: readonly PricedLine[];
  totals: ReturnType<typeof cartTotals>;
  /** The last attempt's translated failure, if it failed. */
  failure: string | null;
  isBusy: boolean;
  /** The methods the server offers, the chosen one, and the change of choice. */
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The server's quoted figures (quote-totals.tsx); until the first quote, the cart's totals. */
  quotedTotals?: ReactNode;
}

/** The summary beside the form: the lines, the totals, the payment method and the one pay button. */
export function OrderSummary({
  rows,
  totals,
  failure,
  isBusy,
  methods,
  method,
  onMethodChange,
  quotedTotals,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className="space-y-6 rounded-2xl border border-line bg-surface p-6"
    >
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        {t("checkout.summary")}
      </h2>
      <ul className="space-y-3 text-sm">
        {rows.map((row) => (
          <li key={`${row.line.id} ${row.line.color}`} className="flex justify-between gap-4">
            <span className="min-w-0">
              <span className="font-medium">{row.product?.name}</span>{" "}
              <span className="text-muted">{t("checkout.quantity", { quantity: row.line.quantity })}</span>
              <span className="block text-muted">
                {t("cart.color", { color: t(colourNameKey(row.line.color)) })}
              </span>
            </span>
            <span className="whitespace-nowrap">{formatVnd(row.unitPrice * row.line.quantity)}</span>
          </li>
        ))}
      </ul>
      {quotedTotals ? (
        <div className="border-t border-line pt-4">{quotedTotals}</div>
      ) : (
        <TotalsList totals={totals} page="checkout" className="border-t border-line pt-4" />
      )}
      <PaymentChoice methods={methods} value={method} onChange={onMethodChange} />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={isBusy}
        aria-busy={isBusy}
        className="tap inline-flex w-full items-center justify-center gap-3 rounded-full bg-accent px-6 py-3 font-medium text-white transition-colors hover:bg-accent-strong disabled:cursor-progress disabled:opacity-80"
      >
        {isBusy && <Spinner className="border-white/40 border-t-white" />}
        {isBusy
          ? t("checkout.processing")
          : t(method === "cod" ? "checkout.pay_cod" : `payment.pay_${method}`)}
      </button>
    </aside>
  );
}
