import {
  type AdminShippingSettings,
  formatFullAddress,
  type PickupAddressInput,
  pickupAddressSchema,
  type ShippingSettings,
} from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { LoadingText } from "../../../ui/spinner";
import { useProvinces, useWards } from "../../checkout/index";
import type { AdminNotify } from "../common";
import { adminFetch, failure } from "../common";

const adminSettingsKey = ["admin", "settings", "shipping"] as const;
type Field = keyof PickupAddressInput;
type Values = Record<Field, string>;
const inputClass =
  "mt-1.5 w-full rounded-lg border border-line bg-surface px-3 py-2.5 focus:border-accent aria-[invalid=true]:border-red-700";

/** The form's text as the shared schema checks it (the server checks the same, and the ward's province). */
export function validatePickupForm(
  values: Values,
): { ok: true; pickup: PickupAddressInput } | { ok: false; errors: Partial<Record<Field, string>> } {
  const result = pickupAddressSchema.safeParse({
    name: values.name,
    phone: values.phone,
    street: values.street,
    provinceCode: values.provinceCode === "" ? undefined : Number(values.provinceCode),
    wardCode: values.wardCode === "" ? undefined : Number(values.wardCode),
  });
  if (result.success) return { ok: true, pickup: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Where the carriers collect parcels (GET /api/admin/settings/shipping, saved with the fee rule by
 * PUT /api/settings/shipping). Until it is set, the checkout offers only the flat fee.
 */
export function PickupSettingsForm({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const current = useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => adminFetch<AdminShippingSettings>("/admin/settings/shipping", { signal }),
    staleTime: 0,
  });
  const pickup = current.data?.pickup;
  return (
    <section aria-labelledby="admin-pickup" className="space-y-4">
      <h2 id="admin-pickup" className="text-2xl font-semibold">
        {t("pickup_settings.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{t("pickup_settings.description")}</p>
      {current.data && (
        <p className="text-sm" data-testid="pickup-current">
          {pickup
            ? t("pickup_settings.current", {
                address: `${pickup.name}, ${pickup.phone} — ${formatFullAddress({ address: pickup.street, ...pickup })}`,
              })
            : t("pickup_settings.none")}
        </p>
      )}
      {current.isPending ? (
        <LoadingText />
      ) : current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("pickup_settings.error_load")}
        </p>
      ) : (
        <PickupFields stored={current.data} notify={notify} />
      )}
    </section>
  );
}

function PickupFields({ stored, notify }: { stored: AdminShippingSettings; notify: AdminNotify }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => ({
    name: stored.pickup?.name ?? "",
    phone: stored.pickup?.phone ?? "",
    street: stored.pickup?.street ?? "",
    provinceCode: stored.pickup ? String(stored.pickup.provinceCode) : "",
    wardCode: stored.pickup ? String(stored.pickup.wardCode) : "",
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const provinces = useProvinces();
  const wards = useWards(values.provinceCode === "" ? undefined : Number(values.provinceCode));
  const save = useMutation({
    // The PUT takes the fee rule too: sent unchanged, as the fee form above last saved or read it.
    mutationFn: (pickup: PickupAddressInput) => {
      const rule = queryClient.getQueryData<ShippingSettings>(["settings", "shipping"]) ?? stored;
      return adminFetch<ShippingSettings>("/settings/shipping", {
        method: "PUT",
        body: { flatFee: rule.flatFee, freeFrom: rule.freeFrom, pickup },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKey }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validatePickupForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(result.pickup);
      notify("success", t("pickup_settings.saved"));
    } catch (error) {
      if (isApiError(error) && (error.code === "invalid_ward" || error.code === "invalid_province")) {
        setErrors({ wardCode: "pickup_settings.error_ward" });
      }
      notify("alert", failure("pickup_settings.error_save", error, t));
    }
  };

  const described = (name: Field) => ({
    id: `pickup-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `pickup-${name}-error` : undefined,
  });
  const errorOf = (name: Field) =>
    errors[name] ? (
      <p id={`pickup-${name}-error`} className="mt-1 text-sm text-red-800">
        {t(errors[name] as string)}
      </p>
    ) : null;
  const text = (name: "name" | "phone" | "street", label: string) => (
    <div>
      <label htmlFor={`pickup-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        {...described(name)}
        type="text"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className={inputClass}
      />
      {errorOf(name)}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-3xl gap-4 md:grid-cols-2">
      {text("name", t("pickup_settings.name"))}
      {text("phone", t("pickup_settings.phone"))}
      <div>
        <label htmlFor="pickup-provinceCode" className="block text-sm font-medium">
          {t("address_picker.province")}
        </label>
        <select
          {...described("provinceCode")}
          value={values.provinceCode}
          // A new province empties the ward: a ward belongs to one province.
          onChange={(event) => setValues({ ...values, provinceCode: event.target.value, wardCode: "" })}
          className={inputClass}
        >
          <option value="">—</option>
          {(provinces.data ?? []).map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </select>
        {errorOf("provinceCode")}
      </div>
      <div>
        <label htmlFor="pickup-wardCode" className="block text-sm font-medium">
          {t("address_picker.ward")}
        </label>
        <select
          {...described("wardCode")}
          value={values.wardCode}
          disabled={values.provinceCode === ""}
          onChange={(event) => setValues({ ...values, wardCode: event.target.value })}
          className={inputClass}
        >
          <option value="">—</option>
          {(wards.data ?? []).map((ward) => (
            <option key={ward.code} value={ward.code}>
              {ward.name}
            </option>
          ))}
        </select>
        {errorOf("wardCode")}
      </div>
      <div className="md:col-span-2">{text("street", t("pickup_settings.street"))}</div>
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={save.isPending}
          className="tap rounded-full bg-accent px-6 py-2.5 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {t("pickup_settings.save")}
        </button>
      </div>
    </form>
  );
}
