import {
  formatVnd,
  type OrderLine,
  RETURN_DAYS_INACCURATE_INFORMATION,
  RETURN_NOTE_MAX_LENGTH,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnReason,
} from "@shop/shared";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { colourNameKey } from "../../entities/product/colour-name";
import { isApiError } from "../../lib/api-client";
import { getShopInfo } from "../../lib/shop-info";
import { type ReturnProof, requestReturn } from "./returns-api";

/** The server's refusal in the buyer's words (the server's English text is never shown). */
function refusalKey(error: unknown): string {
  if (!isApiError(error)) return "returns.error";
  switch (error.code) {
    case "return_window_closed":
      return "returns.error_window_closed";
    case "return_quantity_exceeded":
      return "returns.error_quantity";
    case "return_not_delivered":
      return "returns.error_not_delivered";
    case "too_many_photos":
      return "returns.error_too_many_photos";
    case "unsupported_media_type":
      return "returns.error_photo_type";
    case "payload_too_large":
      return "returns.error_photo_size";
    case "not_found":
      return "returns.error_not_found";
    case "too_many_requests":
      return "order_tracking.error_too_many_tries";
    case "network_error":
      return "error.network";
    case "validation_failed":
      return "returns.error_invalid";
    default:
      return "returns.error";
  }
}

/** "reason_other" would read as an i18next plural form (locales/locales.test.ts): renamed. */
function reasonKey(reason: ReturnReason): string {
  return reason === "other" ? "returns.reason_something_else" : `returns.reason_${reason}`;
}

const fieldClass = "mt-1.5 w-full rounded-lg border border-line bg-canvas px-3 py-2.5 focus:border-accent";

/**
 * A buyer asks to send lines of a delivered order back: which lines and how many, why, a message
 * and up to RETURN_PHOTOS_MAX photos. The server checks everything again (the window from
 * delivery, quantities, the photos' bytes); its refusals are shown in the buyer's language.
 */
export function ReturnRequestForm({
  orderId,
  items,
  proof,
  onDone,
  onCancel,
}: {
  orderId: string;
  items: readonly OrderLine[];
  proof: ReturnProof;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keyOf = (item: OrderLine) => `${item.productId}|${item.color}`;
  const chosen = items.filter((item) => (quantities[keyOf(item)] ?? 0) > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setError(t("returns.error_no_lines"));
    if (!reason) return setError(t("returns.error_no_reason"));
    if (photos.length > RETURN_PHOTOS_MAX) return setError(t("returns.error_too_many_photos"));
    setError(null);
    setSending(true);
    try {
      await requestReturn(
        {
          orderId,
          reason,
          note,
          lines: chosen.map((item) => ({
            productId: item.productId,
            color: item.color,
            quantity: quantities[keyOf(item)] ?? 1,
          })),
        },
        photos,
        proof,
      );
      onDone();
    } catch (caught) {
      setError(t(refusalKey(caught), { max: RETURN_PHOTOS_MAX }));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-5 rounded-xl border border-line bg-canvas p-4"
      aria-label={t("returns.form_title")}
      data-testid="return-form"
    >
      <h4 className="font-semibold">{t("returns.form_title")}</h4>
      <p className="text-sm text-muted">
        {t("returns.window_hint", {
          days: getShopInfo().returnDays,
          longDays: RETURN_DAYS_INACCURATE_INFORMATION,
        })}
      </p>
      <fieldset>
        <legend className="text-sm font-medium">{t("returns.lines")}</legend>
        <ul className="mt-2 space-y-2">
          {items.map((item) => {
            const key = keyOf(item);
            const quantity = quantities[key] ?? 0;
            return (
              <li
                key={key}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-3 text-sm"
              >
                <label className="flex min-w-0 flex-1 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-accent"
                    checked={quantity > 0}
                    onChange={(event) =>
                      setQuantities((current) => ({ ...current, [key]: event.target.checked ? 1 : 0 }))
                    }
                  />
                  <span className="min-w-0">
                    {item.name} · {t(colourNameKey(item.color))}
                    <span className="block text-muted">{formatVnd(item.unitPrice)}</span>
                  </span>
                </label>
                {quantity > 0 && item.quantity > 1 ? (
                  <label className="flex items-center gap-2">
                    <span className="text-muted">{t("returns.quantity")}</span>
                    <select
                      value={quantity}
                      onChange={(event) =>
                        setQuantities((current) => ({ ...current, [key]: Number(event.target.value) }))
                      }
                      className="tap rounded-lg border border-line bg-canvas px-2"
                    >
                      {Array.from({ length: item.quantity }, (_, index) => index + 1).map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">{t("returns.reason")}</legend>
        <div className="mt-2 grid gap-2">
          {RETURN_REASONS.map((value) => (
            <label key={value} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="mt-0.5 size-5 shrink-0 accent-accent"
              />
              <span>{t(reasonKey(value))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          {t("returns.note")}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={RETURN_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium">
          {t("returns.photos", { max: RETURN_PHOTOS_MAX })}
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-2 file:font-medium"
        />
        {photos.length > 0 ? (
          <p className="mt-1 text-sm text-muted">
            {t("returns.photos_chosen", { count: photos.length, max: RETURN_PHOTOS_MAX })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={sending}
          className="min-h-12 flex-1 rounded-full bg-accent px-6 font-medium text-white hover:bg-accent-strong disabled:opacity-60"
        >
          {sending ? t("returns.sending") : t("returns.submit")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 rounded-full border border-line px-6 font-medium hover:border-accent"
        >
          {t("returns.cancel")}
        </button>
      </div>
    </form>
  );
}
