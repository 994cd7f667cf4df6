import { PERMISSIONS, type Permission } from "@shop/shared";
import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";

/**
 * Who may call a route. Every route the app registers carries one, so the authorization test
 * (modules/admin-access.test.ts) can be built from the routes that exist rather than a hand-kept
 * list, and a route nobody thought about stops the app from starting.
 *
 * - `public`: anyone (the catalogue, the checkout, sign-in, the web app's files).
 * - `customer`: a signed-in user, guarded by `app.auth.requireUser` on the route itself.
 * - `staff`: registered inside the one guarded staff scope of modules/admin-routes.ts, and naming
 *   the permission it needs (`config.permission`, one of packages/shared/src/staff-permissions.ts);
 *   the scope's guard answers 403 to a role without it.
 */
export type RouteAccess = "public" | "customer" | "staff";

const ACCESS_LEVELS: readonly RouteAccess[] = ["public", "customer", "staff"];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What a `staff` route needs the caller's role to allow. */
    permission?: Permission;
  }
}

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  /** Set on every `staff` route (the app does not start otherwise). */
  permission?: Permission;
}

const registries = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Records every route registered on `app` or any scope inside it, and fails `app.ready()` (so the
 * server never starts) when one declares no access, or is `staff` without a permission. Call once
 * on the root instance, before any route. The check waits for `onReady` because a scope's default
 * (`declareAccess`, `declarePermission`) is stamped by the scope's own onRoute hook, which runs
 * after this root one.
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
      throw new Error(
        `Every route declares who may call it (config.access: ${ACCESS_LEVELS.join(" | ")}); these do not: ${names(undeclared)}`,
      );
    }
    const withoutPermission = routes.filter(
      (route) => route.config?.access === "staff" && !isPermission(route.config.permission),
    );
    if (withoutPermission.length > 0) {
      throw new Error(
        `Every staff route names the permission it needs (config.permission: ${PERMISSIONS.join(" | ")}); these do not: ${names(withoutPermission)}`,
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

/**
 * Gives every route registered in `scope` the permission `permission`, unless the route names its
 * own (`config: { permission: "refunds" }` beside routes that need `orders`).
 */
export function declarePermission(scope: FastifyInstance, permission: Permission): void {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
  });
}

/** The routes `app` has registered, one entry per method, with the access each declares. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = registries.get(app);
  if (!routes) throw new Error("registerRouteAccess was not called on this app");
  return routes.flatMap((route) => {
    const access = route.config?.access;
    if (!isRouteAccess(access)) return [];
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => ({
      method,
      url: route.url,
      access,
      ...(access === "staff" && isPermission(permission) ? { permission } : {}),
    }));
  });
}

function names(routes: RouteOptions[]): string {
  return routes.map((route) => `${String(route.method)} ${route.url}`).join(", ");
}

function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === "string" && (ACCESS_LEVELS as readonly string[]).includes(value);
}

function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}
