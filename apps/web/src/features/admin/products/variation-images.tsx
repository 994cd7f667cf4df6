import { imageUrlForWidth } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ImageSlot, VariationDraft } from "./product-form-model";

/** Image inputs take pictures only; the server judges the bytes anyway. */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** The visible "choose" button; the native file input stays in the page for keyboards and tests. */
function chooseButton(disabled: boolean): string {
  return `tap inline-flex items-center rounded-full bg-accent-soft px-4 text-sm font-medium text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${
    disabled ? "cursor-not-allowed opacity-50" : "cursor-pointer hover:bg-accent hover:text-white"
  }`;
}

function SlotView({ slot, onRemove }: { slot: ImageSlot; onRemove: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(slot.progress * 100);
  const thumbnail = slot.url ? (imageUrlForWidth(slot.url, 320) ?? slot.url) : null;
  return (
    <li
      className="flex items-center gap-3 rounded-lg border border-line bg-canvas p-2"
      data-testid="image-slot"
    >
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          className="size-12 shrink-0 rounded object-cover"
          width={48}
          height={48}
        />
      ) : (
        <span aria-hidden="true" className="size-12 shrink-0 rounded bg-sand" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate">{slot.fileName}</p>
        {slot.status === "done" ? (
          <p className="text-green-800">{t("admin.upload_done")}</p>
        ) : slot.status === "failed" ? (
          <p role="alert" className="text-red-800">
            {t(slot.error ?? "admin.error_upload")}
          </p>
        ) : (
          <>
            <progress
              max={100}
              value={percent}
              aria-label={t("admin.upload_progress", { name: slot.fileName })}
              className="h-2 w-full accent-accent"
            />
            <p className="text-muted">
              {slot.status === "retrying" ? t("admin.upload_retrying") : `${percent}%`}
            </p>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="tap rounded-full px-3 text-sm text-muted hover:text-red-800"
        aria-label={t("edit_product.remove_image")}
      >
        ×
      </button>
    </li>
  );
}

/** The cover and the additional images of one variation, each with its upload's progress. */
export function VariationImages({
  variation,
  coverLabel,
  additionalLabel,
  onFiles,
  onRemove,
}: {
  variation: VariationDraft;
  coverLabel: string;
  additionalLabel: string;
  onFiles: (kind: "cover" | "additional", files: File[]) => void;
  onRemove: (slotKey: string) => void;
}) {
  const { t } = useTranslation();
  const coverId = useId();
  const additionalId = useId();
  const disabled = variation.color === "";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <p className="mb-1 text-sm font-medium">{coverLabel}</p>
        <input
          id={coverId}
          aria-label={coverLabel}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          onChange={(event) => {
            onFiles("cover", [...(event.target.files ?? [])]);
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label htmlFor={coverId} className={chooseButton(disabled)}>
          {t("admin.choose_image")}
        </label>
        {variation.cover && (
          <ul className="mt-2 space-y-2">
            <SlotView
              slot={variation.cover}
              onRemove={() => variation.cover && onRemove(variation.cover.key)}
            />
          </ul>
        )}
      </div>
      <div>
        <p className="mb-1 text-sm font-medium">{additionalLabel}</p>
        <input
          id={additionalId}
          aria-label={additionalLabel}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled}
          onChange={(event) => {
            onFiles("additional", [...(event.target.files ?? [])]);
            event.target.value = "";
          }}
          className="peer sr-only"
        />
        <label htmlFor={additionalId} className={chooseButton(disabled)}>
          {t("admin.choose_images")}
        </label>
        {variation.additional.length > 0 && (
          <ul className="mt-2 space-y-2">
            {variation.additional.map((slot) => (
              <SlotView key={slot.key} slot={slot} onRemove={() => onRemove(slot.key)} />
            ))}
          </ul>
        )}
      </div>
      {disabled && <p className="text-sm text-muted md:col-span-2">{t("admin.pick_colour_first")}</p>}
    </div>
  );
}
