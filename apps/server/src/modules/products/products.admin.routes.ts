import { Readable } from "node:stream";
import {
  adminProductQuerySchema,
  PRODUCT_CSV_HEADER,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_EXPORT_KINDS,
  productCsvQuerySchema,
  productIdParamsSchema,
  productImportQuerySchema,
  productImportResultSchema,
  productInputSchema,
  productPageSchema,
  productSchema,
  productUpdateSchema,
  shopDate,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import { XLSX_CONTENT_TYPE, xlsxStream } from "../../lib/xlsx";
import { signedInUser } from "../../plugins/auth-guard";
import type { ProductAdminService } from "./products.admin.service";
import type { ProductCsvService } from "./products.csv.service";

/**
 * The administrator's catalogue calls: POST/PUT/DELETE /api/products[/:id], the grid's search
 * (GET /api/admin/products) and the CSV export and import. Registered inside the guarded scope of
 * modules/admin-routes.ts (the guard runs before the body is parsed or validated).
 */
export function registerProductAdminRoutes(
  app: FastifyInstance,
  { productAdmin, productCsv }: { productAdmin: ProductAdminService; productCsv: ProductCsvService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A CSV arrives as text; a bigger file than the limit is a 413 before it is read.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "string", bodyLimit: PRODUCT_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  routes.get(
    "/api/admin/products",
    { schema: { querystring: adminProductQuerySchema, response: { 200: productPageSchema } } },
    async (request) => {
      const { items, total } = await productAdmin.listProducts(request.query);
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );

  routes.get(
    "/api/products.csv",
    { schema: { querystring: productCsvQuerySchema } },
    async (request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="products-${shopDate(new Date())}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(productCsv.exportCsv(request.query))),
  );

  // The same filter, columns and rows as the CSV, as a spreadsheet with typed cells (lib/xlsx.ts).
  routes.get(
    "/api/products.xlsx",
    { schema: { querystring: productCsvQuerySchema } },
    async (request, reply) =>
      reply
        .header("content-type", XLSX_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="products-${shopDate(new Date())}.xlsx"`)
        .header("cache-control", "no-store")
        .send(
          xlsxStream(
            "products",
            {
              header: PRODUCT_CSV_HEADER,
              kinds: PRODUCT_CSV_HEADER.map((column) => PRODUCT_EXPORT_KINDS[column]),
            },
            productCsv.exportRows(request.query),
          ),
        ),
  );

  // ?dryRun=true (the default) answers what the file would do; dryRun=false writes it, all or nothing.
  routes.post(
    "/api/products/import",
    {
      bodyLimit: PRODUCT_CSV_MAX_BYTES,
      schema: { querystring: productImportQuerySchema, response: { 200: productImportResultSchema } },
    },
    async (request) => {
      if (typeof request.body !== "string") {
        throw new AppError("unsupported_media_type", 415, "Send the file as text/csv.");
      }
      return productCsv.importCsv(signedInUser(request), request.body, request.query.dryRun === "true");
    },
  );

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
