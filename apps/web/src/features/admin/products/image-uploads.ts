import { getAccessToken } from "../common";
import { type ImageSlot, newKey, type VariationDraft } from "./product-form-model";
import { uploadImage } from "./upload-image";
import { UploadFailure } from "./upload-retry";
import type { UpdateVariation } from "./use-product-draft";

/**
 * The image slots' state machine: a chosen file gets a slot at once ("uploading", with its
 * progress), turns "retrying" while upload-retry.ts tries again, and ends "done" with its URL or
 * "failed" with a translated reason. Saving the form then sends only the URLs.
 */

function uploadErrorKey(error: unknown): string {
  if (error instanceof UploadFailure) {
    if (error.status === 413) return "admin.error_image_too_large";
    if (error.status === 415) return "admin.error_image_type";
  }
  return "admin.error_upload";
}

export interface ImageUploads {
  /** Starts one upload per file (only the first for a cover, which replaces the current one). */
  start: (variation: VariationDraft, kind: "cover" | "additional", files: File[]) => void;
  remove: (variationKey: string, slotKey: string) => void;
}

/** `productId`: where uploads are stored, the product's id or "new" while creating. */
export function imageUploads(productId: string, updateVariation: UpdateVariation): ImageUploads {
  const updateSlot = (variationKey: string, slotKey: string, change: Partial<ImageSlot>) =>
    updateVariation(variationKey, (variation) => ({
      ...variation,
      cover: variation.cover?.key === slotKey ? { ...variation.cover, ...change } : variation.cover,
      additional: variation.additional.map((slot) => (slot.key === slotKey ? { ...slot, ...change } : slot)),
    }));

  const start: ImageUploads["start"] = (variation, kind, files) => {
    const chosen = kind === "cover" ? files.slice(0, 1) : files;
    const slots: ImageSlot[] = chosen.map((file) => ({
      key: newKey(),
      fileName: file.name,
      progress: 0,
      status: "uploading",
      url: null,
      error: null,
    }));
    updateVariation(variation.key, (current) =>
      kind === "cover"
        ? { ...current, cover: slots[0] ?? current.cover }
        : { ...current, additional: [...current.additional, ...slots] },
    );
    chosen.forEach((file, index) => {
      const slot = slots[index];
      if (!slot) return;
      uploadImage({
        file,
        productId,
        color: variation.color,
        kind,
        getToken: getAccessToken,
        onProgress: (fraction) =>
          updateSlot(variation.key, slot.key, { progress: fraction, status: "uploading" }),
        onRetry: () => updateSlot(variation.key, slot.key, { status: "retrying" }),
      }).then(
        (url) => updateSlot(variation.key, slot.key, { url, status: "done", progress: 1 }),
        (error: unknown) =>
          updateSlot(variation.key, slot.key, { status: "failed", error: uploadErrorKey(error) }),
      );
    });
  };

  const remove: ImageUploads["remove"] = (variationKey, slotKey) =>
    updateVariation(variationKey, (variation) => ({
      ...variation,
      cover: variation.cover?.key === slotKey ? null : variation.cover,
      additional: variation.additional.filter((slot) => slot.key !== slotKey),
    }));

  return { start, remove };
}
