import type { MediaKind } from "@shop/shared";
import { apiUrl } from "../../../lib/api-client";
import { UploadFailure, withUploadRetries } from "./upload-retry";

export interface UploadRequest {
  file: File;
  productId: string;
  color: string;
  kind: MediaKind;
  /** Asked again before every attempt: a retry after a long wait may need a refreshed token. */
  getToken: () => Promise<string | null>;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  onRetry?: (retry: number, delayMs: number) => void;
  signal?: AbortSignal;
}

/**
 * One upload through XMLHttpRequest, because fetch cannot report upload progress (the form shows
 * progress for each file). Resolves with the stored image's URL.
 */
function sendOnce(request: UploadRequest, token: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl("/media"));
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: { url?: unknown; error?: { code?: unknown; message?: unknown } } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === "string") {
        request.onProgress?.(1);
        resolve(body.url);
        return;
      }
      const code = typeof body?.error?.code === "string" ? body.error.code : "internal_error";
      const message = typeof body?.error?.message === "string" ? body.error.message : xhr.statusText;
      reject(new UploadFailure(xhr.status, code, message));
    });
    // A request that never got an answer: no status to judge, so not retried (upload-retry.ts lists
    // the statuses that are).
    xhr.addEventListener("error", () => reject(new UploadFailure(0, "network_error", "Network error")));
    xhr.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    request.signal?.addEventListener("abort", () => xhr.abort());

    const form = new FormData();
    form.append("productId", request.productId);
    form.append("color", request.color);
    form.append("kind", request.kind);
    form.append("file", request.file);
    xhr.send(form);
  });
}

/** Uploads one image with progress, retrying 5xx, 408 and 429 with back-off (upload-retry.ts). */
export function uploadImage(request: UploadRequest): Promise<string> {
  return withUploadRetries(
    async () => {
      request.onProgress?.(0);
      return sendOnce(request, await request.getToken());
    },
    { onRetry: request.onRetry, signal: request.signal },
  );
}
