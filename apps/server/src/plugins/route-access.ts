import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";

/**
 * Who may call a route. Every route the app registers carries one, so the authorization test
 * (modules/admin-access.test.ts) can be built from the routes that exist rather than a hand-kept
 * list, and a route nobody thought about stops the app from starting.
 *
 * - `public`: anyone (the catalogue, the checkout, sign-in, the web app's files).
 * - `customer`: a signed-in user, guarded by `app.auth.requireUser` on the route itself.
 * - `admin`: registered inside the one guarded scope of modules/admin-routes.ts.
 */
export type RouteAccess = "public" | "customer" | "admin";

const ACCESS_LEVELS: readonly RouteAccess[] = ["public", "customer", "admin"];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
}

const registries = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Records every route registered on `app` or any scope inside it, and fails `app.ready()` (so the
 * server never starts) when one declares no access. Call once on the root instance, before any
 * route. The check waits for `onReady` because a scope's default (`declareAccess`) is stamped by
 * the scope's own onRoute hook, which runs after this root one.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  registries.set(app, routes);
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((route) => !isRouteAccess(route.config?.access));
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(", ");
      throw new Error(
        `Every route declares who may call it (config.access: ${ACCESS_LEVELS.join(" | ")}); these do not: ${names}`,
      );
    }
  });
}

/**
 * Gives every route registered in `scope` (and the scopes inside it) the access `access`, unless
 * the route declares its own: a route behind `requireUser` says `config: { access: "customer" }`.
 */
export function declareAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** The routes `app` has registered, one entry per method, with the access each declares. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = registries.get(app);
  if (!routes) throw new Error("registerRouteAccess was not called on this app");
  return routes.flatMap((route) => {
    const access = route.config?.access;
    if (!isRouteAccess(access)) return [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => ({ method, url: route.url, access }));
  });
}

function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === "string" && (ACCESS_LEVELS as readonly string[]).includes(value);
}
