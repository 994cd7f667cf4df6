import { describe, expect, it } from "vitest";
import {
  isRetryableStatus,
  UPLOAD_MAX_RETRIES,
  UploadFailure,
  uploadRetryDelayMs,
  withUploadRetries,
} from "./upload-retry";

describe("upload retries", () => {
  it("doubles the wait from 1 s up to 64 s, never more", () => {
    const noJitter = () => 0;
    const waits = Array.from({ length: 9 }, (_, retry) => uploadRetryDelayMs(retry, noJitter));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000]);
  });

  it("adds up to a second of jitter", () => {
    expect(uploadRetryDelayMs(2, () => 0.5)).toBe(4500);
    expect(uploadRetryDelayMs(6, () => 0.999)).toBe(64999);
  });

  it.each([500, 502, 503, 504, 408, 429])("retries a %i", (status) =>
    expect(isRetryableStatus(status)).toBe(true),
  );
  it.each([400, 401, 403, 404, 413, 415])("does not retry a %i", (status) =>
    expect(isRetryableStatus(status)).toBe(false),
  );

  it("retries a 503 and a 429 with growing waits, then succeeds", async () => {
    const answers = [
      new UploadFailure(503, "internal_error", "down"),
      new UploadFailure(429, "too_many", "slow"),
    ];
    const waits: number[] = [];
    const url = await withUploadRetries(
      async () => {
        const next = answers.shift();
        if (next) throw next;
        return "/media/x-960.webp";
      },
      { sleep: async (ms) => void waits.push(ms), random: () => 0 },
    );
    expect(url).toBe("/media/x-960.webp");
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up at once on a 415", async () => {
    let calls = 0;
    const failing = withUploadRetries(
      async () => {
        calls += 1;
        throw new UploadFailure(415, "unsupported_media_type", "no");
      },
      { sleep: async () => {} },
    );
    await expect(failing).rejects.toMatchObject({ status: 415 });
    expect(calls).toBe(1);
  });

  it("gives up after the last retry, having waited 64 s at the end", async () => {
    const waits: number[] = [];
    const failing = withUploadRetries(
      async () => {
        throw new UploadFailure(500, "internal_error", "down");
      },
      { sleep: async (ms) => void waits.push(ms), random: () => 0 },
    );
    await expect(failing).rejects.toMatchObject({ status: 500 });
    expect(waits).toHaveLength(UPLOAD_MAX_RETRIES);
    expect(waits.at(-1)).toBe(64000);
  });
});
