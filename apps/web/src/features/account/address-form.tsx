import {
  type Division,
  type SavedAddress,
  type SavedAddressRequest,
  savedAddressInputSchema,
} from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { DivisionCombobox, useProvinces, useWards } from "../checkout";

type Field = "fullName" | "phone" | "address" | "provinceCode" | "wardCode";
type Errors = Partial<Record<Field, string>>;

const TEXT_FIELDS = [
  { field: "fullName", label: "checkout.full_name", autoComplete: "name", type: "text" },
  { field: "phone", label: "checkout.phone", autoComplete: "tel", type: "tel" },
  { field: "address", label: "checkout.address", autoComplete: "street-address", type: "text" },
] as const;

/**
 * One saved address, new or edited: the checkout's fields and pickers, checked with the shared
 * schema the server uses (address-book.ts), so the messages are the checkout's own.
 */
export function AddressForm({
  initial,
  onSave,
  onCancel,
  isSaving,
}: {
  initial?: SavedAddress;
  onSave: (address: SavedAddressRequest) => Promise<unknown>;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState({
    fullName: initial?.fullName ?? "",
    phone: initial?.phone ?? "",
    address: initial?.address ?? "",
  });
  const [province, setProvince] = useState<Division | null>(
    initial ? { code: initial.provinceCode, name: initial.provinceName } : null,
  );
  const [ward, setWard] = useState<Division | null>(
    initial ? { code: initial.wardCode, name: initial.wardName } : null,
  );
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState(false);
  const provinces = useProvinces();
  const wards = useWards(province?.code);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedAddressInputSchema.safeParse({
      ...text,
      provinceCode: province?.code,
      wardCode: ward?.code,
      isDefault,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(false);
    try {
      await onSave(parsed.data);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
      else setFailure(true);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-4" data-testid="address-form">
      {TEXT_FIELDS.map(({ field, label, autoComplete, type }) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
            {t(label)}
          </label>
          <input
            id={`${id}-${field}`}
            type={type}
            autoComplete={autoComplete}
            value={text[field]}
            onChange={(event) => setText({ ...text, [field]: event.target.value })}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
            className={`mt-1 w-full rounded-lg border bg-canvas px-3 py-2.5 ${errors[field] ? "border-red-700" : "border-line"}`}
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-800">
              {t(errors[field])}
            </p>
          )}
        </div>
      ))}
      <DivisionCombobox
        id={`${id}-provinceCode`}
        label={t("address_picker.province")}
        placeholder={t("address_picker.province_placeholder")}
        options={provinces.data}
        isLoading={provinces.isPending}
        loadFailed={provinces.isError}
        value={province}
        onChange={(next) => {
          setProvince(next);
          if (next?.code !== province?.code) setWard(null);
        }}
        error={errors.provinceCode ? t(errors.provinceCode) : undefined}
      />
      <DivisionCombobox
        key={province?.code ?? "none"}
        id={`${id}-wardCode`}
        label={t("address_picker.ward")}
        placeholder={t("address_picker.ward_placeholder")}
        options={province ? wards.data : undefined}
        isLoading={wards.isPending}
        loadFailed={wards.isError}
        disabledReason={province ? undefined : t("address_picker.ward_pick_province_first")}
        value={ward}
        onChange={setWard}
        error={errors.wardCode ? t(errors.wardCode) : undefined}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        {t("address_book.make_default")}
      </label>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {t("address_book.error_save")}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSaving}
          className="min-h-11 rounded-full bg-accent px-6 text-sm font-medium text-white hover:bg-accent-strong disabled:bg-line"
        >
          {t("address_book.save")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border border-ink/20 px-6 text-sm font-medium hover:border-accent hover:text-accent"
        >
          {t("address_book.cancel")}
        </button>
      </div>
    </form>
  );
}
