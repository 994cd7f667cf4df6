import {
  adminReturnListSchema,
  adminReturnSchema,
  adminReturnsQuerySchema,
  exchangeRequestSchema,
  orderRefundsSchema,
  refundRequestSchema,
  refundSchema,
  returnDecisionSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { ReturnsService } from "./returns.service";

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Staff's returns (modules/admin-routes.ts registers this file in the `returns` section): list,
 * approve or reject with a message, mark received. Refunds need `refunds` (administrators alone,
 * packages/shared/src/staff-permissions.ts), named on their routes.
 */
export function registerReturnAdminRoutes(
  app: FastifyInstance,
  { returns }: { returns: ReturnsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { id: user.id, email: user.email };
  };

  routes.get(
    "/api/admin/returns",
    { schema: { querystring: adminReturnsQuerySchema, response: { 200: adminReturnListSchema } } },
    async (request) => returns.listReturns(request.query),
  );

  routes.get(
    "/api/admin/returns/:id",
    { schema: { params: idParams, response: { 200: adminReturnSchema } } },
    async (request) => returns.adminReturn(request.params.id),
  );

  routes.post(
    "/api/admin/returns/:id/approve",
    { schema: { params: idParams, body: returnDecisionSchema, response: { 200: adminReturnSchema } } },
    async (request) => returns.approve(request.params.id, request.body.message, actorOf(request)),
  );

  routes.post(
    "/api/admin/returns/:id/reject",
    { schema: { params: idParams, body: returnDecisionSchema, response: { 200: adminReturnSchema } } },
    async (request) => returns.reject(request.params.id, request.body.message, actorOf(request)),
  );

  routes.post(
    "/api/admin/returns/:id/receive",
    { schema: { params: idParams, response: { 200: adminReturnSchema } } },
    async (request) => returns.receive(request.params.id, actorOf(request)),
  );

  routes.post(
    "/api/admin/returns/:id/exchange",
    { schema: { params: idParams, body: exchangeRequestSchema, response: { 200: adminReturnSchema } } },
    async (request) => returns.exchange(request.params.id, request.body, actorOf(request)),
  );

  routes.post(
    "/api/admin/returns/:id/refund",
    {
      config: { permission: "refunds" },
      schema: {
        params: idParams,
        body: refundRequestSchema,
        response: { 200: z.object({ refund: refundSchema, return: adminReturnSchema }) },
      },
    },
    async (request) => returns.refundReturn(request.params.id, request.body, actorOf(request)),
  );

  // An order's returns and refunds, for the panel on the order's page.
  routes.get(
    "/api/admin/orders/:id/refunds",
    { schema: { params: idParams, response: { 200: orderRefundsSchema } } },
    async (request) => returns.orderRefunds(request.params.id),
  );

  routes.post(
    "/api/admin/orders/:id/refunds",
    {
      config: { permission: "refunds" },
      schema: {
        params: idParams,
        body: refundRequestSchema,
        response: { 200: z.object({ refund: refundSchema, order: orderRefundsSchema }) },
      },
    },
    async (request) => returns.refundOrder(request.params.id, request.body, actorOf(request)),
  );
}
