import { randomUUID } from "node:crypto";
import {
  IMAGE_WIDTHS,
  imageUrlForWidth,
  MEDIA_UPLOAD_MAX_BYTES,
  type MediaUploadFields,
  storedImageName,
} from "@shop/shared";
import { AppError } from "../../app-error";
import { detectImageType, MAX_INPUT_PIXELS } from "./image-content";
import { imageLibrary } from "./image-library";
import type { MediaStorage } from "./media-storage";

export interface MediaServiceDependencies {
  storage: MediaStorage;
  /** Whether a product exists: an upload for an unknown product id is refused. */
  productExists: (id: string) => Promise<boolean>;
  /** The random part of a stored name; tests may fix it. */
  newName?: () => string;
}

export type MediaService = ReturnType<typeof createMediaService>;

const WEBP_QUALITY = 80;

/** `#D32F2F` → `d32f2f`: the colour's folder name (the hex is already checked and normalised). */
function colourFolder(color: string): string {
  return color.replace("#", "").toLowerCase();
}

/** The folder of one product's images, as the seed and the uploads lay them out. */
export function productMediaPrefix(productId: string): string {
  return `products/${productId}/`;
}

/**
 * Product images (docs/decisions/011-media-storage.md): an upload is judged by its bytes, re-encoded
 * to WebP in every IMAGE_WIDTHS width with its metadata (EXIF, GPS, ICC) dropped, and stored under
 * a name the server picks. The client's file name is never used: it cannot reach a path.
 */
export function createMediaService({
  storage,
  productExists,
  newName = () => randomUUID(),
}: MediaServiceDependencies) {
  async function encodeWidths(bytes: Uint8Array): Promise<Array<{ width: number; webp: Buffer }>> {
    const sharp = await imageLibrary();
    return Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        webp: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          // Turn by the EXIF orientation first, since the metadata that says it is dropped.
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  }

  /** An upload judged as every upload is: at most 10 MB, and an image by its bytes and decoder. */
  async function assertImage(bytes: Uint8Array): Promise<void> {
    if (bytes.length > MEDIA_UPLOAD_MAX_BYTES) {
      throw new AppError("payload_too_large", 413, "An image may be at most 10 MB.");
    }
    if (!(await detectImageType(bytes))) {
      throw new AppError(
        "unsupported_media_type",
        415,
        "Only JPEG, PNG, WebP and AVIF images can be uploaded.",
      );
    }
  }

  return {
    assertImage,

    /**
     * A buyer's review photos (modules/reviews): judged and re-encoded exactly as product images
     * are, stored under reviews/<random>/. Every photo is checked and encoded before any is
     * written, so one bad file stores none. Answers the stored URLs (the largest width), in order.
     */
    async storeReviewPhotos(photos: readonly Uint8Array[]): Promise<string[]> {
      for (const bytes of photos) await assertImage(bytes);
      const encoded = await Promise.all(photos.map((bytes) => encodeWidths(bytes)));
      return Promise.all(
        encoded.map(async (widths) => {
          const base = `reviews/${newName()}`;
          const urls = await Promise.all(
            widths.map(({ width, webp }) => storage.put(storedImageName(base, width), webp, "image/webp")),
          );
          return urls[urls.length - 1] ?? storage.url(storedImageName(base, IMAGE_WIDTHS[0]));
        }),
      );
    },

    /**
     * Photos a buyer sends with a return (modules/returns): each checked as a product image is,
     * re-encoded to WebP at the largest width with its metadata (EXIF, GPS) dropped, under a
     * server-chosen name in returns/. All are checked and encoded before any is written.
     */
    async storeReturnPhotos(photos: readonly Uint8Array[]): Promise<string[]> {
      for (const bytes of photos) await assertImage(bytes);
      const width = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 960;
      const sharp = await imageLibrary();
      const encoded = await Promise.all(
        photos.map((bytes) =>
          sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer(),
        ),
      );
      return Promise.all(
        encoded.map((webp) =>
          storage.put(storedImageName(`returns/${newName()}`, width), webp, "image/webp"),
        ),
      );
    },

    /** Removes return photos stored by `storeReturnPhotos` (a request that failed after storing). */
    async deleteReturnPhotos(urls: readonly string[]): Promise<void> {
      const keys = urls
        .map((url) => storage.keyForUrl(url))
        .filter((key): key is string => key?.startsWith("returns/") === true);
      await storage.deleteKeys(keys);
    },

    async storeProductImage(bytes: Uint8Array, fields: MediaUploadFields): Promise<{ url: string }> {
      await assertImage(bytes);
      if (fields.productId !== "new" && !(await productExists(fields.productId))) {
        throw new AppError("product_not_found", 404, `Product ${fields.productId} not found`);
      }
      // Every width is encoded before anything is written, so a failure stores nothing.
      const encoded = await encodeWidths(bytes);
      const base = `products/${fields.productId}/${colourFolder(fields.color)}/${fields.kind}/${newName()}`;
      const urls = await Promise.all(
        encoded.map(({ width, webp }) => storage.put(storedImageName(base, width), webp, "image/webp")),
      );
      return { url: urls[urls.length - 1] ?? storage.url(storedImageName(base, IMAGE_WIDTHS[0])) };
    },

    /**
     * Removes a deleted product's files: its own folder, and the images it was created with while
     * it had no id yet (products/new/…), every width of each. URLs that are not this storage's, or
     * that point at another product's folder, are left alone.
     */
    async deleteProductImages(productId: string, imageUrls: readonly string[]): Promise<void> {
      const keys = new Set<string>();
      for (const url of imageUrls) {
        for (const width of IMAGE_WIDTHS) {
          const widthUrl = imageUrlForWidth(url, width);
          const key = widthUrl ? storage.keyForUrl(widthUrl) : null;
          if (key?.startsWith("products/new/")) keys.add(key);
        }
      }
      await storage.deleteKeys([...keys]);
      await storage.deletePrefix(productMediaPrefix(productId));
    },

    /** True for an image URL this shop stored under products/ (what a product may refer to). */
    isStoredProductImage(url: string): boolean {
      return storage.keyForUrl(url)?.startsWith("products/") ?? false;
    },
  };
}
