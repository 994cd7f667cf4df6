import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../../config";
import {
  assertSafeMediaKey,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  mediaKeyForUrl,
  mediaUrlForKey,
} from "./media-storage";

export type S3MediaSettings = NonNullable<Config["s3"]>;

/** One object as GET /media/* hands it on (media.routes.ts). */
export type MediaObjectRead =
  | {
      status: "found";
      body: Readable;
      contentType: string;
      contentLength: number | null;
      etag: string | null;
      lastModified: Date | null;
    }
  | { status: "not_modified"; etag: string | null }
  | { status: "missing" };

/** A storage whose objects the shop streams itself at /media/ (the bucket stays private). */
export interface MediaObjectReader {
  read(key: string, conditions?: { ifNoneMatch?: string | undefined }): Promise<MediaObjectRead>;
}

export type S3MediaStorage = MediaStorage & MediaObjectReader & { close(): void };

/** DeleteObjects takes at most 1000 keys per call; ListObjectsV2 answers at most 1000 per page. */
const S3_BATCH_SIZE = 1000;

/**
 * The AWS SDK, loaded when a shop configured for S3 first needs it: a shop on its own disk never
 * holds its code (some 5 MB of the server's memory; docs/decisions/038-clients-when-configured.md).
 */
export const loadS3Sdk = () => import("@aws-sdk/client-s3");

/**
 * The S3 client for AWS, or for an S3-compatible service when `endpoint` is set (MinIO, R2, Ceph…):
 * those get path-style addressing (no bucket subdomains to resolve) and checksums only where the
 * API requires them, since the SDK's default CRC headers (aws-sdk-js-v3 ≥ 3.729) are refused by
 * several of them (e.g. https://github.com/minio/minio/issues/20845).
 */
export async function createS3Client(settings: S3MediaSettings): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
  });
}

/**
 * Media in an S3 bucket, so that no instance keeps media on its disk (any number of
 * instances may run behind a load balancer). URLs stay `/media/{key}` on the shop's origin and GET /media/* streams the object
 * (docs/decisions/011-media-storage.md): stored URLs do not depend on the storage.
 */
export async function createS3MediaStorage(
  settings: S3MediaSettings,
  givenClient?: S3Client,
): Promise<S3MediaStorage> {
  const { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, paginateListObjectsV2 } =
    await loadS3Sdk();
  const client = givenClient ?? (await createS3Client(settings));
  const { bucket } = settings;

  async function deleteBatch(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const output = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
      }),
    );
    // DeleteObjects answers 200 even when some keys failed; a missing key is not a failure.
    const [first, ...rest] = output.Errors ?? [];
    if (first) {
      throw new Error(
        `S3 could not delete ${rest.length + 1} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`,
      );
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertSafeMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
      return mediaUrlForKey(key);
    },

    async deletePrefix(prefix) {
      const folder = prefix.replace(/\/+$/, "");
      assertSafeMediaKey(folder);
      // A folder, as on disk: `products/p2/` never reaches `products/p20/…`. Each page is deleted
      // before the next is asked for; the continuation token marks a key, not a position.
      const pages = paginateListObjectsV2(
        { client, pageSize: S3_BATCH_SIZE },
        { Bucket: bucket, Prefix: `${folder}/` },
      );
      for await (const page of pages) {
        await deleteBatch((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      }
    },

    async deleteKeys(keys) {
      for (const key of keys) assertSafeMediaKey(key);
      for (let start = 0; start < keys.length; start += S3_BATCH_SIZE) {
        await deleteBatch(keys.slice(start, start + S3_BATCH_SIZE));
      }
    },

    url: mediaUrlForKey,
    keyForUrl: mediaKeyForUrl,

    async read(key, conditions = {}) {
      assertSafeMediaKey(key);
      try {
        const output = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: conditions.ifNoneMatch }),
        );
        if (!output.Body) return { status: "missing" };
        return {
          status: "found",
          // In Node the body is the HTTP response (a Readable); anything else is read whole.
          body:
            output.Body instanceof Readable
              ? output.Body
              : Readable.from([Buffer.from(await output.Body.transformToByteArray())]),
          contentType: output.ContentType ?? "application/octet-stream",
          contentLength: output.ContentLength ?? null,
          etag: output.ETag ?? null,
          lastModified: output.LastModified ?? null,
        };
      } catch (error) {
        const status = httpStatusOf(error);
        // The SDK throws on 304, with an error named "304" (aws/aws-sdk-js-v3#5860).
        if (status === 304) return { status: "not_modified", etag: conditions.ifNoneMatch ?? null };
        // A missing bucket is a configuration fault (500 in the log), not a missing image.
        const isMissingBucket = error instanceof Error && error.name === "NoSuchBucket";
        if (error instanceof NoSuchKey || (status === 404 && !isMissingBucket)) return { status: "missing" };
        throw error;
      }
    },

    close() {
      client.destroy();
    },
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return undefined;
  const metadata = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return metadata?.httpStatusCode;
}
