import { useTranslation } from "react-i18next";
import { PARCEL_FIELDS, type ParcelDraft, type ParcelField } from "./product-parcel";

const LABELS: Record<ParcelField, string> = {
  weightGrams: "product_parcel.weight",
  lengthCm: "product_parcel.length",
  widthCm: "product_parcel.width",
  heightCm: "product_parcel.height",
};

/** The weight and box of the packed bag (product-parcel.ts), each with its own error. */
export function ProductParcelFields({
  idPrefix,
  values,
  errors,
  onChange,
  inputClass,
}: {
  idPrefix: string;
  values: ParcelDraft;
  errors: Record<string, string>;
  onChange: (field: ParcelField, value: string) => void;
  inputClass: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{t("product_parcel.title")}</legend>
      <p className="mb-3 text-sm text-muted">{t("product_parcel.hint")}</p>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {PARCEL_FIELDS.map((field) => {
          const id = `${idPrefix}-${field}`;
          const error = errors[field];
          return (
            <div key={field}>
              <label htmlFor={id} className="mb-1 block text-sm font-medium">
                {t(LABELS[field])}
              </label>
              <input
                id={id}
                inputMode="numeric"
                value={values[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange(field, event.target.value)}
                className={inputClass}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
