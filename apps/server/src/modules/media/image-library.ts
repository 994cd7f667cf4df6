import type Sharp from "sharp";

/**
 * sharp (libvips), loaded the first time an image is judged or encoded: an upload by the owner, a
 * review's or a return's photos. Loading it makes 20–24 MB of the server's memory resident (its
 * code and libvips' own), which a shop serving pages and orders never uses: the storefront's
 * pictures are files written at upload (docs/decisions/068-libraries-loaded-when-first-used.md).
 */
let loading: Promise<typeof Sharp> | null = null;

export function imageLibrary(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
