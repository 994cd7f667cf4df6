import { Readable } from "node:stream";
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderSearchSchema,
  adminOrderTimelineSchema,
  deleteOrdersQuerySchema,
  type OrderActor,
  orderCsvQuerySchema,
  orderIdParamsSchema,
  setOrderStatusSchema,
  setPaymentStatusSchema,
  shopDate,
} from "@shop/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { XLSX_CONTENT_TYPE, xlsxStream } from "../../lib/xlsx";
import { signedInUser } from "../../plugins/auth-guard";
import { ORDER_CSV_HEADER, ORDER_EXPORT_KINDS, type OrderAdminService } from "./orders.admin.service";

/**
 * The administrator's order calls. POST /api/orders belongs to the checkout;
 * everything here sits inside the guarded scope of modules/admin-routes.ts.
 */
export function registerOrderAdminRoutes(
  app: FastifyInstance,
  { orders }: { orders: OrderAdminService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/orders",
    {
      schema: { querystring: adminOrderSearchSchema, response: { 200: adminOrderPageSchema } },
    },
    async (request) => orders.listOrders(request.query),
  );

  // Before /api/orders/:id would be tried: a static path wins in Fastify's router anyway.
  routes.get("/api/orders.csv", { schema: { querystring: orderCsvQuerySchema } }, async (request, reply) => {
    const name = `orders-${shopDate(new Date())}.csv`;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(orders.ordersCsv(request.query)));
  });

  // The same filter, columns and rows as the CSV, as a spreadsheet with typed cells (lib/xlsx.ts).
  routes.get("/api/orders.xlsx", { schema: { querystring: orderCsvQuerySchema } }, async (request, reply) => {
    const name = `orders-${shopDate(new Date())}.xlsx`;
    return reply
      .header("content-type", XLSX_CONTENT_TYPE)
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(
        xlsxStream(
          "orders",
          { header: ORDER_CSV_HEADER, kinds: ORDER_EXPORT_KINDS },
          orders.exportRows(request.query),
        ),
      );
  });

  routes.get(
    "/api/orders/:id",
    { schema: { params: orderIdParamsSchema, response: { 200: adminOrderDetailSchema } } },
    async (request) => orders.getOrder(request.params.id),
  );

  routes.put(
    "/api/orders/:id/status",
    {
      schema: {
        params: orderIdParamsSchema,
        body: setOrderStatusSchema,
        response: { 200: z.object({ status: setOrderStatusSchema.shape.status }) },
      },
    },
    async (request) => {
      await orders.setStatus(request.params.id, request.body.status, shopActor(request));
      return { status: request.body.status };
    },
  );

  routes.put(
    "/api/orders/:id/payment-status",
    {
      schema: {
        params: orderIdParamsSchema,
        body: setPaymentStatusSchema,
        response: { 200: setPaymentStatusSchema },
      },
    },
    async (request) => {
      await orders.setPaymentStatus(request.params.id, request.body.paymentStatus, shopActor(request));
      return { paymentStatus: request.body.paymentStatus };
    },
  );

  routes.get(
    "/api/orders/:id/timeline",
    { schema: { params: orderIdParamsSchema, response: { 200: adminOrderTimelineSchema } } },
    async (request) => orders.timeline(request.params.id),
  );

  routes.delete("/api/orders/:id", { schema: { params: orderIdParamsSchema } }, async (request, reply) => {
    // Archives: orders are never deleted (docs/decisions/052-the-buyers-contract-and-records.md).
    await orders.archiveOrder(signedInUser(request), request.params.id);
    return reply.code(204).send();
  });

  routes.delete(
    "/api/orders",
    {
      schema: {
        querystring: deleteOrdersQuerySchema,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => orders.archiveDeliveredOrders(signedInUser(request)),
  );
}

/** The administrator making a change, as the order's timeline records it. */
function shopActor(request: FastifyRequest): OrderActor {
  const user = signedInUser(request);
  return { kind: "shop", userId: user.id, email: user.email };
}
