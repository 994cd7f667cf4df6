import { afterEach, describe, expect, it, vi } from "vitest";
import { imageUploads } from "./image-uploads";
import type { VariationDraft } from "./product-form-model";
import { type UploadRequest, uploadImage } from "./upload-image";
import { UploadFailure } from "./upload-retry";

vi.mock("./upload-image", () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

/** A variation held the way the form holds it: every change applies to the latest value. */
function heldVariation(): { current: () => VariationDraft; uploads: ReturnType<typeof imageUploads> } {
  let variation: VariationDraft = {
    key: "v1",
    color: "#000000",
    cover: null,
    additional: [],
    stock: "0",
    loaded: null,
  };
  const uploads = imageUploads("new", (key, change) => {
    if (key === variation.key) variation = change(variation);
  });
  return { current: () => variation, uploads };
}

function pendingUpload() {
  let request: UploadRequest | undefined;
  let settle: { resolve: (url: string) => void; reject: (error: unknown) => void } | undefined;
  upload.mockImplementationOnce((sent) => {
    request = sent;
    return new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    request: () => request as UploadRequest,
    settle: () => settle as NonNullable<typeof settle>,
  };
}

describe("the image slots' upload states", () => {
  afterEach(() => upload.mockReset());

  it("shows a chosen cover uploading with its progress, then done with its URL", async () => {
    const { current, uploads } = heldVariation();
    const pending = pendingUpload();
    uploads.start(current(), "cover", [new File(["x"], "front.webp"), new File(["y"], "back.webp")]);

    expect(upload).toHaveBeenCalledTimes(1);
    expect(pending.request()).toMatchObject({ productId: "new", color: "#000000", kind: "cover" });
    expect(current().cover).toMatchObject({ fileName: "front.webp", status: "uploading", progress: 0 });

    pending.request().onProgress?.(0.5);
    expect(current().cover?.progress).toBe(0.5);
    pending.request().onRetry?.(1, 1000);
    expect(current().cover?.status).toBe("retrying");

    pending.settle().resolve("/media/front.webp");
    await vi.waitFor(() => expect(current().cover?.status).toBe("done"));
    expect(current().cover).toMatchObject({ url: "/media/front.webp", progress: 1 });
  });

  it("marks a refused file failed with the reason's text key, and removes a slot", async () => {
    const { current, uploads } = heldVariation();
    const pending = pendingUpload();
    uploads.start(current(), "additional", [new File(["x"], "huge.webp")]);
    pending.settle().reject(new UploadFailure(413, "file_too_large", "The image is too large."));
    await vi.waitFor(() => expect(current().additional[0]?.status).toBe("failed"));
    expect(current().additional[0]?.error).toBe("admin.error_image_too_large");

    uploads.remove("v1", current().additional[0]?.key ?? "");
    expect(current().additional).toEqual([]);
  });
});
