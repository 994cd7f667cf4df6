import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MEDIA_URL_PREFIX } from "./local-media-storage";

/**
 * Serves the local media folder. File names are chosen by the server and never reused for other
 * bytes (a new upload gets a new name), so answers may be cached for a year without revalidation.
 * @fastify/static (through `send`) refuses `..` and encoded traversal; dotfiles are not served.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  { rootDir }: { rootDir: string },
): Promise<void> {
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
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
    },
  });
}
