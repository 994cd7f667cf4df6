import { type CheckoutQuote, formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";

interface VoucherFieldProps {
  /** What the shopper typed (upper-cased as codes are compared). */
  code: string;
  onCodeChange: (code: string) => void;
  /** Ask the server about the typed code (checkout-quote-api.ts). */
  onApply: () => void;
  /** The server's word on the code last applied: null before any, or while it is being asked. */
  voucher: CheckoutQuote["voucher"];
  discount: number;
  isApplying: boolean;
}

/**
 * The voucher code with its "Apply" button: the discount the server gives, or the reason it does
 * not apply, in the shopper's language (the same `vouchers.refused_*` keys the order's refusal
 * uses). The order sends the code typed, and the server judges it again.
 */
export function VoucherField({
  code,
  onCodeChange,
  onApply,
  voucher,
  discount,
  isApplying,
}: VoucherFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="block text-sm font-medium" htmlFor="checkout-voucher">
        {t("vouchers.code_label")}
      </label>
      <div className="mt-1 flex max-w-sm gap-2">
        <input
          id="checkout-voucher"
          name="voucherCode"
          value={code}
          onChange={(event) => onCodeChange(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            // Enter applies the code here rather than placing the order.
            if (event.key === "Enter") {
              event.preventDefault();
              onApply();
            }
          }}
          maxLength={32}
          autoComplete="off"
          placeholder={t("vouchers.code_placeholder")}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 uppercase"
        />
        <button
          type="button"
          onClick={onApply}
          disabled={isApplying || code.trim() === ""}
          aria-busy={isApplying}
          className="tap rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent disabled:opacity-60"
        >
          {t("shipping_checkout.apply")}
        </button>
      </div>
      <div role="status" aria-live="polite" className="mt-1 text-sm" data-testid="voucher-result">
        {voucher?.valid ? (
          <span className="text-green-800">
            {t("shipping_checkout.voucher_applied", { code: voucher.code, amount: formatVnd(discount) })}
          </span>
        ) : voucher && !voucher.valid ? (
          <span className="text-red-800">{t(`vouchers.refused_${voucher.reason ?? "voucher_unknown"}`)}</span>
        ) : (
          <span className="text-xs text-muted">{t("vouchers.code_hint")}</span>
        )}
      </div>
    </div>
  );
}
