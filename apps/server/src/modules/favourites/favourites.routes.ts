import { favouriteListSchema, favouriteParamsSchema, productLanguageQuerySchema } from "@shop/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedInUser } from "../../plugins/auth-guard";
import type { FavouritesService } from "./favourites.service";

/** The caller's favourites: `/api/me/…` always means the token's user. */
export function registerFavouriteRoutes(
  app: FastifyInstance,
  { favourites }: { favourites: FavouritesService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { onRequest: app.auth.requireUser, config: { access: "customer" as const } };

  routes.get(
    "/api/me/favourites",
    {
      ...guarded,
      schema: { querystring: productLanguageQuerySchema, response: { 200: favouriteListSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { items: await favourites.list(signedInUser(request).id, request.query.lang) };
    },
  );

  routes.put(
    "/api/me/favourites/:productId",
    { ...guarded, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      await favourites.add(signedInUser(request).id, request.params.productId);
      return reply.code(204).send();
    },
  );

  routes.delete(
    "/api/me/favourites/:productId",
    { ...guarded, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      await favourites.remove(signedInUser(request).id, request.params.productId);
      return reply.code(204).send();
    },
  );
}
