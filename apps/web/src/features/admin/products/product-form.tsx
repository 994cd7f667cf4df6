import { CATEGORIES, categoryKey, PROMOTION_TEXT_MAX, type ProductInput } from "@shop/shared";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { DateInput, errorDetail } from "../common";
import { ColourPicker } from "./colour-picker";
import { imageUploads } from "./image-uploads";
import { OriginField } from "./origin-field";
import {
  emptyVariation,
  type FieldErrors,
  fieldErrorsFromPaths,
  type ProductDraft,
  toProductInput,
} from "./product-form-model";
import { ProductParcelFields } from "./product-parcel-fields";
import { ProductTranslations } from "./product-translations";
import { useProductDraft } from "./use-product-draft";
import { VariationImages } from "./variation-images";

const inputClass =
  "w-full rounded-lg border border-line bg-surface px-3 py-2.5 focus:border-accent aria-[invalid=true]:border-red-700";

function Field({
  label,
  error,
  children,
  id,
}: {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export interface ProductFormProps {
  initial: ProductDraft;
  /** Where uploads are stored: the product's id, or "new" while creating. */
  productId: string;
  submitLabel: string;
  submittingLabel: string;
  /** Saves; a rejected promise (ApiError) shows its fields next to the form's fields. */
  onSubmit: (input: ProductInput) => Promise<void>;
  /** The failure message key of a save ("admin.error_create_product", "edit_product.error_update"). */
  failureKey: string;
  /** Emptied after a successful save (the add form), or kept (the edit page leaves anyway). */
  resetAfterSave?: () => ProductDraft;
}

/**
 * The add and edit form. Images upload as soon as they are chosen, each with its own progress
 * (image-uploads.ts), so saving sends only their URLs. Required fields and the server's refusals are
 * shown next to their field.
 */
export function ProductForm({
  initial,
  productId,
  submitLabel,
  submittingLabel,
  onSubmit,
  failureKey,
  resetAfterSave,
}: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { draft, draftRef, setDraft, update, set, updateVariation } = useProductDraft(initial);
  const uploads = imageUploads(productId, updateVariation);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = toProductInput(draftRef.current);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.input);
      if (resetAfterSave) setDraft(resetAfterSave());
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(fieldErrorsFromPaths(Object.keys(error.fields)));
      setFormError(`${t(failureKey)} ${errorDetail(error, t)}`);
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={t("admin.product_name")} error={errors.name} id={`${id}-name`}>
          <input
            {...fieldProps("name")}
            required
            value={draft.name}
            onChange={(event) => set("name")(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label={t("admin.price")} error={errors.price} id={`${id}-price`}>
          <input
            {...fieldProps("price")}
            required
            inputMode="numeric"
            value={draft.price}
            onChange={(event) => set("price")(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label={t("admin.category")} error={errors.category} id={`${id}-category`}>
          <select
            {...fieldProps("category")}
            required
            value={draft.category}
            onChange={(event) => set("category")(event.target.value)}
            className={inputClass}
          >
            <option value="">{t("admin.select_category")}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(categoryKey(category))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label={t("admin.description_label")} error={errors.description} id={`${id}-description`}>
        <textarea
          {...fieldProps("description")}
          rows={4}
          value={draft.description}
          onChange={(event) => set("description")(event.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={t("admin.dimensions")} error={errors.dimensions} id={`${id}-dimensions`}>
          <input
            {...fieldProps("dimensions")}
            value={draft.dimensions}
            onChange={(event) => set("dimensions")(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field label={t("admin.material")} error={errors.material} id={`${id}-material`}>
          <input
            {...fieldProps("material")}
            value={draft.material}
            onChange={(event) => set("material")(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field
          label={t("admin.care_instructions")}
          error={errors.careInstructions}
          id={`${id}-careInstructions`}
        >
          <input
            {...fieldProps("careInstructions")}
            value={draft.careInstructions}
            onChange={(event) => set("careInstructions")(event.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <ProductParcelFields
        idPrefix={id}
        values={draft}
        errors={errors}
        onChange={(field, value) => set(field)(value)}
        inputClass={inputClass}
      />
      <OriginField id={`${id}-origin`} value={draft.origin} onChange={set("origin")} error={errors.origin} />
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold">{t("admin.promotion")}</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <Field label={t("admin.discount")} error={errors.discount} id={`${id}-discount`}>
            <input
              {...fieldProps("discount")}
              type="number"
              min={1}
              max={90}
              value={draft.discount}
              onChange={(event) => set("discount")(event.target.value)}
              className={inputClass}
            />
          </Field>
          <Field label={t("admin.start_date")} error={errors.startDate} id={`${id}-startDate`}>
            <DateInput
              {...fieldProps("startDate")}
              value={draft.startDate}
              onChange={(event) => set("startDate")(event.target.value)}
              className={inputClass}
            />
          </Field>
          <Field label={t("admin.end_date")} error={errors.endDate} id={`${id}-endDate`}>
            <DateInput
              {...fieldProps("endDate")}
              value={draft.endDate}
              onChange={(event) => set("endDate")(event.target.value)}
              className={inputClass}
            />
          </Field>
        </div>
        <div className="mt-4">
          <Field
            label={t("product_content.promotion_text")}
            error={errors.promotionText}
            id={`${id}-promotionText`}
          >
            <input
              {...fieldProps("promotionText")}
              maxLength={PROMOTION_TEXT_MAX}
              value={draft.promotionText}
              onChange={(event) => set("promotionText")(event.target.value)}
              className={inputClass}
            />
          </Field>
        </div>
      </fieldset>
      <ProductTranslations
        value={draft.translations}
        vietnameseName={draft.name}
        error={errors.translations}
        onChange={(language, field, text) =>
          update((current) => ({
            ...current,
            translations: {
              ...current.translations,
              [language]: { ...current.translations[language], [field]: text },
            },
          }))
        }
      />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t("admin.variations")}</legend>
        {draft.variations.map((variation, index) => (
          <div
            key={variation.key}
            className="space-y-4 rounded-xl border border-line bg-surface p-4"
            data-testid="variation"
          >
            <div className="flex items-start justify-between gap-3">
              <ColourPicker
                legend={`${t("admin.color")} ${index + 1}`}
                value={variation.color}
                onChange={(color) => updateVariation(variation.key, (current) => ({ ...current, color }))}
              />
              <button
                type="button"
                onClick={() =>
                  update((current) => ({
                    ...current,
                    variations: current.variations.filter((candidate) => candidate.key !== variation.key),
                  }))
                }
                className="tap shrink-0 rounded-full px-3 text-sm text-muted hover:text-red-800"
              >
                {t("admin.remove_variation")}
              </button>
            </div>
            <div>
              <label htmlFor={`stock-${variation.key}`} className="block text-sm font-medium">
                {t("stock.admin_stock_colour")}
              </label>
              <input
                id={`stock-${variation.key}`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={variation.stock}
                onChange={(event) =>
                  updateVariation(variation.key, (current) => ({ ...current, stock: event.target.value }))
                }
                data-testid="variation-stock"
                className={`${inputClass} max-w-40`}
              />
            </div>
            <VariationImages
              variation={variation}
              coverLabel={`${t("admin.cover_image")} (${index + 1})`}
              additionalLabel={`${t("admin.additional_images")} (${index + 1})`}
              onFiles={(kind, files) => uploads.start(variation, kind, files)}
              onRemove={(slotKey) => uploads.remove(variation.key, slotKey)}
            />
          </div>
        ))}
        {errors.variations && <p className="text-sm text-red-800">{t(errors.variations)}</p>}
        <button
          type="button"
          onClick={() =>
            update((current) => ({ ...current, variations: [...current.variations, emptyVariation()] }))
          }
          className="tap rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
        >
          {t("admin.add_variation")}
        </button>
      </fieldset>
      {formError && (
        <p role="alert" className="font-medium text-red-800">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="tap rounded-full bg-accent px-8 text-sm font-medium text-white hover:bg-accent-strong disabled:opacity-60"
      >
        {isSubmitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
