import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface FolderFilesOptions {
  /** The folder on disk. */
  root: string;
  /** The URL path its files are under, ending with "/": "/" or "/media/". */
  prefix: `${string}/`;
  /**
   * Whether a path (below `root`, decoded, no leading "/") names one of the folder's files. Asked
   * for every request, so it must not touch the disk: a set made at start, a key's shape.
   */
  isServable: (path: string) => boolean;
  /** The answer to a path that names no file. */
  sendMissing: (request: FastifyRequest, reply: FastifyReply) => unknown;
  preCompressed?: boolean;
  setHeaders?: FastifyStaticOptions["setHeaders"];
}

/**
 * The files of a folder under a URL prefix, sent by @fastify/send through @fastify/static (ETag,
 * Last-Modified, ranges, 304, the build's .br and .gz copies). Not through @fastify/static's own
 * wildcard route: that one lists every folder on a request's path to check its spelling against
 * the disk's, which guards case-insensitive disks against aliases. The web build's 300 files made
 * that a readdir of 300 names per asset, and the libuv pool's four threads queued a page's 70
 * requests behind them: 100–400 ms each as a phone opened the home page, and a second of the
 * server's CPU (bench/README.md, "Evening, 2026-12-02"). Here `isServable` decides, without the
 * disk, and only a path it accepts is opened; @fastify/send still refuses `..`, encoded traversal
 * and dotfiles (docs/decisions/073-folder-files-without-listing.md).
 */
export async function registerFolderFiles(app: FastifyInstance, options: FolderFilesOptions): Promise<void> {
  // In a scope of its own: `reply.sendFile` is decorated once per scope, and the web build and
  // the media folder each have theirs.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.root,
      serve: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      preCompressed: options.preCompressed ?? false,
      setHeaders: options.setHeaders,
    });
    scope.get<{ Params: { "*": string } }>(`${options.prefix}*`, (request, reply) => {
      const path = request.params["*"];
      return options.isServable(path) ? reply.sendFile(path) : options.sendMissing(request, reply);
    });
  });
}
