import type { ApiErrorBody, ErrorCode } from "@shop/shared";

/** The server's codes, plus one for a request that never got an answer. */
export type ApiErrorCode = ErrorCode | "network_error";

/** Thrown for every failed call: carries the server's `{error: {code, message, fields}}`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Serialised as JSON; a FormData or Blob body is sent as it is (uploads, a CSV file). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!value || typeof value !== "object" || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    !!error &&
    typeof error === "object" &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** `/products` + `{q: "túi", page: 2}` → `/api/products?q=t%C3%BAi&page=2` (empty values left out). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `/api${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A typed call to the shop's API under /api. Resolves with the parsed JSON (undefined for 204). */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData || request.body instanceof Blob) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, request.query), {
      method: request.method ?? "GET",
      headers,
      body,
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", error instanceof Error ? error.message : "Network error");
  }

  const text = response.status === 204 ? "" : await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (isApiErrorBody(data)) {
      throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
    }
    const code = CODE_BY_STATUS[response.status] ?? "internal_error";
    throw new ApiError(response.status, code, response.statusText || `HTTP ${response.status}`);
  }
  return data as T;
}
