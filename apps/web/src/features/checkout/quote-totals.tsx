import { type CheckoutQuote, formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/dates";
import { carrierNameKey } from "./carrier-name";

/**
 * The checkout summary's figures as the server quoted them: subtotal, the voucher's discount, the
 * shipping of the option picked (its carrier and expected day) and the total the order will
 * charge. Nothing is added up here.
 */
export function QuoteTotals({ quote, className = "" }: { quote: CheckoutQuote; className?: string }) {
  const { t, i18n } = useTranslation();
  const { shipping } = quote;
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t("checkout.subtotal")}</dt>
        <dd data-testid="checkout-subtotal">{formatVnd(quote.subtotal)}</dd>
      </div>
      {quote.discount > 0 && (
        <div className="flex justify-between gap-4" data-testid="checkout-discount">
          <dt className="text-muted">{t("vouchers.discount", { code: quote.voucher?.code ?? "" })}</dt>
          <dd>−{formatVnd(quote.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">
          {t("checkout.shipping")}{" "}
          <span className="block text-xs" data-testid="checkout-shipping-carrier">
            {t(carrierNameKey(shipping.carrier))}
            {shipping.expectedDeliveryDate
              ? ` · ${t("shipping_checkout.expected", {
                  date: formatDate(shipping.expectedDeliveryDate, i18n.language),
                })}`
              : ""}
          </span>
        </dt>
        <dd data-testid="checkout-shipping">
          {quote.shippingFee === 0 ? t("checkout.shipping_free") : formatVnd(quote.shippingFee)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>{t("checkout.total")}</dt>
        <dd data-testid="checkout-total">{formatVnd(quote.total)}</dd>
      </div>
    </dl>
  );
}
