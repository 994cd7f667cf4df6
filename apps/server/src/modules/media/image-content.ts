import { imageLibrary } from "./image-library";

/** The image formats the shop accepts for upload, judged by content. */
export type AcceptedImageType = "jpeg" | "png" | "webp" | "avif";

/**
 * A decoded image may not exceed this many pixels (about 8000 × 5000): a small file can declare a
 * huge canvas ("decompression bomb"), and sharp's own default (268 megapixels) would let one
 * upload use gigabytes of memory.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The type a file's first bytes announce, or null. Checked before any decoder sees the bytes, so
 * formats sharp could also read (SVG, GIF, TIFF, PDF…) never reach it.
 * JPEG: FF D8 FF. PNG: the 8-byte signature. WebP: RIFF….WEBP. AVIF: an ISO-BMFF `ftyp` box whose
 * major or a compatible brand is `avif`/`avis`.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((value, index) => bytes[index] === value)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue; // minor version, not a brand
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

/**
 * The accepted type of an image whose signature *and* decoder agree, or null. sharp reports AVIF
 * as `heif` (with AV1 compression); a file that merely starts like an image fails here.
 */
export async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageType | null> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return null;
  // Outside the try: a library that cannot load is the server's fault, not the file's.
  const sharp = await imageLibrary();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return null;
    const decoded = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
    return decoded === sniffed ? sniffed : null;
  } catch {
    return null;
  }
}
