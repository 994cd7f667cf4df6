import { productIdParamsSchema, productInputSchema, productSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ProductAdminService } from "./products.admin.service";

/**
 * POST/PUT/DELETE /api/products[/:id]: administrators only. The guard runs on
 * `onRequest`, before the body is parsed or validated, so a stranger learns nothing from a 400.
 */
export function registerProductAdminRoutes(
  app: FastifyInstance,
  { productAdmin }: { productAdmin: ProductAdminService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requireAdmin = app.auth.requireAdmin;

  routes.post(
    "/api/products",
    { onRequest: requireAdmin, schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) => reply.code(201).send(await productAdmin.createProduct(request.body)),
  );

  routes.put(
    "/api/products/:id",
    {
      onRequest: requireAdmin,
      schema: { params: productIdParamsSchema, body: productInputSchema, response: { 200: productSchema } },
    },
    async (request) => productAdmin.updateProduct(request.params.id, request.body),
  );

  routes.delete(
    "/api/products/:id",
    { onRequest: requireAdmin, schema: { params: productIdParamsSchema } },
    async (request, reply) => {
      await productAdmin.deleteProduct(request.params.id);
      return reply.code(204).send();
    },
  );
}
