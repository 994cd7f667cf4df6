import {
  customerReturnListSchema,
  customerReturnSchema,
  guestReturnsQuerySchema,
  MEDIA_UPLOAD_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  type ReturnRequest,
  returnRequestSchema,
} from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../app-error";
import { signedInUser } from "../../plugins/auth-guard";
import { readMultipartForm, registerMultipartForm } from "../../plugins/multipart-form";
import { perClient } from "../../plugins/rate-limit";
import { type AttemptLimiter, ORDER_LOOKUP_LIMITS } from "../auth/attempt-limiter";
import type { ReturnProof, ReturnsService } from "./returns.service";

/** The request's JSON is one small field; photos are files of at most 10 MB each. */
const REQUEST_FIELD_MAX_BYTES = 16 * 1024;

function tooManyPhotos(): AppError {
  return new AppError("too_many_photos", 400, `A return may carry at most ${RETURN_PHOTOS_MAX} photos.`, {
    photos: `at_most_${RETURN_PHOTOS_MAX}`,
  });
}

/**
 * Reads a return request's multipart form: the `request` field (JSON, `returnRequestSchema`) and
 * up to RETURN_PHOTOS_MAX `photos` files (plugins/multipart-form.ts: one file more than allowed is
 * read so the answer can say "too many photos" rather than a bare 413).
 */
async function readReturnForm(request: FastifyRequest): Promise<{ input: ReturnRequest; photos: Buffer[] }> {
  const { fields, files: photos } = await readMultipartForm(request, {
    fileField: "photos",
    maxFiles: RETURN_PHOTOS_MAX,
    what: "return",
    tooManyFiles: tooManyPhotos,
    fileTooLarge: () => new AppError("payload_too_large", 413, "A photo may be at most 10 MB."),
  });
  const raw = fields.request ?? null;
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    json = null;
  }
  const parsed = returnRequestSchema.safeParse(json);
  if (!parsed.success) {
    const faults: Record<string, string> = {};
    for (const issue of parsed.error.issues) faults[String(issue.path[0] ?? "request")] ??= issue.message;
    throw new AppError(
      "validation_failed",
      400,
      `Invalid return request: ${Object.keys(faults).join(", ")}`,
      faults,
    );
  }
  return { input: parsed.data, photos };
}

/**
 * A buyer's returns (docs/decisions/053-returns-refunds-exchanges.md): a guest proves the order
 * with its phone, as the order lookup does, and is held to the lookup's per-address limit; a
 * signed-in customer's orders are those of the account's verified e-mail.
 */
export async function registerReturnRoutes(
  app: FastifyInstance,
  {
    returns,
    lookupRateLimit,
    attempts,
  }: {
    returns: ReturnsService;
    lookupRateLimit: { max: number; windowMs: number };
    /** A wrong phone counts against the order as a failed lookup does (ORDER_LOOKUP_LIMITS). */
    attempts: AttemptLimiter;
  },
): Promise<void> {
  /** Runs a guest's call; an order-and-phone pair that is not an order's keeps its attempt. */
  async function asGuest<T>(reply: FastifyReply, orderId: string, work: () => Promise<T>): Promise<T> {
    const perOrder = {
      key: `lookup:order:${orderId.trim().toUpperCase()}`,
      ...ORDER_LOOKUP_LIMITS.failuresPerOrderAcrossAddresses,
    };
    await attempts.consume(reply, [perOrder]);
    try {
      const result = await work();
      await attempts.release([perOrder]);
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) await attempts.release([perOrder]);
      throw error;
    }
  }

  await app.register(async (scope) => {
    await registerMultipartForm(scope, {
      fileSizeBytes: MEDIA_UPLOAD_MAX_BYTES,
      files: RETURN_PHOTOS_MAX,
      fields: 1,
      fieldSizeBytes: REQUEST_FIELD_MAX_BYTES,
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      "/api/returns",
      {
        config: { rateLimit: perClient(lookupRateLimit.max, lookupRateLimit.windowMs) },
        schema: { response: { 201: customerReturnSchema } },
      },
      async (request, reply) => {
        const { input, photos } = await readReturnForm(request);
        if (!input.phone) {
          throw new AppError("validation_failed", 400, "A guest proves the order with its phone.", {
            phone: "required",
          });
        }
        const proof: ReturnProof = { kind: "guest", phone: input.phone };
        const created = await asGuest(reply, input.orderId, () =>
          returns.requestReturn(input, photos, proof),
        );
        return reply.code(201).send(created);
      },
    );

    routes.post(
      "/api/me/returns",
      {
        onRequest: scope.auth.requireUser,
        config: { access: "customer" },
        schema: { response: { 201: customerReturnSchema } },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const { input, photos } = await readReturnForm(request);
        const proof: ReturnProof = {
          kind: "customer",
          userId: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
        };
        return reply.code(201).send(await returns.requestReturn(input, photos, proof));
      },
    );

    routes.get(
      "/api/returns",
      {
        config: { rateLimit: perClient(lookupRateLimit.max, lookupRateLimit.windowMs) },
        schema: { querystring: guestReturnsQuerySchema, response: { 200: customerReturnListSchema } },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { orderId, phone } = request.query;
        const items = await asGuest(reply, orderId, () =>
          returns.returnsOfOrder(orderId, { kind: "guest", phone }),
        );
        return { items };
      },
    );

    routes.get(
      "/api/me/returns",
      {
        onRequest: scope.auth.requireUser,
        config: { access: "customer" },
        schema: {
          querystring: z.object({ orderId: z.string().trim().min(1).max(40) }).strict(),
          response: { 200: customerReturnListSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const user = signedInUser(request);
        const items = await returns.returnsOfOrder(request.query.orderId, {
          kind: "customer",
          userId: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
        });
        return { items };
      },
    );
  });
}
