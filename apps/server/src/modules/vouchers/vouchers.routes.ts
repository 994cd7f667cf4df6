import { voucherCodeParamsSchema, voucherInputSchema, voucherSchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { VoucherService } from "./vouchers.service";

/** GET/POST/PUT/DELETE /api/vouchers[/:code] (admin scope). */
export function registerVoucherRoutes(
  app: FastifyInstance,
  { vouchers }: { vouchers: VoucherService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/vouchers", { schema: { response: { 200: z.array(voucherSchema) } } }, async () =>
    vouchers.list(),
  );

  routes.get(
    "/api/vouchers/:code",
    { schema: { params: voucherCodeParamsSchema, response: { 200: voucherSchema } } },
    async (request) => vouchers.get(request.params.code),
  );

  routes.post(
    "/api/vouchers",
    { schema: { body: voucherInputSchema, response: { 201: voucherSchema } } },
    async (request, reply) =>
      reply.code(201).send(await vouchers.create(signedInUser(request), request.body)),
  );

  routes.put(
    "/api/vouchers/:code",
    {
      schema: { params: voucherCodeParamsSchema, body: voucherInputSchema, response: { 200: voucherSchema } },
    },
    async (request) => vouchers.update(signedInUser(request), request.params.code, request.body),
  );

  routes.delete(
    "/api/vouchers/:code",
    { schema: { params: voucherCodeParamsSchema } },
    async (request, reply) => {
      await vouchers.delete(signedInUser(request), request.params.code);
      return reply.code(204).send();
    },
  );
}
