import { IMAGE_WIDTHS } from "./constants";

/**
 * Stored product images follow one naming convention: every image exists in each of IMAGE_WIDTHS as
 * `<name>-<width>.webp`, and the URL kept in the product is the largest width. The other widths are
 * found by swapping the suffix, so the API carries one URL per image and the web app builds `srcset`.
 */
/**
 * The `sizes` of a product card's image (grids of 2, 3 and 4 columns in a page at most 80rem wide)
 * and of the product page's carousel: shared with the server, whose image preloads in the HTML
 * must ask for the very width the page's `<img>` will pick.
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";
export const PRODUCT_PAGE_IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";

const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 960;
const WIDTH_SUFFIX = /-(\d+)\.webp(?=$|[?#])/;

/** `…/cover/a1b2-960.webp` → `…/cover/a1b2-320.webp`; null when the URL does not follow the convention. */
export function imageUrlForWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const match = WIDTH_SUFFIX.exec(url);
  if (!match || !isImageWidth(Number(match[1]))) return null;
  return url.replace(WIDTH_SUFFIX, `-${width}.webp`);
}

/** The `srcset` of a stored image URL, or null for a URL from elsewhere (use it as a plain `src`). */
export function imageSrcSet(url: string): string | null {
  if (imageUrlForWidth(url, LARGEST_WIDTH) === null) return null;
  return IMAGE_WIDTHS.map((width) => `${imageUrlForWidth(url, width)} ${width}w`).join(", ");
}

/** The file name of one width: `storedImageName("cover-1a2b", 640)` → `cover-1a2b-640.webp`. */
export function storedImageName(baseName: string, width: number): string {
  return `${baseName}-${width}.webp`;
}

/** The URL to store for an image whose base URL (without suffix) is given: the largest width. */
export function storedImageUrl(baseUrl: string): string {
  return storedImageName(baseUrl, LARGEST_WIDTH);
}

function isImageWidth(width: number): boolean {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}
