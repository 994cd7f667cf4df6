import {
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { WebhookService } from "./webhooks.service";

const endpointParamsSchema = z.object({ id: z.uuid() });

/**
 * The owner's webhook endpoints, inside the guarded scope of modules/admin-routes.ts (permission
 * `settings`): GET/POST /api/admin/webhooks, PUT/DELETE /api/admin/webhooks/:id,
 * GET /api/admin/webhooks/:id/deliveries.
 */
export function registerWebhookAdminRoutes(
  app: FastifyInstance,
  { webhooks }: { webhooks: WebhookService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/admin/webhooks", { schema: { response: { 200: webhookEndpointListSchema } } }, () =>
    webhooks.list(),
  );

  routes.post(
    "/api/admin/webhooks",
    { schema: { body: webhookEndpointInputSchema, response: { 201: webhookEndpointCreatedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await webhooks.register(signedInUser(request), request.body)),
  );

  routes.put(
    "/api/admin/webhooks/:id",
    {
      schema: {
        params: endpointParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    (request) => webhooks.update(signedInUser(request), request.params.id, request.body),
  );

  routes.delete(
    "/api/admin/webhooks/:id",
    { schema: { params: endpointParamsSchema } },
    async (request, reply) => {
      await webhooks.remove(signedInUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/admin/webhooks/:id/deliveries",
    {
      schema: {
        params: endpointParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    (request) => webhooks.deliveries(request.params.id, request.query),
  );
}
