import type { PaymentMethod } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** The method's name: cash on delivery keeps its original text, the online ones are in `payment.*`. */
export function paymentMethodLabelKey(method: PaymentMethod): string {
  return method === "cod" ? "checkout.cod" : `payment.method_${method}`;
}

/**
 * The payment methods the server offers (ShopInfo.paymentMethods). With cash on delivery alone the
 * original single choice (docs/product.md, "Payment") shows as it always did; with more, a radio group.
 */
export function PaymentChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  if (methods.length <= 1) {
    return (
      <div>
        <h3 className="text-sm font-semibold">{t("checkout.payment_method")}</h3>
        <p className="mt-2 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-sm font-medium">
          {t("checkout.cod")}
        </p>
        <p className="mt-2 text-sm text-muted">{t("checkout.payment_note")}</p>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t("checkout.payment_method")}</legend>
      <div className="mt-2 space-y-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`tap flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm ${
              value === method ? "border-accent bg-accent-soft" : "border-line hover:border-accent"
            }`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 accent-current"
            />
            <span>
              <span className="block font-medium">{t(paymentMethodLabelKey(method))}</span>
              <span className="block text-muted">{t(`payment.note_${method}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
