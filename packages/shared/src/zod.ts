import { z } from "zod";

/**
 * Zod for the shared schemas. In a browser they validate without compiling code at run time:
 * Zod's probe for `new Function` is refused by the shop's Content-Security-Policy (no
 * 'unsafe-eval', apps/server/src/plugins/security-headers.ts), and the browser reports every such
 * refusal. The server keeps Zod's faster compiled parsers.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
