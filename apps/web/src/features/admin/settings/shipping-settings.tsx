import { formatVnd, type ShippingSettings, shippingSettingsSchema } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { LoadingText } from "../../../ui/spinner";
import type { AdminNotify } from "../common";
import { adminFetch, failure } from "../common";

const settingsKey = ["settings", "shipping"] as const;
type Field = keyof ShippingSettings;
const inputClass =
  "mt-1.5 w-full rounded-lg border border-line bg-surface px-3 py-2.5 focus:border-accent aria-[invalid=true]:border-red-700";

/**
 * "30000", "30 000" or "30.000" (Vietnamese thousands) → 30000; anything else is passed on as a
 * number for the shared schema to refuse ("-1", "1.5", "abc"). Empty is null.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, "");
  if (compact === "") return null;
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) return Number(compact.replaceAll(".", ""));
  return Number(compact);
}

/** The fee form's two fields, checked with the schema the server uses (packages/shared/src/shipping.ts). */
export function validateShippingForm(
  values: Record<Field, string>,
): { ok: true; settings: ShippingSettings } | { ok: false; errors: Partial<Record<Field, string>> } {
  const flatFee = parseAmount(values.flatFee);
  const result = shippingSettingsSchema.safeParse({
    flatFee: flatFee ?? Number.NaN,
    freeFrom: parseAmount(values.freeFrom),
  });
  if (result.success) return { ok: true, settings: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "flatFee" || field === "freeFrom") errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The stored settings as the form's text: an empty threshold is "never free". */
function formValuesOf(settings: ShippingSettings): Record<Field, string> {
  return {
    flatFee: String(settings.flatFee),
    freeFrom: settings.freeFrom === null ? "" : String(settings.freeFrom),
  };
}

/**
 * The owner's shipping fee on /admin: a flat fee per order and the subtotal from which it is
 * waived. The server stores it (PUT /api/settings/shipping) and charges it from the next order.
 * The form appears once the stored fee is known and starts from it; a later fetch only updates the
 * "now" line, so nothing the owner typed is ever replaced under her.
 */
export function ShippingSettingsForm({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const current = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => adminFetch<ShippingSettings>("/settings/shipping", { signal }),
    staleTime: 0,
  });

  return (
    <section aria-labelledby="admin-shipping" className="space-y-4">
      <h2 id="admin-shipping" className="text-2xl font-semibold">
        {t("shipping_settings.title")}
      </h2>
      <p className="max-w-2xl text-sm text-muted">{t("shipping_settings.description")}</p>
      {current.data && (
        <p className="text-sm" data-testid="shipping-current">
          {t("shipping_settings.current", {
            fee: formatVnd(current.data.flatFee),
            freeFrom:
              current.data.freeFrom === null
                ? ""
                : t("shipping_settings.current_free_from", { amount: formatVnd(current.data.freeFrom) }),
          })}
        </p>
      )}
      {current.isPending ? (
        <LoadingText />
      ) : current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("shipping_settings.error_load")}
        </p>
      ) : (
        <FeeFields stored={current.data} notify={notify} />
      )}
    </section>
  );
}

function FeeFields({ stored, notify }: { stored: ShippingSettings; notify: AdminNotify }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (settings: ShippingSettings) =>
      adminFetch<ShippingSettings>("/settings/shipping", { method: "PUT", body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
  const [values, setValues] = useState(() => formValuesOf(stored));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateShippingForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(result.settings);
      notify("success", t("shipping_settings.saved"));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setErrors({
          flatFee: error.fields.flatFee ? "shipping_settings.error_fee" : undefined,
          freeFrom: error.fields.freeFrom ? "shipping_settings.error_free_from" : undefined,
        });
      }
      notify("alert", failure("shipping_settings.error_save", error, t));
    }
  };

  const field = (name: Field, label: string, hint?: string) => {
    const id = `shipping-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputClass}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid max-w-2xl gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2"
    >
      {field("flatFee", t("shipping_settings.flat_fee"))}
      {field("freeFrom", t("shipping_settings.free_from"), t("shipping_settings.free_from_hint"))}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={save.isPending}
          className="tap rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong disabled:opacity-70"
        >
          {save.isPending ? t("shipping_settings.saving") : t("shipping_settings.save")}
        </button>
      </div>
    </form>
  );
}
