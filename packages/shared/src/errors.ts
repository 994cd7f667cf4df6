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
  "out_of_stock",
  "invalid_transition",
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
