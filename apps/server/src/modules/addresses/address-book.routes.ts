import {
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressParamsSchema,
  savedAddressSchema,
} from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { AddressBook } from "./address-book.service";

/**
 * The signed-in customer's address book: `/api/me/…` always means the token's user, so an id of
 * another customer's address is simply not found (404). GET and POST /api/me/addresses;
 * PUT and DELETE /api/me/addresses/:id; PUT /api/me/addresses/:id/default.
 */
export function registerAddressBookRoutes(app: FastifyInstance, { book }: { book: AddressBook }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" as const } };

  routes.get(
    "/api/me/addresses",
    { ...guarded, schema: { response: { 200: savedAddressListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { items: await book.list(signedInUser(request).id) };
    },
  );

  routes.post(
    "/api/me/addresses",
    { ...guarded, schema: { body: savedAddressInputSchema, response: { 201: savedAddressSchema } } },
    async (request, reply) => reply.code(201).send(await book.add(signedInUser(request).id, request.body)),
  );

  routes.put(
    "/api/me/addresses/:id",
    {
      ...guarded,
      schema: {
        params: savedAddressParamsSchema,
        body: savedAddressInputSchema,
        response: { 200: savedAddressSchema },
      },
    },
    async (request) => book.edit(signedInUser(request).id, request.params.id, request.body),
  );

  routes.put(
    "/api/me/addresses/:id/default",
    { ...guarded, schema: { params: savedAddressParamsSchema, response: { 200: savedAddressSchema } } },
    async (request) => book.makeDefault(signedInUser(request).id, request.params.id),
  );

  routes.delete(
    "/api/me/addresses/:id",
    { ...guarded, schema: { params: savedAddressParamsSchema } },
    async (request, reply) => {
      await book.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
