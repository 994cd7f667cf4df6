import { amountToFreeShipping, formatVnd, orderAmounts } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { shownShippingFee, useShippingSettings } from "./shipping-api";

interface TotalsListProps {
  totals: { subtotal: number };
  /** Whose texts: the cart's summary or the checkout's (each has its own keys: docs/product.md). */
  page: "cart" | "checkout";
  className?: string;
}

/**
 * Subtotal, shipping (the owner's fee, or "free") and total of the checked lines, as the cart and
 * the checkout show them, with how much more makes shipping free. The total is made the way the
 * server makes it (orderAmounts), which charges the same rule when the order is placed.
 */
export function TotalsList({ totals, page, className = "" }: TotalsListProps) {
  const { t } = useTranslation();
  const shipping = useShippingSettings();
  const fee = shownShippingFee(totals.subtotal, shipping.data);
  const total = fee === null ? null : orderAmounts(totals.subtotal, 0, fee).total;
  const toFree = shipping.data ? amountToFreeShipping(totals.subtotal, shipping.data) : null;
  const unknown = t("shipping_fee.unknown");
  return (
    <div className={className}>
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t(`${page}.subtotal`)}</dt>
          <dd data-testid={`${page}-subtotal`}>{formatVnd(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t(`${page}.shipping`)}</dt>
          <dd data-testid={`${page}-shipping`}>
            {fee === null ? unknown : fee === 0 ? t(`${page}.shipping_free`) : formatVnd(fee)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
          <dt>{t(`${page}.total`)}</dt>
          <dd data-testid={`${page}-total`}>{total === null ? unknown : formatVnd(total)}</dd>
        </div>
      </dl>
      {totals.subtotal > 0 && toFree !== null && (
        <p data-testid={`${page}-free-shipping`} className="mt-3 rounded-lg bg-accent-soft px-3 py-2 text-sm">
          {t("shipping_fee.free_from_more", { amount: formatVnd(toFree) })}
        </p>
      )}
      {totals.subtotal > 0 && toFree === null && fee === 0 && (shipping.data?.flatFee ?? 0) > 0 && (
        <p data-testid={`${page}-free-shipping`} className="mt-3 text-sm text-muted">
          {t("shipping_fee.free_reached")}
        </p>
      )}
    </div>
  );
}
