import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { outgoingWebhooksDocument } from "../webhooks/webhooks.openapi";

/** The name a route's trailing `*` takes in the document. */
export const OPENAPI_WILDCARD = "path";

/** Where the document is served; public, like the catalogue it describes. */
export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Collects every route for the OpenAPI 3.1 document (@fastify/swagger records them in an onRoute
 * hook, so call this on the root instance before any route is registered). Nothing runs per request:
 * the document is built from the routes' zod schemas (fastify-type-provider-zod's transform) the
 * first time it is asked for, and kept. Routes without a schema appear with their method and path;
 * HEAD routes too, since a client may call them. Who may call a route (plugins/route-access.ts)
 * becomes its security requirement and, for staff, the permission in its description.
 */
export async function registerOpenApiCollector(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Handbag shop API",
        version: "1",
        description:
          'JSON under /api. Every error is {"error": {"code", "message"}} with a 4xx or 5xx status. ' +
          "Signed-in and staff calls send `Authorization: Bearer <accessToken>` (POST /api/login).",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
      // What the shop sends to the owner's endpoints (modules/webhooks).
      webhooks: outgoingWebhooksDocument(),
    },
    exposeHeadRoutes: true,
    transform: (document) => {
      // @fastify/static hides its routes (/media/*, the web app's files); they are routes all the same.
      const { hide: _hidden, ...declared } = document.schema ?? {};
      const transformed = jsonSchemaTransform({ ...document, schema: declared });
      const { url, schema } = withNamedWildcard(transformed.url, withoutFreeFormQuery(transformed.schema));
      const access = document.route.config?.access;
      if (access !== "customer" && access !== "staff") return { schema, url };
      const permission = document.route.config?.permission;
      const who =
        access === "staff"
          ? `Staff only: a role with the \`${permission}\` permission (403 otherwise).`
          : "A signed-in customer.";
      return {
        schema: {
          ...schema,
          security: [{ bearerAuth: [] }],
          description: schema?.description ? `${schema.description}\n\n${who}` : who,
        },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * A query taken as a whole (`z.record`, VNPay's signed parameters) has no named properties, and
 * @fastify/swagger would list its JSON-schema keywords as parameters: it is described in words.
 */
function withoutFreeFormQuery<Schema extends { querystring?: unknown; description?: string }>(
  schema: Schema,
): Schema {
  const query = schema.querystring;
  if (!query || typeof query !== "object" || "properties" in query) return schema;
  const { querystring: _free, ...rest } = schema;
  const note = "Takes any query parameters (checked by the route itself).";
  return { ...rest, description: rest.description ? `${rest.description}\n\n${note}` : note } as Schema;
}

/**
 * OpenAPI has no wildcard: Fastify's `/media/*` is written `/media/{path}`, with `path` declared as
 * the rest of the URL (OPENAPI_WILDCARD).
 */
function withNamedWildcard<Schema extends { params?: unknown }>(
  url: string,
  schema: Schema,
): { url: string; schema: Schema } {
  if (!url.endsWith("*")) return { url, schema };
  return {
    url: `${url.slice(0, -1)}:${OPENAPI_WILDCARD}`,
    schema: {
      ...schema,
      params: {
        type: "object",
        properties: { [OPENAPI_WILDCARD]: { type: "string", description: "The rest of the path." } },
        required: [OPENAPI_WILDCARD],
      },
    },
  };
}

/** GET /api/openapi.json: the document, built on the first ask and then sent as the same bytes. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  let document: string | undefined;
  app.get(OPENAPI_PATH, { config: { access: "public" } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(document);
  });
}
