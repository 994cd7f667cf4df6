import { formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";

interface TotalsListProps {
  totals: { subtotal: number; total: number };
  /** Whose texts: the cart's summary or the checkout's (the spec gives each its own keys). */
  page: "cart" | "checkout";
  className?: string;
}

/** Subtotal, shipping (free) and total of the checked lines, as the cart and the checkout show them. */
export function TotalsList({ totals, page, className = "" }: TotalsListProps) {
  const { t } = useTranslation();
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t(`${page}.subtotal`)}</dt>
        <dd data-testid={`${page}-subtotal`}>{formatVnd(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t(`${page}.shipping`)}</dt>
        <dd>{t(`${page}.shipping_free`)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>{t(`${page}.total`)}</dt>
        <dd data-testid={`${page}-total`}>{formatVnd(totals.total)}</dd>
      </div>
    </dl>
  );
}
