/** Error codes the API answers with, in `{"error": {"code", "message"}}`. */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "too_many_requests",
  "internal_error",
  /** The server is stopping: the request was not run; another instance (or a retry) will. */
  "service_unavailable",
  "product_not_found",
  "color_not_available",
  "invalid_credentials",
  "email_taken",
  "invalid_current_password",
  "invalid_reset_token",
  "provider_not_configured",
  "oauth_failed",
  "last_administrator",
  "own_account",
  "invalid_province",
  "invalid_ward",
  // Online payments (docs/decisions/026-payments.md).
  "payment_method_unavailable",
  "payment_unavailable",
  "not_bank_transfer",
  // A bank transfer SePay reported that was already matched or settled (048-sepay-and-refunds.md).
  "transfer_not_waiting",
  "weak_password",
  "invalid_verification_token",
  "email_already_verified",
  // Durability: an Idempotency-Key reused with another body; a product edited since it was loaded.
  "idempotency_key_reused",
  "version_conflict",
  // A colour's stock typed in the admin form that an order (or a colleague) changed meanwhile.
  "stock_changed",
  "out_of_stock",
  "invalid_transition",
  // The back office (back-office.ts): voucher refusals at checkout, then the owner's own mistakes.
  "voucher_unknown",
  "voucher_expired",
  "voucher_not_started",
  "voucher_used_up",
  "voucher_below_minimum",
  "voucher_exists",
  "csv_invalid",
  // Products CSV import (product-csv.ts): the file's header, then rows with errors at confirmation.
  "csv_header",
  "import_has_errors",
  // Two-factor sign-in of staff (two-factor.ts).
  "invalid_mfa_code",
  "invalid_mfa_token",
  "two_factor_enrolment_required",
  "two_factor_not_enrolled",
  // Shipments (shipments.ts): a carrier the server has no credentials for, no pickup address yet,
  // no shipment for the order, and a carrier that refused or did not answer (label, booking).
  "carrier_not_configured",
  "pickup_address_missing",
  "shipment_not_found",
  "carrier_refused",
  "carrier_unavailable",
  // Cancelling an order whose parcel is booked (docs/decisions/055-…): the carrier has it in hand
  // already, refused to cancel it, or did not answer; the order stays as it was.
  "shipment_picked_up",
  "carrier_cancel_refused",
  "carrier_cancel_unavailable",
  // Shipping at checkout (docs/decisions/054-shipping-at-checkout.md): the pick is not on offer
  // for the address, or its carrier does not answer now.
  "shipping_not_offered",
  "shipping_unavailable",
  // Reviews (reviews.ts): only a buyer of a delivered order reviews, once per product.
  "review_not_buyer",
  "review_exists",
  "review_not_found",
  // The address book (address-book.ts).
  "address_not_found",
  "address_book_full",
  // The buyer's contract (sale-terms.ts): a terms version that is not the one in force.
  "terms_unknown",
  "terms_outdated",
  // Personal data (privacy.ts): a notice version the shop never showed, a data request's link.
  "unknown_notice_version",
  "invalid_data_request_token",
  "data_request_already_done",
  // Returns and refunds (returns.ts, docs/decisions/053-returns-refunds-exchanges.md).
  "return_not_delivered",
  "return_window_closed",
  "return_quantity_exceeded",
  "too_many_photos",
  "order_not_paid",
  "refund_exceeds_paid",
  "refund_failed",
  // Outgoing webhooks (webhooks.ts): a receiver's address the shop will not call (a private network).
  "webhook_url_not_allowed",
  "webhook_endpoints_full",
  // Alerts (alerts.ts): back in stock asked of a colour in stock; a guest's confirmation link.
  "alert_in_stock",
  "invalid_alert_token",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Which fields were at fault, for 400 validation errors: path → message. */
    fields?: Record<string, string>;
  };
}
