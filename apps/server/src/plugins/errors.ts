import type { ApiErrorBody, ErrorCode } from "@shop/shared";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../app-error";

/**
 * Every error leaves the server in one shape. Services throw AppError; request
 * validation (zod, through fastify-type-provider-zod) becomes 400 `validation_failed` with the
 * faulty fields; Fastify's own client errors keep their status with a code of ours; anything else
 * is a 500 whose details stay in the log, next to the request id the client also gets.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          (error.validationContext ?? "request");
        fields[path] ??= issue.message ?? "is invalid";
      }
      const where = error.validationContext ?? "request";
      return sendError(
        reply,
        400,
        "validation_failed",
        `Invalid ${where}: ${Object.keys(fields).join(", ")}`,
        fields,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, codeForClientError(status), clientMessage(status, error));
    }
    request.log.error({ err: error, requestId: request.id }, "request failed");
    return sendError(reply, 500, "internal_error", `Something went wrong (request ${request.id}).`);
  });
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): FastifyReply {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return reply.code(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
}

function codeForClientError(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "too_many_requests";
    default:
      // e.g. FST_ERR_CTP_INVALID_JSON_BODY: the body is not the JSON it claims to be.
      return "bad_request";
  }
}

function clientMessage(status: number, error: FastifyError): string {
  if (status === 413) return "The request body is too large.";
  if (status === 415) return "Unsupported content type; send application/json.";
  return error.message;
}
