import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createLocalMediaStorage } from "./modules/media/local-media-storage";
import { registerMediaRoutes } from "./modules/media/media.routes";
import type { MediaStorage } from "./modules/media/media-storage";
import { registerProductRoutes } from "./modules/products/products.routes";
import { createProductService, type ProductService } from "./modules/products/products.service";
import { isPageRequest, registerWebRoutes } from "./modules/web/web.routes";
import { registerErrorHandling, sendError } from "./plugins/errors";

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Defaults to the local disk under DATA_DIR/uploads. */
  media?: { storage: MediaStorage; rootDir: string | null };
  clock?: () => Date;
  logger?: FastifyServerOptions["logger"];
  /** Overrides for tests, e.g. a product service with the cache switched off. */
  products?: ProductService;
}

/** JSON bodies are small (an order, a product); uploads set their own limit on their route. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Builds the whole HTTP application without listening (tests call `inject()`; server.ts listens).
 * Services are created here and handed to the routes that need them; nothing hangs on the Fastify
 * instance but what Fastify itself needs.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, db, clock = () => new Date() } = dependencies;

  const app = Fastify({
    logger: dependencies.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A proxy's request id is kept so logs line up across hops; otherwise a fresh UUID.
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // One log line per request halves the throughput of the hot list page; access logs belong to
    // the proxy in front. LOG_LEVEL=debug brings them back.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  closeKeptAliveConnectionsOnClose(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const products = dependencies.products ?? createProductService({ db, clock });
  const uploadsDir = join(config.dataDir, "uploads");
  const media = dependencies.media ?? { storage: createLocalMediaStorage(uploadsDir), rootDir: uploadsDir };

  app.get("/api/health", async () => ({ status: "ok" as const }));
  registerProductRoutes(app, { products });
  if (media.rootDir) await registerMediaRoutes(app, { rootDir: media.rootDir });
  const web = await registerWebRoutes(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    shop: config.shop,
    products,
  });

  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return web.sendPage(request, reply);
    return sendError(
      reply,
      404,
      "not_found",
      `No such route: ${request.method} ${request.url.split("?")[0]}`,
    );
  });

  return app;
}

/**
 * Fastify's close waits for every open connection, and Node only drops those idle *at that
 * moment*: a keep-alive client whose request was in flight keeps its socket open after the answer,
 * so close (and a SIGTERM) would hang. While closing, idle connections are dropped every 100 ms,
 * so in-flight requests finish and then their sockets go. Costs nothing per request.
 */
function closeKeptAliveConnectionsOnClose(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
  });
}
