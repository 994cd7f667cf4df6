import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { CUSTOMER_FIELDS, type CustomerErrors, type CustomerField } from "./checkout-form";
import type { CustomerValues } from "./use-customer-form";

const FIELD_INPUT: Record<
  CustomerField,
  { label: string; placeholder: string; type: string; autoComplete: string; inputMode?: "tel" | "email" }
> = {
  fullName: {
    label: "checkout.full_name",
    placeholder: "checkout.full_name_placeholder",
    type: "text",
    autoComplete: "name",
  },
  phone: {
    label: "checkout.phone",
    placeholder: "checkout.phone_placeholder",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
  },
  email: {
    label: "checkout.email",
    placeholder: "checkout.email_placeholder",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
  },
  address: {
    label: "checkout.address",
    placeholder: "checkout.address_placeholder",
    type: "text",
    autoComplete: "street-address",
  },
};

interface CustomerFieldsProps {
  values: CustomerValues;
  errors: CustomerErrors;
  onChange: (field: CustomerField, value: string) => void;
  fieldRefs: RefObject<Partial<Record<CustomerField, HTMLInputElement | null>>>;
}

/** The shipping details: one labelled input per field, each with its translated error below. */
export function CustomerFields({ values, errors, onChange, fieldRefs }: CustomerFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line bg-surface p-6">
      <legend className="float-left mb-2 w-full text-lg font-semibold">{t("checkout.shipping_info")}</legend>
      {CUSTOMER_FIELDS.map((field) => {
        const input = FIELD_INPUT[field];
        const error = errors[field];
        const id = `checkout-${field}`;
        return (
          <div key={field} className="clear-both">
            <label htmlFor={id} className="block text-sm font-medium">
              {t(input.label)}
            </label>
            <input
              ref={(element) => {
                fieldRefs.current[field] = element;
              }}
              id={id}
              name={field}
              type={input.type}
              inputMode={input.inputMode}
              autoComplete={input.autoComplete}
              placeholder={t(input.placeholder)}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
              className={`mt-1.5 w-full rounded-lg border bg-canvas px-3 py-2.5 ${
                error ? "border-red-700" : "border-line focus:border-accent"
              }`}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
