import { HTML_LANG, type Language } from "@shop/shared";
import type { FastifyReply } from "fastify";
import { escapeHtml } from "./html";

/**
 * A small page of the server's own, for a link opened from a mail (confirming a stock or price
 * alert, unsubscribing from the shop's mails): no app, no script, the title as its heading and `body` (markup
 * the caller escaped) under it, in the mail's language, never kept by a cache.
 */
export function sendPlainPage(reply: FastifyReply, language: Language, title: string, body: string) {
  return reply
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #333;background:#222;color:#fff}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}
