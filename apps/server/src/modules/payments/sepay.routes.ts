import {
  INCOMING_TRANSFER_STATUSES,
  incomingTransferListSchema,
  incomingTransferSchema,
  settleIncomingTransferSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import { perClient } from "../../plugins/rate-limit";
import type { SepayTransfers } from "./sepay-transfers.service";

/** A SePay transaction is well under a kilobyte; a bigger body is not SePay's. */
const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;
/** SePay's retries come a minute or more apart; a client sending far more is not SePay. */
const WEBHOOK_RATE_LIMIT = perClient(300, 60_000);

/**
 * SePay's webhook (public: SePay calls it; the API key decides what it may change). The body is
 * checked by the service after the key, so a stranger learns nothing from a 400.
 */
export function registerSepayRoutes(
  app: FastifyInstance,
  { transfers }: { transfers: SepayTransfers },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/api/payments/sepay/webhook",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      config: { rateLimit: WEBHOOK_RATE_LIMIT },
      schema: { response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await transfers.receive(request.headers.authorization, request.body);
      // SePay counts a 2xx with {"success": true} as delivered (a repeat too: nothing to retry).
      return { success: true as const };
    },
  );
}

const listQuerySchema = z.object({
  status: z.enum(INCOMING_TRANSFER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The owner's view of incoming transfers; registered inside modules/admin-routes.ts's scope. */
export function registerSepayAdminRoutes(
  app: FastifyInstance,
  { transfers }: { transfers: SepayTransfers },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/payments/transfers",
    { schema: { querystring: listQuerySchema, response: { 200: incomingTransferListSchema } } },
    async (request) => transfers.list(request.query),
  );

  routes.post(
    "/api/admin/payments/transfers/:id/settle",
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: settleIncomingTransferSchema,
        response: { 200: incomingTransferSchema },
      },
    },
    async (request) => transfers.settle(request.params.id, request.body, signedInUser(request).id),
  );
}
