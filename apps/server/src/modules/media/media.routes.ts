import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../plugins/errors";
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
 * The local media folder. @fastify/static (through `send`) refuses `..` and encoded traversal;
 * dotfiles are not served.
 */
async function registerFolderRoutes(app: FastifyInstance, rootDir: string): Promise<void> {
  mkdirSync(rootDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: rootDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
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
