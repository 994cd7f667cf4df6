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
  // A callback hook, not an async one: it runs on every request of the hot catalogue path.
  app.addHook("preValidation", (request, _reply, done) => {
    if (!request.routeOptions.config.textAsSigned) {
      if (request.body !== undefined) request.body = toNfc(request.body);
      request.query = toNfc(request.query);
      request.params = toNfc(request.params);
    }
    done();
  });
}

/**
 * Strings composed, inside plain objects and arrays too; anything else (a Buffer, a stream) as it
 * is. What has nothing to compose (printable ASCII: most queries, ids, codes) is returned itself,
 * not copied.
 */
export function toNfc<T>(value: T): T {
  if (typeof value === "string") {
    return (NON_ASCII.test(value) ? value.normalize("NFC") : value) as T;
  }
  if (Array.isArray(value)) {
    const composed = value.map(toNfc);
    return (composed.some((item, index) => item !== value[index]) ? composed : value) as T;
  }
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    const entries = Object.entries(value);
    const composed = entries.map(([key, item]) => [toNfc(key), toNfc(item)] as const);
    const changed = composed.some(
      ([key, item], index) => key !== entries[index]?.[0] || item !== entries[index]?.[1],
    );
    // fromEntries defines each key as its own property: a "__proto__" key stays a key.
    return (changed ? Object.fromEntries(composed) : value) as T;
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
