import type { ErrorCode } from "@shop/shared";

/**
 * The one error type services throw. The error handler (plugins/errors.ts) turns it into
 * `{"error": {"code", "message", "fields"?}}` with its status; services never touch HTTP otherwise.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
