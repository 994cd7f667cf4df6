import { isApiError } from "../../../lib/api-client";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text after a failure message: the server's refusal in the
 * reader's language where the shop knows it, otherwise a general one. The server's own English
 * text is never shown, except as the last resort of an unknown code.
 */
export function errorDetail(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t("error.unknown");
  switch (error.code) {
    case "network_error":
      return t("error.network");
    case "unauthorized":
      return t("error.unauthorized");
    case "forbidden":
      return t("error.forbidden");
    case "not_found":
    case "product_not_found":
      return t("error.not_found");
    case "too_many_requests":
      return t("error.too_many_requests");
    case "last_administrator":
      return t("admin.error_last_administrator");
    case "own_account":
      return t("admin.error_own_account");
    case "version_conflict":
      return t("product_version.conflict");
    case "stock_changed":
      return t("product_version.stock_changed");
    case "invalid_transition":
      return t("order_tracking.error_invalid_transition");
    // Cancelling an order whose parcel is booked: the carrier is asked first.
    case "shipment_picked_up":
    case "carrier_cancel_refused":
    case "carrier_cancel_unavailable":
      return t(`shipments.error_${error.code}`);
    case "out_of_stock":
      return t("stock.error_out_of_stock");
    case "validation_failed":
    case "bad_request":
      return t("admin.error_field_invalid");
    case "payload_too_large":
      return t("admin.error_image_too_large");
    case "unsupported_media_type":
      return t("admin.error_image_type");
    default:
      return t("error.unknown");
  }
}

/**
 * A failure message with its detail: keys with a {{message}} place take it there ("Unable to load
 * users: …"), the others get it after them ("Unable to delete user. …").
 */
export function failure(key: string, error: unknown, t: Translate): string {
  const detail = errorDetail(error, t);
  const text = t(key, { message: detail });
  return text.includes(detail) ? text : `${text} ${detail}`;
}
