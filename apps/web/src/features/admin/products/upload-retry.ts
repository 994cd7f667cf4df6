/**
 * Retrying failed image uploads: the wait doubles from 1 s up to
 * 64 s, with random jitter so that many clients failing together do not retry together, and only
 * answers that may change on a retry are retried: 5xx, 408 (timeout) and 429 (too many requests).
 * A 4xx such as 413 or 415 will fail the same way again.
 */
export const UPLOAD_RETRY_BASE_MS = 1_000;
export const UPLOAD_RETRY_MAX_DELAY_MS = 64_000;
/** 1, 2, 4, 8, 16, 32, 64 s: the wait reaches its ceiling on the last try. */
export const UPLOAD_MAX_RETRIES = 7;
/** Up to this much is added at random to each wait. */
export const UPLOAD_RETRY_JITTER_MS = 1_000;

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * The wait before retry number `retry` (0 for the first): 2^retry seconds, at most 64 s, plus
 * a jitter of up to 1 s (`random` is Math.random, passed in for tests).
 */
export function uploadRetryDelayMs(retry: number, random: () => number = Math.random): number {
  const doubled = Math.min(UPLOAD_RETRY_BASE_MS * 2 ** retry, UPLOAD_RETRY_MAX_DELAY_MS);
  return doubled + Math.floor(random() * UPLOAD_RETRY_JITTER_MS);
}

export class UploadFailure extends Error {
  override readonly name = "UploadFailure";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface RetryOptions {
  /** Called with the wait before each retry (the UI says "retrying"). */
  onRetry?: (retry: number, delayMs: number) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  signal?: AbortSignal;
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

/** Runs `attempt` until it succeeds, fails in a way a retry cannot fix, or the retries run out. */
export async function withUploadRetries<T>(
  attempt: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { onRetry, sleep = sleepFor, random = Math.random, signal } = options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const retryable = error instanceof UploadFailure && isRetryableStatus(error.status);
      if (!retryable || retry >= UPLOAD_MAX_RETRIES) throw error;
      const delay = uploadRetryDelayMs(retry, random);
      onRetry?.(retry + 1, delay);
      await sleep(delay, signal);
    }
  }
}
