import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../plugins/errors";
import { registerFolderFiles } from "../../plugins/folder-files";
import { isSafeMediaKey, MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX } from "./media-storage";
import type { MediaServing } from "./media-storage.factory";
import type { MediaObjectReader } from "./s3-media-storage";

/**
 * GET /media/{key}, whatever the storage. Keys are chosen by the server and never reused for other
 * bytes (a new upload gets a new name), so answers may be cached for a year without revalidation.
 */
export async function registerMediaRoutes(app: FastifyInstance, serving: MediaServing): Promise<void> {
  if (serving.kind === "folder") await registerFolderRoutes(app, serving.rootDir);
  else registerObjectRoutes(app, serving.reader);
}

/**
 * The local media folder: only a safe key is opened (plugins/folder-files.ts), and @fastify/send
 * refuses `..` and encoded traversal all the same; dotfiles are not served.
 */
async function registerFolderRoutes(app: FastifyInstance, rootDir: string): Promise<void> {
  mkdirSync(rootDir, { recursive: true });
  await registerFolderFiles(app, {
    root: rootDir,
    prefix: MEDIA_URL_PREFIX,
    isServable: isSafeMediaKey,
    sendMissing: (_request, reply) => sendError(reply, 404, "not_found", "No such media."),
    setHeaders(reply) {
      reply.header("cache-control", MEDIA_CACHE_CONTROL);
      reply.header("x-content-type-options", "nosniff");
    },
  });
}

/**
 * Objects of an S3 bucket, streamed through the shop (docs/decisions/011-media-storage.md). Only a
 * safe key is asked for, so `..` or an odd character never reaches the bucket; the object's own
 * content type, length and ETag are passed on, and a matching If-None-Match gets 304.
 */
function registerObjectRoutes(app: FastifyInstance, reader: MediaObjectReader): void {
  app.get<{ Params: { "*": string } }>(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = request.params["*"];
    if (!isSafeMediaKey(key)) return sendError(reply, 404, "not_found", "No such media.");
    const ifNoneMatch = request.headers["if-none-match"];
    const object = await reader.read(key, { ifNoneMatch });
    if (object.status === "missing") return sendError(reply, 404, "not_found", `No such media: ${key}`);

    reply.header("cache-control", MEDIA_CACHE_CONTROL).header("x-content-type-options", "nosniff");
    if (object.etag) reply.header("etag", object.etag);
    if (object.status === "not_modified") return reply.code(304).send();
    if (object.lastModified) reply.header("last-modified", object.lastModified.toUTCString());
    if (object.contentLength !== null) reply.header("content-length", object.contentLength);
    return reply.type(object.contentType).send(object.body);
  });
}
