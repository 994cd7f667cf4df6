import {
  isValidDiscount,
  type Product,
  type ProductInput,
  productInputSchema,
  STOCK_MAX,
  stockToSave,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "@shop/shared";
import { fieldValueOf, instantOfField } from "../common";
import { EMPTY_PARCEL, PARCEL_FIELDS, parcelDraftOf, parcelInput } from "./product-parcel";

/**
 * The product form's state and its translation to the API's ProductInput:
 * pure functions, tested without a browser.
 */

export interface ImageSlot {
  /** Stable key for React lists. */
  key: string;
  fileName: string;
  /** 0..1 */
  progress: number;
  status: "uploading" | "retrying" | "done" | "failed";
  url: string | null;
  /** An i18n key when the upload failed. */
  error: string | null;
}

export interface VariationDraft {
  key: string;
  /** "" until a colour is picked; a variation without one is left out. */
  color: string;
  cover: ImageSlot | null;
  additional: ImageSlot[];
  /** Bags of this colour in stock, as typed; "" leaves the colour's stock as it is on the server. */
  stock: string;
  /** The colour and its stock as the form loaded them; null for a colour added in the form. */
  loaded: { color: string; stock: number } | null;
}

/** One other language's texts as typed (description: one paragraph per line); "" = the Vietnamese. */
export interface TranslationDraft {
  name: string;
  description: string;
  material: string;
  careInstructions: string;
  promotionText: string;
}

export interface ProductDraft {
  name: string;
  price: string;
  category: string;
  description: string;
  dimensions: string;
  material: string;
  careInstructions: string;
  /** ISO 3166-1 alpha-2 country of origin, "" unknown (packages/shared/src/product-origin.ts). */
  origin: string;
  discount: string;
  startDate: string;
  endDate: string;
  promotionText: string;
  translations: Record<TranslatedLanguage, TranslationDraft>;
  variations: VariationDraft[];
  /** The packed bag's weight and sides as typed (product-parcel.ts); "" = none. */
  weightGrams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

function emptyTranslation(): TranslationDraft {
  return { name: "", description: "", material: "", careInstructions: "", promotionText: "" };
}

function emptyTranslations(): Record<TranslatedLanguage, TranslationDraft> {
  return { en: emptyTranslation(), kr: emptyTranslation(), jp: emptyTranslation() };
}

let keySequence = 0;
export function newKey(): string {
  keySequence += 1;
  return `k${keySequence}`;
}

export function emptyVariation(): VariationDraft {
  return { key: newKey(), color: "", cover: null, additional: [], stock: "0", loaded: null };
}

export function emptyDraft(): ProductDraft {
  return {
    name: "",
    price: "",
    category: "",
    description: "",
    dimensions: "",
    material: "",
    careInstructions: "",
    origin: "",
    discount: "",
    startDate: "",
    endDate: "",
    promotionText: "",
    translations: emptyTranslations(),
    variations: [emptyVariation()],
    ...EMPTY_PARCEL,
  };
}

function storedSlot(url: string): ImageSlot {
  return {
    key: newKey(),
    fileName: url.split("/").pop() ?? url,
    progress: 1,
    status: "done",
    url,
    error: null,
  };
}

/** The edit page starts from the stored product. */
export function draftFromProduct(product: Product): ProductDraft {
  return {
    name: product.name,
    price: String(product.price),
    category: product.category,
    description: product.description.join("\n"),
    dimensions: product.dimensions,
    material: product.material,
    careInstructions: product.careInstructions,
    origin: product.origin,
    discount: product.promotion ? String(product.promotion.discount) : "",
    startDate: product.promotion ? fieldValueOf(product.promotion.startDate) : "",
    endDate: product.promotion ? fieldValueOf(product.promotion.endDate) : "",
    promotionText: product.promotionText,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => {
        const text = product.translations[language];
        return [language, text ? { ...text, description: text.description.join("\n") } : emptyTranslation()];
      }),
    ) as Record<TranslatedLanguage, TranslationDraft>,
    variations: product.variations.map((variation) => {
      const [cover, ...additional] = variation.images;
      return {
        key: newKey(),
        color: variation.color,
        cover: cover ? storedSlot(cover) : null,
        additional: additional.map(storedSlot),
        stock: String(variation.stock),
        loaded: { color: variation.color, stock: variation.stock },
      };
    }),
    ...parcelDraftOf(product),
  };
}

/**
 * A price as an administrator types it: "1250000", "1.250.000", "1,250,000" or "1 250 000 VNĐ"
 * are all 1,250,000 đồng (the original form read a decimal number; đồng have no fractions, and
 * Vietnamese writes thousands with dots). Null for anything else.
 */
export function parsePriceInput(text: string): number | null {
  const compact = text.replace(/\s+/g, "").replace(/(VNĐ|VND|đ|₫)$/i, "");
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(compact)) return null;
  const value = Number(compact.replace(/[.,]/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}

/** Form field → i18n key of its problem. */
export type FieldErrors = Record<string, string>;

/** From the start of the promotion's first day to the end of its last, in Vietnam's time. */
function promotionDates(startDate: string, endDate: string) {
  return { startDate: instantOfField(startDate), endDate: instantOfField(endDate, { endOfDay: true }) };
}

/**
 * The API body for a draft, or the fields at fault. Name, price and category are required; a
 * variation without a colour is left out; the promotion is sent only when a discount is given.
 */
export function toProductInput(draft: ProductDraft): { input: ProductInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (draft.name.trim() === "") errors.name = "common.required";
  const price = parsePriceInput(draft.price);
  if (draft.price.trim() === "") errors.price = "common.required";
  else if (price === null) errors.price = "admin.error_invalid_price";
  if (draft.category === "") errors.category = "common.required";

  let promotion: ProductInput["promotion"] = null;
  if (draft.discount.trim() !== "") {
    const discount = Number(draft.discount);
    if (!isValidDiscount(discount)) errors.discount = "admin.error_invalid_discount";
    if (draft.startDate === "") errors.startDate = "common.required";
    if (draft.endDate === "") errors.endDate = "common.required";
    else if (draft.startDate !== "" && draft.endDate < draft.startDate)
      errors.endDate = "admin.error_invalid_dates";
    if (!errors.discount && !errors.startDate && !errors.endDate) {
      promotion = { discount, ...promotionDates(draft.startDate, draft.endDate) };
    }
  }
  if (draft.variations.some((variation) => hasPendingUpload(variation)))
    errors.variations = "admin.error_uploading";
  else if (draft.variations.some((variation) => parseStockInput(variation.stock) === null))
    errors.variations = "stock.admin_error_stock";
  const parcel = parcelInput(draft);
  if ("errors" in parcel) Object.assign(errors, parcel.errors);
  if (Object.keys(errors).length > 0 || "errors" in parcel) return { errors };

  const candidate = {
    name: draft.name.trim(),
    price,
    category: draft.category,
    description: draft.description
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    dimensions: draft.dimensions.trim(),
    material: draft.material.trim(),
    careInstructions: draft.careInstructions.trim(),
    origin: draft.origin,
    promotion,
    promotionText: draft.promotionText.trim(),
    // A language left wholly empty is not sent: it falls back to Vietnamese field by field anyway.
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((language) => {
        const text = draft.translations[language];
        const lines = text.description
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        const isEmpty =
          [text.name, text.material, text.careInstructions, text.promotionText].every(
            (v) => v.trim() === "",
          ) && lines.length === 0;
        return isEmpty
          ? []
          : [
              [
                language,
                {
                  name: text.name.trim(),
                  description: lines,
                  material: text.material.trim(),
                  careInstructions: text.careInstructions.trim(),
                  promotionText: text.promotionText.trim(),
                },
              ],
            ];
      }),
    ),
    variations: draft.variations
      .filter((variation) => variation.color !== "")
      .map((variation) => ({
        color: variation.color,
        images: [variation.cover, ...variation.additional].flatMap((slot) => (slot?.url ? [slot.url] : [])),
        ...stockToSend(variation),
      })),
    ...parcel.values,
  };
  const parsed = productInputSchema.safeParse(candidate);
  if (!parsed.success)
    return { errors: fieldErrorsFromPaths(parsed.error.issues.map((issue) => issue.path.join("."))) };
  return { input: parsed.data };
}

/**
 * A colour's stock as a save sends it. Orders take bags while the form is open, so a figure the
 * owner left as loaded is not sent (the server keeps what the orders made of it); a typed one goes
 * with the figure it replaces, and the server refuses the save if that is no longer the stock
 * (409 `stock_changed`). A colour added in the form, or picked anew, sends what is typed.
 */
function stockToSend(variation: VariationDraft): { stock?: number; stockSeen?: number } {
  const typed = parseStockInput(variation.stock);
  if (typed === undefined || typed === null) return {};
  const { loaded } = variation;
  return stockToSave(typed, loaded !== null && loaded.color === variation.color ? loaded.stock : undefined);
}

/** A stock count as typed: a whole number from 0 ("" is allowed: keep the server's); null otherwise. */
export function parseStockInput(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= STOCK_MAX ? value : null;
}

function hasPendingUpload(variation: VariationDraft): boolean {
  return [variation.cover, ...variation.additional].some(
    (slot) => slot && (slot.status === "uploading" || slot.status === "retrying"),
  );
}

const FORM_FIELDS = [
  "name",
  "price",
  "category",
  "description",
  "dimensions",
  "material",
  "careInstructions",
  "origin",
  "variations",
  ...PARCEL_FIELDS,
] as const;

/**
 * The server's (or the shared schema's) faulty paths, e.g. `promotion.endDate` or
 * `variations.0.images.1`, shown next to the form field they belong to.
 */
export function fieldErrorsFromPaths(paths: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of paths) {
    const [head, child] = path.split(".");
    if (head === "translations") {
      errors.translations ??= "admin.error_field_invalid";
    } else if (head === "promotionText") {
      errors.promotionText ??= "admin.error_field_invalid";
    } else if (head === "promotion") {
      const field = child === "discount" || child === "startDate" || child === "endDate" ? child : "discount";
      errors[field] ??= "admin.error_field_invalid";
    } else if (head && (FORM_FIELDS as readonly string[]).includes(head)) {
      errors[head] ??= "admin.error_field_invalid";
    } else {
      errors.form ??= "admin.error_field_invalid";
    }
  }
  return errors;
}
