import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../app-error";
import { toNfc } from "./unicode-nfc";

/**
 * The shop's one reader of multipart forms (a product image, a review's photos, a return's
 * photos). Each route registers the parser in a scope of its own (`registerMultipartForm`), so
 * the parser exists for that route only and runs after the route's guard (it is lazy: a
 * stranger's upload is never buffered); the route then reads its form with `readMultipartForm`,
 * which says every fault of the body in the shop's error shape (app-error.ts):
 * - not multipart at all: 415 `unsupported_media_type`;
 * - a file under another field name: 400 `bad_request`;
 * - more files than the route takes: the route's own error (`tooManyFiles`);
 * - a file over the size: the route's own 413 (`fileTooLarge`);
 * - more text fields than the route takes: 400 `bad_request`;
 * - anything else the parser throws while reading (busboy's "Unexpected end of form", a boundary
 *   that names no part): 400 `bad_request`, never a 500 — only the body is read in the loop.
 */

export interface MultipartFormLimits {
  /** Bytes one file may have. */
  fileSizeBytes: number;
  /** Files the route takes at most. */
  files: number;
  /** Text fields the route takes at most. */
  fields: number;
  /** Bytes one text field may have. */
  fieldSizeBytes: number;
}

/**
 * Registers @fastify/multipart on `scope` with the route's limits. One file more than the route
 * takes is let through the parser, so the reader can answer the route's "too many" rather than a
 * bare 413.
 */
export async function registerMultipartForm(
  scope: FastifyInstance,
  limits: MultipartFormLimits,
): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: limits.fileSizeBytes,
      files: limits.files + 1,
      fields: limits.fields,
      fieldSize: limits.fieldSizeBytes,
      parts: limits.files + 1 + limits.fields,
    },
  });
}

export interface MultipartFormReading {
  /** The one field name files may come under. */
  fileField: string;
  /** Files the route takes at most (as registered). */
  maxFiles: number;
  /** What the 415 says: "Send the … as multipart/form-data." */
  what: string;
  tooManyFiles: () => AppError;
  fileTooLarge: () => AppError;
}

export interface MultipartForm {
  /** The text fields, by name (the last one wins), composed to NFC as every other text (unicode-nfc.ts). */
  fields: Record<string, string>;
  files: Buffer[];
}

/** Reads the request's whole form (files in memory, within the registered limits). */
export async function readMultipartForm(
  request: FastifyRequest,
  reading: MultipartFormReading,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError("unsupported_media_type", 415, `Send the ${reading.what} as multipart/form-data.`);
  }
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== reading.fileField) {
          throw new AppError("bad_request", 400, "Unexpected file field.");
        }
        if (files.length >= reading.maxFiles) {
          // Read to its end, so the answer is not cut off by a body still arriving.
          await part.toBuffer().catch(() => undefined);
          throw reading.tooManyFiles();
        }
        files.push(await part.toBuffer());
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = toNfc(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart's limits: its FST_* errors, all 413.
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw reading.tooManyFiles();
    if (code === "FST_FIELDS_LIMIT") {
      throw new AppError("bad_request", 400, "The form has more fields than this request takes.");
    }
    if (code === "FST_REQ_FILE_TOO_LARGE" || statusCode === 413) throw reading.fileTooLarge();
    throw new AppError("bad_request", 400, "The body is not a readable multipart form.");
  }
  return { fields, files };
}
