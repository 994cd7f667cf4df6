import { provinceCodeParamsSchema } from "@shop/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AddressService, CachedAnswer } from "./addresses.service";

/**
 * The units change by law a few times a decade: browsers and proxies may keep them a day and then
 * revalidate with the ETag (a new file on deploy changes it).
 */
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("cache-control", CACHE_CONTROL).header("etag", answer.etag);
  const asked = request.headers["if-none-match"];
  if (asked?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(answer.json);
}

/** GET /api/addresses/provinces and /provinces/:code/wards: `[{code, name}]`, public. */
export function registerAddressRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get("/api/addresses/provinces", async (request, reply) =>
    sendCached(request, reply, addresses.provinces()),
  );

  routes.get(
    "/api/addresses/provinces/:code/wards",
    { schema: { params: provinceCodeParamsSchema } },
    async (request, reply) => sendCached(request, reply, addresses.wardsOf(request.params.code)),
  );
}
