import { useRef, useState } from "react";
import type { ProductDraft, VariationDraft } from "./product-form-model";

export type UpdateVariation = (key: string, change: (variation: VariationDraft) => VariationDraft) => void;

/**
 * The product form's draft. Uploads finish after renders, so changes go through `update`, which
 * always applies to the latest draft (kept in `draftRef` as well), never to a stale copy.
 */
export function useProductDraft(initial: ProductDraft) {
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const update = (change: (current: ProductDraft) => ProductDraft) => {
    setDraft((current) => {
      const next = change(current);
      draftRef.current = next;
      return next;
    });
  };

  const set = (field: keyof Omit<ProductDraft, "variations" | "translations">) => (value: string) =>
    update((current) => ({ ...current, [field]: value }));

  const updateVariation: UpdateVariation = (key, change) =>
    update((current) => ({
      ...current,
      variations: current.variations.map((variation) =>
        variation.key === key ? change(variation) : variation,
      ),
    }));

  return { draft, draftRef, setDraft, update, set, updateVariation };
}
