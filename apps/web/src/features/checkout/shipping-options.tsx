import { formatVnd, type ShippingChoice, type ShippingOption } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/dates";
import { carrierNameKey } from "./carrier-name";

interface ShippingOptionsProps {
  /** The options the server quoted for the ward (the flat fee first), or null before any answer. */
  options: readonly ShippingOption[] | null;
  /** The option the total is made with. */
  value: ShippingChoice;
  onChange: (choice: ShippingChoice) => void;
  /** True before a ward is picked: the carriers can only be asked for an address. */
  needsAddress: boolean;
  isLoading: boolean;
}

function isSame(option: ShippingOption, choice: ShippingChoice): boolean {
  return (
    option.carrier === choice.carrier &&
    (choice.carrier === "flat" || choice.serviceId === undefined || option.service === choice.serviceId)
  );
}

/**
 * The ways to ship as radio cards: each carrier's name, its fee (after the free-shipping rule, as
 * the server quoted it) and the day it expects to deliver, in the shopper's way of writing dates.
 * A new ward asks the server again (checkout-quote-api.ts); nothing here computes a fee.
 */
export function ShippingOptions({ options, value, onChange, needsAddress, isLoading }: ShippingOptionsProps) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset aria-busy={isLoading} data-testid="shipping-options">
      <legend className="text-sm font-semibold">{t("shipping_checkout.title")}</legend>
      {needsAddress && <p className="mt-1 text-sm text-muted">{t("shipping_checkout.hint_address")}</p>}
      {options === null ? (
        <p className="mt-2 text-sm text-muted">{t("shipping_checkout.loading")}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const checked = isSame(option, value);
            return (
              <label
                key={`${option.carrier} ${option.service}`}
                data-testid={`shipping-option-${option.carrier}`}
                className={`tap flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-3 text-sm ${
                  checked ? "border-accent bg-accent-soft" : "border-line bg-surface hover:border-accent"
                }`}
              >
                <input
                  type="radio"
                  name="shippingOption"
                  value={`${option.carrier}:${option.service}`}
                  checked={checked}
                  onChange={() =>
                    onChange(
                      option.carrier === "flat"
                        ? { carrier: "flat" }
                        : { carrier: option.carrier, serviceId: option.service },
                    )
                  }
                  className="mt-1 accent-current"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">{t(carrierNameKey(option.carrier))}</span>
                    <span className="whitespace-nowrap font-semibold">
                      {option.fee === 0 ? t("shipping_checkout.free") : formatVnd(option.fee)}
                    </span>
                  </span>
                  <span className="mt-1 block text-muted">
                    {option.expectedDeliveryDate
                      ? t("shipping_checkout.expected", {
                          date: formatDate(option.expectedDeliveryDate, i18n.language),
                        })
                      : t(
                          option.carrier === "flat"
                            ? "shipping_checkout.flat_note"
                            : "shipping_checkout.no_date",
                        )}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
