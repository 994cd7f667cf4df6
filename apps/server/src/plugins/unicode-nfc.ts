import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The request is signed over its texts as sent (a payment gateway's notification): composing
     * them would break the signature, so they are checked as they came.
     */
    textAsSigned?: boolean;
  }
}

/**
 * Every text the API takes, composed (NFC) before any route validates or stores it. Vietnamese
 * typed on some keyboards arrives decomposed (NFD: "ễ" as "e" and two combining marks), and the
 * same word in two forms would not compare, sort, search or deduplicate as one. One hook for the
 * body (JSON or CSV text), the query and the path's parameters, so no route can forget it.
 */
export function registerUnicodeNormalisation(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.textAsSigned) return;
    if (request.body !== undefined) request.body = toNfc(request.body);
    request.query = toNfc(request.query);
    request.params = toNfc(request.params);
  });
}

/** Strings composed, inside plain objects and arrays too; anything else (a Buffer, a stream) as it is. */
export function toNfc<T>(value: T): T {
  if (typeof value === "string") {
    // Printable ASCII (most queries, ids, codes) has nothing to compose: no copy.
    return (NON_ASCII.test(value) ? value.normalize("NFC") : value) as T;
  }
  if (Array.isArray(value)) return value.map(toNfc) as T;
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    // fromEntries defines each key as its own property: a "__proto__" key stays a key.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toNfc(key), toNfc(item)])) as T;
  }
  return value;
}

const NON_ASCII = /[^ -~\t\n\r]/;

/**
 * A parsed body or query: JSON's objects, and the query parser's (whose prototype is an empty
 * object without a prototype); not a Buffer, a stream or any other class's instance.
 */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
