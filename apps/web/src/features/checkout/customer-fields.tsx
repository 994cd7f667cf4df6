import type { Division } from "@shop/shared";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useProvinces, useWards } from "./address-api";
import type { CustomerErrors, CustomerField, CustomerValues, TextField } from "./checkout-form";
import { DivisionCombobox } from "./division-combobox";

const FIELD_INPUT: Record<
  TextField,
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
  onChange: (field: TextField, value: string) => void;
  onProvince: (province: Division | null) => void;
  onWard: (ward: Division | null) => void;
  fieldRefs: RefObject<Partial<Record<CustomerField, HTMLInputElement | null>>>;
}

/**
 * The shipping details: name, phone and e-mail; then the province, the ward of that province
 * (both picked from the 2025 lists, searchable without accents) and the street line, each with
 * its translated error below.
 */
export function CustomerFields({
  values,
  errors,
  onChange,
  onProvince,
  onWard,
  fieldRefs,
}: CustomerFieldsProps) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const wards = useWards(values.province?.code);

  const textField = (field: TextField) => {
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
  };

  return (
    <fieldset className="space-y-5 rounded-2xl border border-line bg-surface p-6">
      <legend className="float-left mb-2 w-full font-display text-lg font-semibold">
        {t("checkout.shipping_info")}
      </legend>
      {textField("fullName")}
      {textField("phone")}
      {textField("email")}
      <DivisionCombobox
        id="checkout-provinceCode"
        label={t("address_picker.province")}
        placeholder={t("address_picker.province_placeholder")}
        options={provinces.data}
        isLoading={provinces.isPending}
        loadFailed={provinces.isError}
        value={values.province}
        onChange={onProvince}
        error={errors.provinceCode ? t(errors.provinceCode) : undefined}
        inputRef={(element) => {
          fieldRefs.current.provinceCode = element;
        }}
      />
      <DivisionCombobox
        // A new province starts the ward afresh (its text included).
        key={values.province?.code ?? "none"}
        id="checkout-wardCode"
        label={t("address_picker.ward")}
        placeholder={t("address_picker.ward_placeholder")}
        options={values.province ? wards.data : undefined}
        isLoading={wards.isPending}
        loadFailed={wards.isError}
        disabledReason={values.province ? undefined : t("address_picker.ward_pick_province_first")}
        value={values.ward}
        onChange={onWard}
        error={errors.wardCode ? t(errors.wardCode) : undefined}
        inputRef={(element) => {
          fieldRefs.current.wardCode = element;
        }}
      />
      {textField("address")}
    </fieldset>
  );
}
