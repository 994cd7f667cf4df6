import { productIdParamsSchema, productInputSchema, productSchema, productUpdateSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { ProductAdminService } from "./products.admin.service";

/**
 * POST/PUT/DELETE /api/products[/:id]: administrators only, registered inside the guarded scope of
 * modules/admin-routes.ts (the guard runs before the body is parsed or validated).
 */
export function registerProductAdminRoutes(
  app: FastifyInstance,
  { productAdmin }: { productAdmin: ProductAdminService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/products",
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) =>
      reply.code(201).send(await productAdmin.createProduct(signedInUser(request), request.body)),
  );

  routes.put(
    "/api/products/:id",
    {
      schema: { params: productIdParamsSchema, body: productUpdateSchema, response: { 200: productSchema } },
    },
    async (request) => productAdmin.updateProduct(signedInUser(request), request.params.id, request.body),
  );

  routes.delete(
    "/api/products/:id",
    { schema: { params: productIdParamsSchema } },
    async (request, reply) => {
      await productAdmin.deleteProduct(signedInUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
