import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Browser security headers on every answer (helmet's policies), pages and API alike:
 *
 * - A Content-Security-Policy with no inline script: the only scripts the server writes into a
 *   page are data blocks (`application/json` initial data and shop info, `application/ld+json`),
 *   which browsers never run, so `script-src 'self'` holds without hashes or nonces. The
 *   Messenger SDK's origin is allowed only when a page id is configured. Inline *styles* stay
 *   allowed (the server-painted hero slide and React's style props need them); they cannot run code.
 * - `frame-ancestors 'none'` (and X-Frame-Options for old browsers): nobody frames the admin.
 * - nosniff, a Referrer-Policy that keeps paths (and tokens in them) to the shop, a
 *   Permissions-Policy that turns off what the shop never uses, and HSTS only when the public URL
 *   is https (on http it would be ignored, and on localhost it would break other local sites).
 * Personal answers get `Cache-Control: no-store` from `registerPrivateAnswers` below.
 *
 * The headers are the same on every answer (no nonces), so helmet runs once, at start, and its
 * headers are copied onto each reply: @fastify/helmet built and parsed the whole policy again
 * on every request, a twentieth of a cached page's cost (docs/decisions/030-per-request-costs.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, messengerPageId }: { publicUrl: string; messengerPageId: string | null },
): Promise<Readonly<Record<string, string>>> {
  const isHttps = publicUrl.startsWith("https:");
  const messenger = messengerPageId ? ["https://connect.facebook.net"] : [];
  const messengerFrames = messengerPageId ? ["https://www.facebook.com", "https://web.facebook.com"] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...messenger],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...messengerFrames],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...messengerFrames],
        frameSrc: messengerFrames.length > 0 ? messengerFrames : ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The social sign-in opens the provider in the same window; nothing of ours is embedded elsewhere.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  headers["permissions-policy"] = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}

/** The headers helmet sets with these options, read once from a response that records them. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Paths whose answers are one person's (or carry tokens): never kept by a browser or proxy cache. */
const PRIVATE_PATHS = [
  /^\/api\/me(\/|$)/,
  /^\/api\/(login|register|token\/refresh|logout|auth\/exchange|verify-email)(\/|$)/,
  /^\/api\/password-reset(\/|$)/,
];

/**
 * `Cache-Control: no-store` on personal, token-carrying and administrator answers: a shared
 * computer's back button or a proxy must never show them to the next person. Admin routes are
 * known by their declared access (plugins/route-access.ts), so a new one is covered unasked.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const access = (request.routeOptions.config as { access?: string } | undefined)?.access;
    const path = request.url.split("?")[0] ?? "";
    if (access === "staff" || access === "customer" || PRIVATE_PATHS.some((pattern) => pattern.test(path))) {
      reply.header("cache-control", "private, no-store");
    }
    done(null, payload);
  });
}
