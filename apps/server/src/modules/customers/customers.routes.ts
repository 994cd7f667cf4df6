import {
  customerDetailSchema,
  customerIdParamsSchema,
  customerPageSchema,
  customerSearchSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { createCustomerService } from "./customers.service";

/** The customers' list and page of the back office; inside the guarded scope of modules/admin-routes.ts. */
export function registerCustomerRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const customers = createCustomerService({ db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/customers",
    { schema: { querystring: customerSearchSchema, response: { 200: customerPageSchema } } },
    async (request) => customers.listCustomers(request.query),
  );

  routes.get(
    "/api/admin/customers/:id",
    { schema: { params: customerIdParamsSchema, response: { 200: customerDetailSchema } } },
    async (request) => customers.getCustomer(request.params.id),
  );
}
