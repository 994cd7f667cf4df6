import { PRODUCT_SIDE_CM_MAX, PRODUCT_WEIGHT_GRAMS_MAX } from "@shop/shared";

/**
 * The packed bag's weight and box on the product form, for the carriers' quotes: typed as text,
 * sent as whole grams and centimetres, or null when left empty (the shop's defaults apply then;
 * packages/shared/src/catalogue.ts).
 */
export const PARCEL_FIELDS = ["weightGrams", "lengthCm", "widthCm", "heightCm"] as const;
export type ParcelField = (typeof PARCEL_FIELDS)[number];
export type ParcelDraft = Record<ParcelField, string>;

export const EMPTY_PARCEL: ParcelDraft = { weightGrams: "", lengthCm: "", widthCm: "", heightCm: "" };

export function parcelDraftOf(product: Record<ParcelField, number | null>): ParcelDraft {
  return {
    weightGrams: product.weightGrams === null ? "" : String(product.weightGrams),
    lengthCm: product.lengthCm === null ? "" : String(product.lengthCm),
    widthCm: product.widthCm === null ? "" : String(product.widthCm),
    heightCm: product.heightCm === null ? "" : String(product.heightCm),
  };
}

/** Each field's message key when it is wrong (the shared schema's own keys). */
export function parcelErrorKey(field: ParcelField): string {
  return field === "weightGrams" ? "product_parcel.error_weight" : "product_parcel.error_side";
}

/** The fields as the API takes them, or the fields at fault (whole numbers within GHN's limits). */
export function parcelInput(
  draft: ParcelDraft,
): { values: Record<ParcelField, number | null> } | { errors: Partial<Record<ParcelField, string>> } {
  const values = {} as Record<ParcelField, number | null>;
  const errors: Partial<Record<ParcelField, string>> = {};
  for (const field of PARCEL_FIELDS) {
    const text = draft[field].trim();
    if (text === "") {
      values[field] = null;
      continue;
    }
    const max = field === "weightGrams" ? PRODUCT_WEIGHT_GRAMS_MAX : PRODUCT_SIDE_CM_MAX;
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= 1 && value <= max)) errors[field] = parcelErrorKey(field);
    else values[field] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
