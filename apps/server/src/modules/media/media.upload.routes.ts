import { MEDIA_UPLOAD_MAX_BYTES, mediaUploadFieldsSchema, mediaUploadResultSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import { readMultipartForm, registerMultipartForm } from "../../plugins/multipart-form";
import type { MediaService } from "./media.service";

/** Room for the three short text fields and the multipart boundaries around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const FIELD_NAMES = ["productId", "color", "kind"] as const;

function tooLarge(): AppError {
  return new AppError("payload_too_large", 413, "An image may be at most 10 MB.");
}

/**
 * POST /api/media (admin): multipart fields `file`, `productId`, `color`, `kind` → `{url}`.
 * Registered in a scope of its own so the multipart parser exists for this route only
 * (plugins/multipart-form.ts). The admin scope's guard (modules/admin-routes.ts) runs before the body is read (the parser is lazy), so a
 * stranger's upload is never buffered.
 */
export async function registerMediaUploadRoutes(
  app: FastifyInstance,
  { media }: { media: MediaService },
): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipartForm(scope, {
      fileSizeBytes: MEDIA_UPLOAD_MAX_BYTES,
      files: 1,
      fields: FIELD_NAMES.length,
      fieldSizeBytes: 100,
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      "/api/media",
      { schema: { response: { 201: mediaUploadResultSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError("unsupported_media_type", 415, "Send the image as multipart/form-data.");
        }
        const declaredLength = Number(request.headers["content-length"] ?? 0);
        if (declaredLength > MEDIA_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

        const { fields, files } = await readMultipartForm(request, {
          fileField: "file",
          maxFiles: 1,
          what: "image",
          tooManyFiles: () => new AppError("bad_request", 400, "One image per upload."),
          fileTooLarge: tooLarge,
        });
        const bytes = files[0];
        if (!bytes) {
          throw new AppError("validation_failed", 400, "The image file is missing.", { file: "required" });
        }
        const parsed = mediaUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const faults: Record<string, string> = {};
          for (const issue of parsed.error.issues)
            faults[String(issue.path[0] ?? "request")] ??= issue.message;
          throw new AppError(
            "validation_failed",
            400,
            `Invalid upload fields: ${Object.keys(faults).join(", ")}`,
            faults,
          );
        }
        return reply.code(201).send(await media.storeProductImage(bytes, parsed.data));
      },
    );
  });
}
